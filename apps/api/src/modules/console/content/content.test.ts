import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES, type ContentDetail, type OperatorRole } from '@points/contracts';
import { describeEachDatabase } from '../../../test/databases';
import { suiteApp, suiteOperators } from '../../../test/suite-app';
import { createTestUser } from '../../../test/users';
import { noticeDraft, uniqueReasonId } from './test-drafts';
import { PREVIEW_TOKEN_TTL_MS } from './preview-token';

const BASE = '/api/v1/console';

// Answers are read as loose JSON: the assertions say what each must hold.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describeEachDatabase('console content', ({ db }) => {
  let now = new Date('2026-06-01T00:00:00Z');
  const app = suiteApp(db, () => ({ clock: () => now }));
  const operators = suiteOperators(db);

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    role: OperatorRole = 'editor',
  ) => {
    const response = await app.inject({
      method,
      url: `${BASE}${url}`,
      headers: operators[role],
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { http: response.statusCode, body: response.json() as Record<string, Json> };
  };
  const create = async (draft = noticeDraft()) => {
    const { body } = await call('POST', '/content', { draft });
    expect(body.status_code, JSON.stringify(body)).toBe(200);
    return body.data as ContentDetail;
  };
  const auditRows = async (id: number) =>
    (
      await db().query<{ action: string; before: Json; after: Json; operator_role: string }>(
        `SELECT action, before, after, operator_role FROM console_audit
            WHERE object_type = 'content' AND object_id = $1 ORDER BY id`,
        [String(id)],
      )
    ).rows;

  it('creates a draft, readable in detail with every language and its fallbacks', async () => {
    const created = await create(noticeDraft({}, ['en', 'ja', 'fr']));
    expect(created).toMatchObject({
      kind: 'notice',
      status: 'draft',
      version: 1,
      missing_languages: [],
    });
    const { body } = await call('GET', `/content/${created.id}`, undefined, 'viewer');
    expect(body.data.texts.fr).toEqual({ title: 'Title fr', body: 'Body **fr**' });
    expect(body.data.fallback_languages).toHaveLength(LANGUAGES.length - 3);
    const rows = await auditRows(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'content.create',
      before: null,
      operator_role: 'editor',
    });
    expect(rows[0]!.after).toMatchObject({ id: created.id, reason_id: created.reason_id });
  });

  it('lists with filters (kind, status, text, country) and paging', async () => {
    const tag = uniqueReasonId('flt');
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      ids.push((await create(noticeDraft({ reason_id: `${tag}-${index}` }))).id);
    }
    const targeted = await create(
      noticeDraft({ reason_id: `${tag}-br`, target_countries: ['BR'], target_country_flag: 1 }),
    );
    await call('POST', `/content/${ids[0]}/publish`, {});

    const all = await call('GET', `/content?q=${tag}&per_page=2&page=1`, undefined, 'viewer');
    expect(all.body.pagination).toEqual({ total: 4, page: 1, per_page: 2 });
    expect(all.body.data).toHaveLength(2);
    const second = await call('GET', `/content?q=${tag}&per_page=2&page=2`, undefined, 'viewer');
    expect(second.body.data).toHaveLength(2);

    const published = await call('GET', `/content?q=${tag}&status=published`, undefined, 'viewer');
    expect(published.body.data.map((row: ContentDetail) => row.id)).toEqual([ids[0]]);
    const topics = await call('GET', `/content?q=${tag}&kind=topic`, undefined, 'viewer');
    expect(topics.body.pagination.total).toBe(0);
    const inJapan = await call('GET', `/content?q=${tag}&country=jp`, undefined, 'viewer');
    expect(inJapan.body.pagination.total).toBe(3);
    const inBrazil = await call('GET', `/content?q=${tag}&country=BR`, undefined, 'viewer');
    expect(inBrazil.body.pagination.total).toBe(4);
    expect(inBrazil.body.data.map((row: ContentDetail) => row.id)).toContain(targeted.id);

    // By title, in any language.
    const byTitle = await call(
      'GET',
      `/content?q=${encodeURIComponent('Title fr')}`,
      undefined,
      'viewer',
    );
    expect(byTitle.body.status_code).toBe(200);

    const bad = await call('GET', '/content?status=archived', undefined, 'viewer');
    expect(bad.body.status_code).toBe(ERROR_CODES.INVALID_PARAMETER);
    const badPage = await call('GET', '/content?per_page=1000', undefined, 'viewer');
    expect(badPage.body.status_code).toBe(ERROR_CODES.INVALID_PARAMETER);
  });

  it('refuses a bad field with 400 and writes nothing', async () => {
    const before = (await db().query('SELECT 1 FROM console_audit')).rows.length;
    const cases: Array<[string, unknown]> = [
      ['reason_id', noticeDraft({ reason_id: 'Not Valid!' })],
      ['title', noticeDraft({ texts: { en: { title: '   ', body: '' } } })],
      ['end before start', noticeDraft({ public_end_date: '2025-01-01T00:00:00Z' })],
      ['country', noticeDraft({ target_countries: ['japan'] })],
      [
        'thumbnail',
        noticeDraft({ attributes: { thumbnail_ja: 'javascript:alert(1)', thumbnail_en: null } }),
      ],
      ['fallbacks absent', { ...noticeDraft(), fallback_languages: undefined }],
      ['unknown language', noticeDraft({ fallback_languages: ['xx' as never] })],
      ['no texts', noticeDraft({ texts: {} })],
    ];
    for (const [name, draft] of cases) {
      const { body, http } = await call('POST', '/content', { draft });
      expect(body.status_code, name).toBe(ERROR_CODES.INVALID_PARAMETER);
      expect(http, name).toBe(400);
    }
    // Markdown the site refuses (raw HTML) is caught by the use-case, naming the field.
    const html = await call('POST', '/content', {
      draft: noticeDraft({ texts: { en: { title: 'x', body: '<script>alert(1)</script>' } } }),
    });
    expect(html.body).toMatchObject({ status_code: 400, field: 'texts.en.body' });
    expect((await db().query('SELECT 1 FROM console_audit')).rows.length).toBe(before);
  });

  it('updates with the version read; a stale version is 4049 changed_since_read', async () => {
    const created = await create();
    const draft = noticeDraft({
      reason_id: created.reason_id,
      texts: { en: { title: 'New', body: '' } },
    });
    draft.fallback_languages = LANGUAGES.filter((language) => language !== 'en');
    const first = await call('PUT', `/content/${created.id}`, { version: 1, draft });
    expect(first.body).toMatchObject({ status_code: 200, data: { version: 2 } });
    const stale = await call('PUT', `/content/${created.id}`, { version: 1, draft });
    expect(stale.body).toMatchObject({ status_code: 4049, reason: 'changed_since_read' });
    const rows = await auditRows(created.id);
    expect(rows.map((row) => row.action)).toEqual(['content.create', 'content.update']);
    expect(rows[1]!.before.texts.en.title).toBe('Title en');
    expect(rows[1]!.after.texts.en.title).toBe('New');
    // A taken public id is a refusal, not a server error.
    const other = await create();
    const taken = await call('PUT', `/content/${other.id}`, {
      version: 1,
      draft: noticeDraft({ reason_id: created.reason_id }),
    });
    expect(taken.body).toMatchObject({ status_code: 4049, reason: 'reason_id_taken' });
    const duplicate = await call('POST', '/content', {
      draft: noticeDraft({ reason_id: created.reason_id }),
    });
    expect(duplicate.body).toMatchObject({ status_code: 4049, reason: 'reason_id_taken' });
    const missing = await call('PUT', '/content/999999', { version: 1, draft });
    expect(missing.body.status_code).toBe(ERROR_CODES.USER_NOT_FOUND);
    const otherKind = await call('PUT', `/content/${created.id}`, {
      version: 2,
      draft: { ...draft, kind: 'topic' },
    });
    expect(otherKind.body).toMatchObject({ status_code: 400, field: 'kind' });
  });

  it('refuses to publish while a language is neither written nor set to fall back', async () => {
    const draft = noticeDraft({}, ['en', 'ja']);
    draft.fallback_languages = LANGUAGES.filter((l) => !['en', 'ja', 'fr', 'de'].includes(l));
    const created = await create(draft);
    expect(created.missing_languages).toEqual(['fr', 'de']);
    const refused = await call('POST', `/content/${created.id}/publish`, { version: 1 });
    expect(refused.body).toMatchObject({
      status_code: 4049,
      reason: 'languages_missing',
      missing_languages: 'fr,de',
    });
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual(['content.create']);

    // French written, German set to fall back: publishable.
    const fixed = {
      ...draft,
      texts: { ...draft.texts, fr: { title: 'Titre', body: '' } },
      fallback_languages: [...draft.fallback_languages!, 'de' as const],
    };
    const saved = await call('PUT', `/content/${created.id}`, { version: 1, draft: fixed });
    expect(saved.body.data.missing_languages).toEqual([]);
    const stale = await call('POST', `/content/${created.id}/publish`, { version: 1 });
    expect(stale.body).toMatchObject({ status_code: 4049, reason: 'changed_since_read' });
    const published = await call('POST', `/content/${created.id}/publish`, { version: 2 });
    expect(published.body).toMatchObject({
      status_code: 200,
      data: { status: 'published', version: 3 },
    });

    // Players see it at once on this node.
    const site = await app.inject({
      method: 'GET',
      url: `/api/v1/notice/${created.reason_id}?lang=fr`,
    });
    expect(site.json()).toMatchObject({ data: { notice: { notice_title: 'Titre' } } });

    const withdrawn = await call('POST', `/content/${created.id}/unpublish`, {
      reason: 'Wrong date',
    });
    expect(withdrawn.body.data.status).toBe('unpublished');
    const gone = await app.inject({ method: 'GET', url: `/api/v1/notice/${created.reason_id}` });
    expect(gone.json().status_code).toBe(ERROR_CODES.USER_NOT_FOUND);

    const rows = await auditRows(created.id);
    expect(rows.map((row) => row.action)).toEqual([
      'content.create',
      'content.update',
      'content.publish',
      'content.unpublish',
    ]);
    expect(rows[2]).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'published' },
    });
    expect(rows[3]).toMatchObject({
      before: { status: 'published' },
      after: { status: 'unpublished' },
    });
  });

  it('lets a viewer read and preview but not write', async () => {
    const created = await create();
    const write = await call('POST', `/content/${created.id}/publish`, {}, 'viewer');
    expect(write.http).toBe(403);
    const read = await call('GET', `/content/${created.id}`, undefined, 'viewer');
    expect(read.body.status_code).toBe(200);
    const token = await call('GET', `/content/${created.id}/preview-token`, undefined, 'viewer');
    expect(token.body.status_code).toBe(200);
  });

  describe('preview', () => {
    const preview = (id: number, query: string) =>
      app.inject({ method: 'GET', url: `${BASE}/preview/content/${id}?${query}` });
    const tokenFor = async (id: number) =>
      (await call('GET', `/content/${id}/preview-token`, undefined, 'viewer')).body.data
        .token as string;

    it('serves a draft as the player API would, with country targeting', async () => {
      const created = await create(
        noticeDraft({ target_countries: ['jp'], target_country_flag: 1 }, ['en', 'ja']),
      );
      const token = await tokenFor(created.id);
      const inJapan = await preview(created.id, `token=${token}&lang=ja&country=JP&as=player`);
      expect(inJapan.json()).toMatchObject({
        status_code: 200,
        data: {
          kind: 'notice',
          shown: false,
          hidden_reasons: ['not_published'],
          notice: { reason_id: created.reason_id, notice_title: 'Title ja' },
        },
      });
      expect(inJapan.json().data.notice.notice_languages[0].body).toEqual([
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Body ' },
            { type: 'text', text: 'ja', strong: true },
          ],
        },
      ]);
      // French falls back to English, as the site does.
      const inFrench = await preview(created.id, `token=${token}&lang=fr&country=jp`);
      expect(inFrench.json().data.notice.notice_languages[0].language_id).toBe('en');
      const inBrazil = await preview(created.id, `token=${token}&lang=en&country=br&as=visitor`);
      expect(inBrazil.json().data.hidden_reasons).toEqual(['not_published', 'country']);
      // No operator token is needed, nor sent: the preview token is the only key.
      expect(inJapan.headers['cache-control']).toBe('no-store');
    });

    it('refuses a token for another content, a tampered one, or an expired one', async () => {
      const first = await create();
      const second = await create();
      const token = await tokenFor(first.id);
      const other = await preview(second.id, `token=${token}`);
      expect(other.json()).toMatchObject({ status_code: 4049, reason: 'preview_token_invalid' });
      const [payload, signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ c: second.id, e: Date.now() + 60_000 })).toString(
        'base64url',
      );
      const tampered = await preview(second.id, `token=${forged}.${signature}`);
      expect(tampered.json()).toMatchObject({
        status_code: 4049,
        reason: 'preview_token_invalid',
      });
      expect((await preview(first.id, `token=${payload}.${signature}`)).json().status_code).toBe(
        200,
      );
      expect((await preview(first.id, 'token=garbage')).json().status_code).toBe(4049);
      expect((await preview(first.id, '')).json().status_code).toBe(400);

      const saved = now;
      now = new Date(saved.getTime() + PREVIEW_TOKEN_TTL_MS + 1);
      try {
        const expired = await preview(first.id, `token=${token}`);
        expect(expired.json()).toMatchObject({
          status_code: 4049,
          reason: 'preview_token_invalid',
        });
      } finally {
        now = saved;
      }
    });

    it('says a popup is not shown to a visitor', async () => {
      const popup = await create({
        ...noticeDraft(),
        kind: 'popup',
        attributes: { popup_type: 1, detail_url: '/news', detail_url_flag: 1, show_button: 1 },
      } as never);
      const token = await tokenFor(popup.id);
      const asVisitor = await preview(popup.id, `token=${token}&as=visitor&country=jp`);
      expect(asVisitor.json().data).toMatchObject({
        kind: 'popup',
        hidden_reasons: ['not_published', 'visitor'],
        popup: { popup_type: 1, popup_detail_url: '/news' },
      });
    });

    it('lets only the preview page be framed, and only by the site itself', async () => {
      const page = await app.inject({ method: 'GET', url: '/preview/content/5?token=x' });
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      const news = await app.inject({ method: 'GET', url: '/news/5' });
      expect(news.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(news.headers['x-frame-options']).toBe('DENY');
    });

    it('refuses a preview token to nobody and gives none for unknown content', async () => {
      const none = await app.inject({ method: 'GET', url: `${BASE}/content/1/preview-token` });
      expect(none.json().status_code).toBe(ERROR_CODES.UNAUTHENTICATED);
      const player = await createTestUser(db());
      const asPlayer = await app.inject({
        method: 'GET',
        url: `${BASE}/content/1/preview-token`,
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(asPlayer.json().status_code).toBe(ERROR_CODES.UNAUTHENTICATED);
      const unknown = await call('GET', '/content/999999/preview-token', undefined, 'viewer');
      expect(unknown.body.status_code).toBe(ERROR_CODES.USER_NOT_FOUND);
    });
  });
});
