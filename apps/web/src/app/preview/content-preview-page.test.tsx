import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ContentPreview } from '@points/contracts';
import { i18n } from '../../lib/i18n';
import { polyfillDialog } from '../../test/dialog';
import { initTestI18n } from '../../test/i18n';
import { ContentPreviewPage, previewDataUrl } from './content-preview-page';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const empty = { notice: null, topic: null, popup: null, carousel_item: null, game_banner: null };

const notice: ContentPreview = {
  kind: 'notice',
  status: 'draft',
  shown: false,
  hidden_reasons: ['not_published'],
  ...empty,
  notice: {
    id: 5,
    reason_id: 'n-winter',
    notice_title: 'Coupe d’hiver',
    notice_thumbnail_path_jp_url: null,
    notice_thumbnail_path_en_url: null,
    notice_languages: [
      {
        language_id: 'fr',
        title: 'Coupe d’hiver',
        body: [{ type: 'paragraph', content: [{ type: 'text', text: 'Le pack arrive.' }] }],
      },
    ],
    is_read: false,
    public_start_date: '2026-11-20T00:00:00.000Z',
  },
};

function answer(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/preview/content/:id" element={<ContentPreviewPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the content preview page (console "preview as")', () => {
  it('asks the preview endpoint with the token, language, country and viewer, nothing else', () => {
    const url = previewDataUrl(
      '5',
      new URLSearchParams('token=abc.def&lang=fr&country=jp&as=visitor&x=1'),
    );
    expect(url).toBe(
      '/api/v1/console/preview/content/5?token=abc.def&lang=fr&country=jp&as=visitor',
    );
  });

  it('renders a notice with the site’s article page, in the previewed language', async () => {
    const fetchMock = answer({ status_code: 200, data: notice });
    renderAt('/preview/content/5?token=abc.def&lang=fr&country=jp&as=player');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupe d’hiver' })).toBeTruthy();
    expect(screen.getByText('Le pack arrive.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/console/preview/content/5?token=abc.def&lang=fr&country=jp&as=player',
      expect.anything(),
    );
    await waitFor(() => expect(i18n.language).toBe('fr'));
    // The operator's own language choice is not touched.
    expect(localStorage.getItem('lang')).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('renders a popup with the site’s popup dialog', async () => {
    answer({
      status_code: 200,
      data: {
        ...notice,
        kind: 'popup',
        notice: null,
        popup: {
          id: 6,
          reason_id: 'p-double',
          popup_type: 2,
          popup_detail_url: '/campaigns',
          popup_detail_url_flag: 1,
          popup_show_button: 1,
          popup_languages: [{ language_id: 'en', title: 'Double points', body: [] }],
          popup_show_start_datetime: '2026-11-20T00:00:00.000Z',
          popup_show_end_datetime: null,
          popup_thumbnail_path_url_jp: null,
          popup_thumbnail_path_url_en: null,
        },
      },
    });
    renderAt('/preview/content/6?token=t&lang=en');
    expect(await screen.findByRole('dialog', { name: 'Double points' })).toBeTruthy();
  });

  it('says something went wrong when the token is refused', async () => {
    answer({ status_code: 4049, reason: 'preview_token_invalid' });
    renderAt('/preview/content/5?token=expired&lang=en');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
