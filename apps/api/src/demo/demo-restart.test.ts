import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@points/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachDatabase,
  hasPostgres,
  type TestDatabase,
} from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import { asOperator, operatorToken } from '../test/operators';
import { buildTestApp } from '../test/test-app';
import { createPostgresDatabase, type Database } from '../db/database';
import { seedDemo } from './seed';

const DAY_MS = 86_400_000;

/**
 * Every table's whole content, as one digest per table: a restart that writes anything at all
 * (even the same values again, which bumps a revision row) shows as a changed digest.
 */
async function tableDigests(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    digests[name] = rows[0]!.digest ?? 'empty';
  }
  return digests;
}

describeEachDatabase('the demo seed at a restart', ({ db }) => {
  let app: FastifyInstance;
  let editor: Record<string, string>;
  const firstStart = new Date();

  beforeAll(async () => {
    expect(await seedDemo(db(), ledger, firstStart)).toBe(true);
    app = await buildTestApp({ db: db() });
    editor = asOperator(await operatorToken(db(), 'editor'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const console_ = async (method: 'GET' | 'PUT', path: string, payload?: object) => {
    const response = await app.inject({
      method,
      url: `/api/v1/console${path}`,
      headers: editor,
      ...(payload ? { payload } : {}),
    });
    const body = response.json();
    expect(body.status_code, `${method} ${path}: ${response.body}`).toBe(200);
    return body.data;
  };
  /** Reads an object from the console, changes it as an operator would, and saves it. */
  const edit = async (path: string, change: (read: Record<string, unknown>) => object) =>
    console_('PUT', path, change(await console_('GET', path)));

  it("keeps every operator's edit to demo items, coupons, campaigns, lotteries, festivals and content", async () => {
    await edit('/catalogue/items/coins-100', (item) => ({ ...item, cost: 77 }));
    await edit('/catalogue/coupons/store-500-off', (coupon) => ({
      ...coupon,
      cost: 333,
      valid_to: '2099-01-01T00:00:00.000Z',
    }));
    await edit('/catalogue/campaigns/official-store', (campaign) => ({
      ...campaign,
      sort_order: 9,
    }));
    await edit('/earning/campaigns/daily-login', (campaign) => ({
      ...campaign,
      texts: {
        ...(campaign.texts as object),
        en: { ...(campaign.texts as { en: object }).en, name: 'Edited by an operator' },
      },
    }));
    await edit('/lotteries/signed-ball', ({ lottery }) => {
      const read = lottery as { texts: { en: object } };
      return {
        ...read,
        texts: { ...read.texts, en: { ...read.texts.en, name: 'Edited ball' } },
      };
    });
    await edit('/festivals/summer-festival', ({ festival }) => ({
      ...(festival as object),
      reward_points: 999,
    }));
    const { rows } = await db().query<{ id: number }>(
      `SELECT id FROM contents WHERE kind = 'notice' ORDER BY id LIMIT 1`,
    );
    const notice = rows[0]!.id;
    await edit(`/content/${notice}`, (content) => ({
      version: content.version,
      draft: {
        kind: content.kind,
        reason_id: content.reason_id,
        sort_order: content.sort_order,
        public_start_date: '2030-01-01T00:00:00.000Z',
        public_end_date: content.public_end_date,
        target_countries: content.target_countries,
        target_country_flag: content.target_country_flag,
        texts: content.texts,
        attributes: content.attributes,
        // The demo's content predates explicit fallbacks: the console asks for them on a save.
        fallback_languages:
          content.fallback_languages ??
          LANGUAGES.filter((language) => !(language in (content.texts as object))),
      },
    }));

    const edited = await tableDigests(db());
    // A restart days later (the demo's dates are relative to its start).
    expect(await seedDemo(db(), ledger, new Date(firstStart.getTime() + 40 * DAY_MS))).toBe(false);
    expect(await tableDigests(db())).toEqual(edited);

    const values = await db().query(
      `SELECT (SELECT cost FROM items WHERE id = 'coins-100') AS item_cost,
              (SELECT cost FROM coupons WHERE id = 'store-500-off') AS coupon_cost,
              (SELECT valid_to FROM coupons WHERE id = 'store-500-off') AS coupon_to,
              (SELECT sort_order FROM coupon_campaigns WHERE id = 'official-store') AS campaign_order,
              (SELECT texts -> 'en' ->> 'name' FROM campaigns WHERE id = 'daily-login') AS earning,
              (SELECT texts -> 'en' ->> 'name' FROM lotteries WHERE id = 'signed-ball') AS lottery,
              (SELECT reward_points FROM festivals WHERE id = 'summer-festival') AS festival,
              (SELECT public_start_date FROM contents WHERE id = ${notice}) AS notice_start`,
    );
    expect(values.rows[0]).toEqual({
      item_cost: 77,
      coupon_cost: 333,
      coupon_to: new Date('2099-01-01T00:00:00.000Z'),
      campaign_order: 9,
      earning: 'Edited by an operator',
      lottery: 'Edited ball',
      festival: 999,
      notice_start: new Date('2030-01-01T00:00:00.000Z'),
    });
  });
});

describe.runIf(hasPostgres)('the demo seed when nodes start together [postgres]', () => {
  let handle: TestDatabase;
  const nodes: Database[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase('postgres');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await handle?.dispose();
  });

  it('writes the demo once: one node writes it, the others find it and write nothing', async () => {
    for (let i = 0; i < 3; i++) nodes.push(createPostgresDatabase(handle.url!, { poolSize: 2 }));
    const seeded = await Promise.all(nodes.map((node) => seedDemo(node, ledger)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const { rows } = await handle.db.query<{ users: number; credits: number }>(
      `SELECT (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM point_entries WHERE kind = 'credit') AS credits`,
    );
    expect(rows[0]!.users).toBe(6);
    const again = await tableDigests(handle.db);
    expect(await Promise.all(nodes.map((node) => seedDemo(node, ledger)))).toEqual([
      false,
      false,
      false,
    ]);
    expect(await tableDigests(handle.db)).toEqual(again);
  });
});
