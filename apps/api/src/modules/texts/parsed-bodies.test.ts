import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LANGUAGES, type RichText } from '@points/contracts';
import { BODY_TABLES } from '../../wiring/upkeep';
import { createPostgresDatabase } from '../../db/database';
import { saveTestCampaign } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/databases';
import { asOperator, operatorToken } from '../../test/operators';
import { buildTestApp } from '../../test/test-app';
import { storeParsedBodies, type BodyRefused } from './parsed-bodies';
import type * as RichTextModule from './rich-text';

// Every parse of Markdown is counted: reads and reloads must make none.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('./rich-text', async (importOriginal) => {
  const original = await importOriginal<typeof RichTextModule>();
  return {
    ...original,
    parseRichText: (markdown: string) => {
      parses.count++;
      return original.parseRichText(markdown);
    },
  };
});

const NOW = new Date('2026-06-01T00:00:00Z');
const BODY = '**Bold** news, see [the shop](/items).';
const BLOCKS: RichText = [
  {
    type: 'paragraph',
    content: [
      { type: 'text', text: 'Bold', strong: true },
      { type: 'text', text: ' news, see ' },
      { type: 'link', href: '/items', text: 'the shop' },
      { type: 'text', text: '.' },
    ],
  },
];
const plain = (text: string): RichText => [
  { type: 'paragraph', content: [{ type: 'text', text }] },
];

let serial = 0;
const draft = (body: string) => ({
  kind: 'notice',
  reason_id: `parsed-${Date.now().toString(36)}-${serial++}`,
  public_start_date: '2026-01-01T00:00:00.000Z',
  texts: { en: { title: 'Title', body } },
  fallback_languages: LANGUAGES.filter((language) => language !== 'en'),
});

