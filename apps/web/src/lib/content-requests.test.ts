import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeListResponse, NoticeResponse, TopicListResponse } from '@points/contracts';
import { apiRequest } from './api-client';
import {
  articleRequest,
  noticesRequest,
  pageParam,
  requestPageContentEarly,
  topicsRequest,
} from './content-requests';
import { sessionStore } from './session';

const page = (list: 'notices_list' | 'news_list') =>
  vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          status_code: 200,
          data: { [list]: [] },
          pagination: { total: 0, page: 2, per_page: 8 },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('content calls made early by the first script', () => {
  it('are taken by the page’s own call, once: the URLs match exactly', async () => {
    const fetchMock = page('notices_list');
    vi.stubGlobal('fetch', fetchMock);
    requestPageContentEarly('/news/', '?page=2', 'fr');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = noticesRequest(2, 8, 'fr', undefined);
    await apiRequest(request.path, { query: request.query, schema: NoticeListResponse });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next identical call asks the API again.
    await apiRequest(request.path, { query: request.query, schema: NoticeListResponse });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('carry the signed-in player’s country and token, and are not taken by another player', async () => {
    sessionStore.signIn('token-jp', { nickname: 'n', country: 'JP', language: 'ja' });
    const fetchMock = page('news_list');
    vi.stubGlobal('fetch', fetchMock);
    requestPageContentEarly('/topic/news/list', '', 'ja');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname + url.search).toBe(
      '/api/v1/new?page=1&per_page=8&lang=ja&target_country=jp',
    );
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-jp');
    sessionStore.signIn('token-other', { nickname: 'o', country: 'JP', language: 'ja' });
    const request = topicsRequest(1, 8, 'ja', 'jp');
    await apiRequest(request.path, { query: request.query, schema: TopicListResponse });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are made only for pages that show content', () => {
    const fetchMock = page('notices_list');
    vi.stubGlobal('fetch', fetchMock);
    requestPageContentEarly('/contact', '', 'en');
    requestPageContentEarly('/items', '', 'en');
    expect(fetchMock).not.toHaveBeenCalled();
    requestPageContentEarly('/', '', 'en');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('ask for a news page’s notice, taken by the page’s call, and fetch its picture meanwhile', async () => {
    const notice = {
      id: 1,
      reason_id: 'n-cup',
      notice_title: 'Cup',
      notice_thumbnail_path_jp_url: '/content/n-cup-ja.svg',
      notice_thumbnail_path_en_url: '/content/n-cup-en.svg',
      notice_languages: [{ language_id: 'en', title: 'Cup' }],
      is_read: false,
      public_start_date: '2026-11-01T00:00:00Z',
    };
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status_code: 200, data: { notice } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    requestPageContentEarly('/news/n-cup/', '', 'en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = articleRequest('notice', 'n-cup', 'en', undefined);
    const answer = await apiRequest(request.path, { query: request.query, schema: NoticeResponse });
    expect(answer.data.notice.reason_id).toBe('n-cup');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const preload = document.head.querySelector<HTMLLinkElement>(
      'link[rel="preload"][as="image"]',
    )!;
    expect(preload.getAttribute('href')).toBe('/content/n-cup-en.svg');
    preload.remove();
  });

  it('ask for no article whose id is not a content id', () => {
    const fetchMock = page('notices_list');
    vi.stubGlobal('fetch', fetchMock);
    requestPageContentEarly('/news/%E0%A4%A', '', 'en');
    requestPageContentEarly('/topic/news/UPPER', '', 'en');
    expect(fetchMock).not.toHaveBeenCalled();
    requestPageContentEarly('/topic/news/t-guide', '', 'ja');
    const [url] = fetchMock.mock.calls[0] as unknown as [URL];
    expect(url.pathname + url.search).toBe('/api/v1/new/t-guide?lang=ja');
  });

  it('read the list page from ?page=, 1 when it is not a page', () => {
    expect(pageParam('?page=3')).toBe(3);
    expect(pageParam('')).toBe(1);
    expect(pageParam('?page=0')).toBe(1);
    expect(pageParam('?page=abc')).toBe(1);
    expect(pageParam('?page=1.5')).toBe(1);
  });
});
