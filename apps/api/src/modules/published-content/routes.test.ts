import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@points/contracts';
import { describeEachDatabase } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { hashToken } from '../auth/session-store';
import type { ContentDraftInput } from './content-model';
import { createContent } from './create-content';
import { publishContent, unpublishContent } from './publish-content';
import { updateContent } from './update-content';

const DAY = 86_400_000;
const T0 = new Date('2026-11-20T12:00:00Z');

describeEachDatabase('news, topics, popups, carousel and game banner', ({ db, kind }) => {
  let app: FastifyInstance;
  let now: Date;
  let jpPlayer: TestUser;
  let usPlayer: TestUser;
  const ids = new Map<string, number>();

  const at = (days: number) => new Date(T0.getTime() + days * DAY);
  const article = (title: string) => ({ title, body: `About ${title}.\n\n- one\n- two` });

  async function add(draft: ContentDraftInput, publish = true) {
    const id = await createContent(db(), draft);
    if (publish) await publishContent(db(), id);
    ids.set(draft.reason_id, id);
    return id;
  }

  const get = (url: string, token?: string) =>
    app.inject({ url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  const getJson = async (url: string, token?: string) => (await get(url, token)).json();

  beforeAll(async () => {
    now = T0;
    app = await buildTestApp({
      db: db(),
      env: { CONTENT_REFRESH_MS: '0' },
      extra: { clock: () => now },
    });
    jpPlayer = await createTestUser(db(), { country: 'jp' });
    usPlayer = await createTestUser(db(), { country: 'us' });
    // Twelve notices for everyone, one a day, the newest yesterday.
    for (let n = 1; n <= 12; n++) {
      await add({
        kind: 'notice',
        reason_id: `n-${n}`,
        public_start_date: at(-13 + n),
        texts: { en: article(`Notice ${n}`), ja: article(`お知らせ ${n}`) },
        attributes: { thumbnail_ja: `/content/n-${n}-ja.svg`, thumbnail_en: null },
      });
    }
    await add({
      kind: 'notice',
      reason_id: 'n-jp-only',
      public_start_date: at(-0.5),
      target_countries: ['JP'],
      target_country_flag: 1,
      texts: { ja: article('日本のお知らせ') },
    });
    await add({
      kind: 'notice',
      reason_id: 'n-listed-but-open',
      public_start_date: at(-20),
      target_countries: ['jp'],
      target_country_flag: 0,
      texts: { en: article('Listed but open to all') },
    });
    await add({
      kind: 'notice',
      reason_id: 'n-future',
      public_start_date: at(2),
      texts: { en: article('Not yet') },
    });
    await add({
      kind: 'notice',
      reason_id: 'n-closed',
      public_start_date: at(-30),
      public_end_date: at(-1),
      texts: { en: article('Closed') },
    });
    await add(
      {
        kind: 'notice',
        reason_id: 'n-draft',
        public_start_date: at(-1),
        texts: { en: article('A draft') },
      },
      false,
    );
    await add({
      kind: 'notice',
      reason_id: 'n-french',
      public_start_date: at(-25),
      texts: { fr: article('Seulement en français'), ja: article('日本語版') },
    });
    for (let n = 1; n <= 4; n++) {
      await add({
        kind: 'topic',
        reason_id: `t-${n}`,
        public_start_date: at(-5 + n),
        texts: { en: article(`Topic ${n}`) },
      });
    }
    await add({
      kind: 'popup',
      reason_id: 'p-old',
      public_start_date: at(-3),
      public_end_date: at(3),
      texts: { en: article('Old popup') },
      attributes: { popup_type: 1, detail_url: '/news/n-1', detail_url_flag: 1 },
    });
    await add({
      kind: 'popup',
      reason_id: 'p-new',
      public_start_date: at(-1),
      public_end_date: at(3),
      texts: { en: article('New popup') },
      attributes: { popup_type: 3, detail_url: '/items/coins-100', detail_url_flag: 1 },
    });
    await add({
      kind: 'popup',
      reason_id: 'p-hk',
      public_start_date: at(-0.5),
      target_countries: ['hk'],
      target_country_flag: 1,
      texts: { en: article('Hong Kong popup') },
      attributes: { popup_type: 5 },
    });
    for (const [n, id] of ['c-b', 'c-a'].entries()) {
      await add({
        kind: 'carousel',
        reason_id: id,
        public_start_date: at(-1),
        sort_order: n === 0 ? 2 : 1,
        texts: { en: { alt: `Banner ${id}` }, ja: { alt: `バナー ${id}` } },
        attributes: {
          link: '/campaigns',
          thumbnail_ja: `/content/${id}-ja.svg`,
          thumbnail_en: `/content/${id}-en.svg`,
        },
      });
    }
    const banner = (id: string) => ({
      link: '/campaigns',
      default_language: 'en' as Language,
      images: {
        en: { pc: `/content/${id}-pc-en.svg`, sp: `/content/${id}-sp-en.svg` },
        ja: { pc: `/content/${id}-pc-ja.svg`, sp: `/content/${id}-sp-ja.svg` },
      },
    });
    await add({
      kind: 'game_banner',
      reason_id: 'gb-jp',
      public_start_date: at(-1),
      target_countries: ['jp'],
      target_country_flag: 1,
      texts: { en: { alt: 'Japan banner' } },
      attributes: banner('gb-jp'),
    });
    await add({
      kind: 'game_banner',
      reason_id: 'gb-world',
      public_start_date: at(-1),
      sort_order: 5,
      texts: { en: { alt: 'World banner' } },
      attributes: banner('gb-world'),
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    now = T0;
  });

  it('lists news newest first, 8 a page, with the total of what the viewer may see', async () => {
    const first = await getJson('/api/v1/notice');
    // 12 daily notices, the open one listing jp, and the French one; not the jp-only, future,
    // closed or draft ones.
    expect(first.pagination).toEqual({ total: 14, page: 1, per_page: 8 });
    expect(first.data.notices_list.map((n: { reason_id: string }) => n.reason_id)).toEqual([
      'n-12',
      'n-11',
      'n-10',
      'n-9',
      'n-8',
      'n-7',
      'n-6',
      'n-5',
    ]);
    const second = await getJson('/api/v1/notice?page=2');
    expect(second.data.notices_list.map((n: { reason_id: string }) => n.reason_id)).toEqual([
      'n-4',
      'n-3',
      'n-2',
      'n-1',
      'n-listed-but-open',
      'n-french',
    ]);
    const beyond = await getJson('/api/v1/notice?page=3');
    expect(beyond.data.notices_list).toEqual([]);
    expect(beyond.pagination.total).toBe(14);
    const small = await getJson('/api/v1/notice?page=2&per_page=5');
    expect(small.data.notices_list[0].reason_id).toBe('n-7');
    const notice = first.data.notices_list[0];
    expect(notice).toEqual({
      id: ids.get('n-12'),
      reason_id: 'n-12',
      notice_title: 'Notice 12',
      notice_thumbnail_path_jp_url: '/content/n-12-ja.svg',
      notice_thumbnail_path_en_url: null,
      notice_languages: [{ language_id: 'en', title: 'Notice 12' }],
      is_read: false,
      public_start_date: at(-1).toISOString(),
    });
  });

  it('targets by country: flag 1 only for the listed countries, flag 0 for everyone', async () => {
    const reasons = async (url: string, token?: string) =>
      (await getJson(url, token)).data.notices_list.map((n: { reason_id: string }) => n.reason_id);
    expect(await reasons('/api/v1/notice?target_country=JP')).toContain('n-jp-only');
    expect(await reasons('/api/v1/notice?target_country=us')).not.toContain('n-jp-only');
    expect(await reasons('/api/v1/notice')).not.toContain('n-jp-only');
    // A signed-in player is targeted by their account's country, whatever the query says.
    expect(await reasons('/api/v1/notice?target_country=us', jpPlayer.token)).toContain(
      'n-jp-only',
    );
    expect(await reasons('/api/v1/notice?target_country=jp', usPlayer.token)).not.toContain(
      'n-jp-only',
    );
    expect(await reasons('/api/v1/notice?page=2&target_country=us')).toContain('n-listed-but-open');
    expect((await get('/api/v1/notice/n-jp-only?target_country=us')).statusCode).toBe(404);
    expect((await get('/api/v1/notice/n-jp-only', jpPlayer.token)).statusCode).toBe(200);
  });

  it('falls back from the language asked to English, then Japanese, and says which it shows', async () => {
    const detail = async (id: string, lang: string) =>
      (await getJson(`/api/v1/notice/${id}?lang=${lang}`)).data.notice;
    expect((await detail('n-1', 'ja')).notice_languages[0]).toMatchObject({
      language_id: 'ja',
      title: 'お知らせ 1',
    });
    expect((await detail('n-1', 'de')).notice_languages[0].language_id).toBe('en');
    expect((await detail('n-french', 'fr')).notice_title).toBe('Seulement en français');
    const german = await detail('n-french', 'de');
    expect(german.notice_title).toBe('日本語版');
    expect(german.notice_languages[0].language_id).toBe('ja');
    expect(german.notice_languages[0].body).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'About 日本語版.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
    ]);
  });

  it('opens and closes windows on time, and never shows drafts or unpublished content', async () => {
    expect((await get('/api/v1/notice/n-future')).statusCode).toBe(404);
    expect((await get('/api/v1/notice/n-closed')).statusCode).toBe(404);
    expect((await get('/api/v1/notice/n-draft')).statusCode).toBe(404);
    now = at(2);
    expect((await get('/api/v1/notice/n-future')).statusCode).toBe(200);
    const list = await getJson('/api/v1/notice');
    expect(list.data.notices_list[0].reason_id).toBe('n-future');
    expect(list.pagination.total).toBe(15);
    now = at(-2);
    expect((await get('/api/v1/notice/n-closed')).statusCode).toBe(200);
    now = T0;
    await unpublishContent(db(), ids.get('n-12')!);
    expect((await get('/api/v1/notice/n-12')).statusCode).toBe(404);
    expect((await getJson('/api/v1/notice')).data.notices_list[0].reason_id).toBe('n-11');
    await publishContent(db(), ids.get('n-12')!);
    expect((await getJson('/api/v1/notice')).data.notices_list[0].reason_id).toBe('n-12');
  });

  it('marks a notice read for the player who opened it, and only for them', async () => {
    const isRead = async (token: string) =>
      (await getJson('/api/v1/notice?page=2', token)).data.notices_list.find(
        (n: { reason_id: string }) => n.reason_id === 'n-3',
      ).is_read;
    expect(await isRead(usPlayer.token)).toBe(false);
    const opened = await getJson('/api/v1/notice/n-3', usPlayer.token);
    expect(opened.data.notice.is_read).toBe(true);
    await getJson('/api/v1/notice/n-3', usPlayer.token);
    expect(await isRead(usPlayer.token)).toBe(true);
    expect(await isRead(jpPlayer.token)).toBe(false);
    // A visitor never has read anything, even of a notice someone read.
    expect((await getJson('/api/v1/notice/n-3')).data.notice.is_read).toBe(false);
  });

  it('hands a renewed token back even in answers rendered ahead', async () => {
    const player = await createTestUser(db(), { country: 'jp' });
    await db().query(
      `UPDATE session_tokens SET issued_at = issued_at - interval '2 hours' WHERE token_hash = $1`,
      [hashToken(player.token)],
    );
    const list = (await get('/api/v1/notice', player.token)).json();
    expect(list.new_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(list.data.notices_list).toHaveLength(8);
    const topics = (await get('/api/v1/new', list.new_token)).json();
    expect(topics.status_code).toBe(200);
    expect(topics.new_token).toBeUndefined();
  });

  it('lists topics 3 a page by default, with their detail', async () => {
    const topics = await getJson('/api/v1/new');
    expect(topics.pagination).toEqual({ total: 4, page: 1, per_page: 3 });
    expect(topics.data.news_list.map((t: { reason_id: string }) => t.reason_id)).toEqual([
      't-4',
      't-3',
      't-2',
    ]);
    expect(topics.data.news_list[0].news_languages[0].body).toBeUndefined();
    const topic = await getJson('/api/v1/new/t-1');
    expect(topic.data.news.news_languages[0].title).toBe('Topic 1');
    expect(topic.data.news.news_languages[0].body.length).toBe(2);
    expect((await get('/api/v1/new/t-404')).json()).toEqual({ status_code: 404 });
  });

  it('shows each player the newest popup they have not seen, once, and none to visitors', async () => {
    const player = await createTestUser(db(), { country: 'hk' });
    const popup = async () => (await getJson('/api/v1/popup', player.token)).data.popup;
    expect((await getJson('/api/v1/popup')).data.popup).toBeNull();
    const first = await popup();
    expect(first).toMatchObject({ reason_id: 'p-hk', popup_type: 5, popup_show_button: 1 });
    const seen = (reasonId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/popup',
        headers: { authorization: `Bearer ${player.token}` },
        payload: { reason_id: reasonId, target_country: 'hk' },
      });
    // Many parallel "seen" of one popup record it once and all succeed.
    const answers = await Promise.all(Array.from({ length: 12 }, () => seen('p-hk')));
    expect(answers.map((answer) => answer.json())).toEqual(
      Array.from({ length: 12 }, () => ({ status_code: 200 })),
    );
    const { rows } = await db().query(
      'SELECT count(*)::int AS n FROM content_seen WHERE user_id = $1',
      [player.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect((await popup()).reason_id).toBe('p-new');
    expect((await popup()).popup_detail_url).toBe('/items/coins-100');
    await seen('p-new');
    expect((await popup()).reason_id).toBe('p-old');
    await seen('p-old');
    expect(await popup()).toBeNull();
    // Another player still gets theirs; a player elsewhere never gets Hong Kong's.
    expect((await getJson('/api/v1/popup', usPlayer.token)).data.popup.reason_id).toBe('p-new');
    expect((await seen('p-unknown')).json()).toEqual({ status_code: 404 });
    const us = await app.inject({
      method: 'POST',
      url: '/api/v1/popup',
      headers: { authorization: `Bearer ${usPlayer.token}` },
      payload: { reason_id: 'p-hk' },
    });
    expect(us.json()).toEqual({ status_code: 404 });
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/v1/popup',
      payload: { reason_id: 'p-new' },
    });
    expect(visitor.json()).toEqual({ status_code: 401 });
  });

  it('serves the carousel in order and the game banner meant for the player’s country', async () => {
    const carousel = await getJson('/api/v1/carousel?lang=ja');
    expect(carousel.data.carousel).toEqual([
      {
        id: ids.get('c-a'),
        link: '/campaigns',
        thumbnail_ja: '/content/c-a-ja.svg',
        thumbnail_en: '/content/c-a-en.svg',
        alt: 'バナー c-a',
      },
      expect.objectContaining({ id: ids.get('c-b') }),
    ]);
    expect((await getJson('/api/v1/group-banner')).data.group_item).toEqual({});
    const jp = (await getJson('/api/v1/group-banner', jpPlayer.token)).data.group_item;
    expect(jp).toMatchObject({ target_country: ['jp'], target_country_flag: 1 });
    expect(jp.banner_languages).toContainEqual({
      language_id: 'en',
      default_flag: 1,
      banner_path_pc_url: '/content/gb-jp-pc-en.svg',
      banner_path_sp_url: '/content/gb-jp-sp-en.svg',
      alt: 'Japan banner',
    });
    const us = (await getJson('/api/v1/group-banner', usPlayer.token)).data.group_item;
    expect(us).toMatchObject({ target_country: [], target_country_flag: 0 });
    expect(us.banner_languages[0].banner_path_pc_url).toMatch(/gb-world/);
  });

  it('refuses bad paging and ids with 400 and never answers 5xx for bad input', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'per_page=0',
      'per_page=51',
      'per_page=1.5',
      'target_country=japan',
      'target_country=%00',
      'lang=xx',
      'page=99999999999',
    ]) {
      expect((await getJson(`/api/v1/notice?${query}`)).status_code, query).toBe(400);
      expect((await getJson(`/api/v1/new?${query}`)).status_code, query).toBe(400);
    }
    for (const url of [
      '/api/v1/notice/UPPER',
      '/api/v1/notice/a%20b',
      `/api/v1/notice/${'a'.repeat(65)}`,
      '/api/v1/new/..%2f..',
      '/api/v1/notice/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().status_code, url).toBe(400);
    }
    const badPosts = [
      {},
      { reason_id: 5 },
      { reason_id: 'x'.repeat(65) },
      { reason_id: 'p-new\u0000' },
    ];
    for (const payload of badPosts) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/popup',
        headers: { authorization: `Bearer ${usPlayer.token}` },
        payload,
      });
      expect(response.json(), JSON.stringify(payload)).toEqual({ status_code: 400 });
    }
  });

  it('answers a visitor from bytes rendered once, and a change on every node within its bound', async () => {
    const other = await buildTestApp({
      db: db(),
      env: { CONTENT_REFRESH_MS: '150' },
      extra: { clock: () => now },
    });
    try {
      const title = async (server: FastifyInstance) =>
        (await server.inject({ url: '/api/v1/notice/n-2' })).json().data.notice.notice_title;
      expect(await title(other)).toBe('Notice 2');
      await updateContent(db(), ids.get('n-2')!, {
        kind: 'notice',
        reason_id: 'n-2',
        public_start_date: at(-11),
        texts: { en: article('Notice 2, corrected') },
      });
      // This node checks every request; the other within its 150 ms.
      expect(await title(app)).toBe('Notice 2, corrected');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await title(other)).toBe('Notice 2, corrected');
    } finally {
      await other.close();
    }
  });

  it(`writes content only in the allowed shape (${kind})`, async () => {
    const bad: ContentDraftInput[] = [
      {
        kind: 'notice',
        reason_id: 'n-html',
        public_start_date: T0,
        texts: { en: { title: 'x', body: '<script>alert(1)</script>' } },
      },
      { kind: 'notice', reason_id: 'Bad Id', public_start_date: T0, texts: { en: article('x') } },
      { kind: 'notice', reason_id: 'n-empty', public_start_date: T0, texts: {} },
      {
        kind: 'notice',
        reason_id: 'n-window',
        public_start_date: T0,
        public_end_date: at(-1),
        texts: { en: article('x') },
      },
      {
        kind: 'carousel',
        reason_id: 'c-js',
        public_start_date: T0,
        texts: { en: { alt: 'x' } },
        attributes: { link: 'javascript:alert(1)', thumbnail_ja: '/a.svg', thumbnail_en: '/b.svg' },
      },
    ];
    for (const draft of bad) {
      await expect(createContent(db(), draft), draft.reason_id).rejects.toMatchObject({
        catalogueCode: 400,
      });
    }
    await expect(
      createContent(db(), {
        kind: 'notice',
        reason_id: 'n-1',
        public_start_date: T0,
        texts: { en: article('Duplicate') },
      }),
    ).rejects.toThrow(/exists/);
    const { rows } = await db().query(
      "SELECT count(*)::int AS n FROM contents WHERE reason_id IN ('n-html', 'c-js', 'n-window')",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