describeEachDatabase('bodies parsed once, when written', ({ db, kind, url }) => {
  let app: FastifyInstance;
  let editor: string;

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      env: { CONTENT_REFRESH_MS: '0' },
      extra: { clock: () => NOW },
    });
    editor = await operatorToken(db(), 'editor');
  });
  afterAll(async () => {
    await app?.close();
  });

  const consoleCall = (method: 'POST' | 'PUT', path: string, payload: unknown) =>
    app.inject({
      method,
      url: `/api/v1/console${path}`,
      headers: asOperator(editor),
      payload: payload as object,
    });

  /** Creates and publishes a notice through the console; answers its public id and row id. */
  async function publishNotice(body: string): Promise<{ reasonId: string; id: number }> {
    const notice = draft(body);
    const created = await consoleCall('POST', '/content', { draft: notice });
    expect(created.json().status_code, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await consoleCall('POST', `/content/${id}/publish`, {})).json().status_code).toBe(200);
    return { reasonId: notice.reason_id, id };
  }

  const noticeBody = async (node: FastifyInstance, reasonId: string) => {
    const response = await node.inject({ url: `/api/v1/notice/${reasonId}?lang=en` });
    expect(response.json().status_code, response.body).toBe(200);
    return response.json().data.notice.notice_languages[0].body as RichText;
  };
  const campaignDescription = async (node: FastifyInstance, id: string) => {
    const response = await node.inject({ url: `/api/v1/campaign-measure/${id}?lang=en` });
    expect(response.json().status_code, response.body).toBe(200);
    return response.json().data.campaign.description as RichText;
  };

  it('stores the blocks beside the Markdown, and no node parses on read or reload', async () => {
    const { reasonId, id } = await publishNotice(BODY);
    const { rows } = await db().query<{ parsed_bodies: unknown }>(
      'SELECT parsed_bodies FROM contents WHERE id = $1',
      [id],
    );
    expect(rows[0]!.parsed_bodies).toEqual({ en: { body: { source: BODY, blocks: BLOCKS } } });
    const campaign = await saveTestCampaign(db(), NOW, {
      texts: { en: { name: 'Parsed', summary: '', description: BODY, rules: '- Once' } },
    });

    parses.count = 0;
    // Another node starts, reads everything, and reads it all again after every change.
    const other = await buildTestApp({
      db: db(),
      env: { CONTENT_REFRESH_MS: '0' },
      extra: { clock: () => NOW },
    });
    try {
      for (const node of [app, other]) {
        expect(await noticeBody(node, reasonId)).toEqual(BLOCKS);
        expect(await campaignDescription(node, campaign)).toEqual(BLOCKS);
      }
      // A change elsewhere: every node reads content and campaigns again.
      await publishNotice('Another notice.');
      await saveTestCampaign(db(), NOW);
      expect(parses.count).toBe(1 + 2 * 2);
      for (const node of [app, other]) {
        expect(await noticeBody(node, reasonId)).toEqual(BLOCKS);
        expect(await campaignDescription(node, campaign)).toEqual(BLOCKS);
        const list = await node.inject({ url: '/api/v1/notice?lang=en&per_page=50' });
        expect(list.json().status_code).toBe(200);
      }
      // Only the writes parsed: one notice body, two campaigns of two bodies in two languages.
      expect(parses.count).toBe(1 + 2 * 2);
    } finally {
      await other.close();
    }
  });

  it('refuses a body outside the subset or its bounds with 400, the field and the rule', async () => {
    const before = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM contents');
    const cases: Array<[string, string]> = [
      ['<b>bold</b>', 'html'],
      ['```\ncode\n```', 'code'],
      ['- a\n  - nested', 'nested_list'],
      ['a *b* '.repeat(3000), 'too_many_pieces'],
      [`[long](/${'a'.repeat(600)})`, 'link_too_long'],
    ];
    for (const [body, rule] of cases) {
      const response = await consoleCall('POST', '/content', { draft: draft(body) });
      expect(response.statusCode, rule).toBe(400);
      expect(response.json(), rule).toEqual({
        status_code: 400,
        reason: 'invalid_draft',
        field: 'texts.en.body',
        rule,
      });
    }
    const after = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM contents');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    const campaign = {
      id: `parsed-refused-${kind}`,
      kind: 'claim',
      sort_order: 0,
      published: false,
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2027-01-01T00:00:00.000Z',
      repeat: 'none',
      barred_account_countries: [],
      barred_game_countries: [],
      linked_rule: 'none',
      linked_games: [],
      reward_points: 100,
      reward_expiry_days: 30,
      goal: null,
      image: '/content/campaigns/welcome.svg',
      version: null,
      texts: {
        en: { name: 'Gift', summary: '', description: 'Fine.', rules: '![x](/a.png)' },
      },
    };
    const refused = await consoleCall('POST', '/earning/campaigns', campaign);
    expect(refused.json()).toEqual({ status_code: 400, field: 'texts.en.rules', rule: 'image' });
    const { rows } = await db().query('SELECT 1 FROM campaigns WHERE id = $1', [campaign.id]);
    expect(rows).toEqual([]);
  });

  it('parses, once, what was stored without its blocks; until then shows it as plain text', async () => {
    const old = await publishNotice('Written *before* 0017.');
    const edited = await publishNotice('Written by this version.');
    const outdated = await publishNotice('Fine then.');
    const campaign = await saveTestCampaign(db(), NOW);
    // As migration 0017 leaves older rows, and as a node of an older version writes.
    await db().query('UPDATE contents SET parsed_bodies = NULL WHERE id = $1', [old.id]);
    await db().query(
      `UPDATE contents SET texts = jsonb_set(texts, '{en,body}', to_jsonb('## Edited'::text))
        WHERE id = $1`,
      [edited.id],
    );
    await db().query(
      `UPDATE contents SET texts = jsonb_set(texts, '{en,body}', to_jsonb('<b>raw</b>'::text))
        WHERE id = $1`,
      [outdated.id],
    );
    await db().query('UPDATE campaigns SET parsed_bodies = NULL WHERE id = $1', [campaign]);

    parses.count = 0;
    expect(await noticeBody(app, old.reasonId)).toEqual(plain('Written *before* 0017.'));
    expect(await noticeBody(app, edited.reasonId)).toEqual(plain('## Edited'));
    expect(await campaignDescription(app, campaign)).toEqual(plain('Earn points.'));
    expect(parses.count).toBe(0);

    const reported: BodyRefused[] = [];
    const stored = await storeParsedBodies(db(), BODY_TABLES, (refused) => reported.push(refused));
    expect(stored).toBe(4);
    expect(reported.map(({ language, field, rule }) => ({ language, field, rule }))).toEqual([
      { language: 'en', field: 'body', rule: 'html' },
    ]);
    expect(await noticeBody(app, old.reasonId)).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Written ' },
          { type: 'text', text: 'before', emphasis: true },
          { type: 'text', text: ' 0017.' },
        ],
      },
    ]);
    expect(await noticeBody(app, edited.reasonId)).toEqual([
      { type: 'heading', content: [{ type: 'text', text: 'Edited' }] },
    ]);
    expect(await noticeBody(app, outdated.reasonId)).toEqual(plain('<b>raw</b>'));
    expect(await campaignDescription(app, campaign)).toEqual(plain('Earn points.'));
    // Once: nothing is left to parse.
    const counted = parses.count;
    expect(await storeParsedBodies(db(), BODY_TABLES, () => {})).toBe(0);
    expect(parses.count).toBe(counted);
  });

  if (kind === 'postgres') {
    it('nodes starting together share the work: each body is parsed once', async () => {
      for (let n = 0; n < 120; n++) await publishNotice(`Notice **${n}**.`);
      await db().query('UPDATE contents SET parsed_bodies = NULL');
      const { rows } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM contents');
      const nodes = [0, 1, 2].map(() => createPostgresDatabase(url()!, { poolSize: 2 }));
      try {
        parses.count = 0;
        const stored = await Promise.all(
          nodes.map((node) => storeParsedBodies(node, BODY_TABLES, () => {})),
        );
        expect(stored.reduce((sum, count) => sum + count, 0)).toBe(rows[0]!.n);
        expect(parses.count).toBe(rows[0]!.n);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    });
  }
});
