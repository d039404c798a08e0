import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CampaignListResponse,
  CodesAddedResponse,
  CodesImportRefusal,
  CodesPreviewResponse,
  ConsoleCampaignResponse,
  ConsoleCouponResponse,
  ConsoleItemResponse,
  GroupItemsResponse,
  ItemListResponse,
  type ConsoleItem,
} from '@points/contracts';
import { describeEachDatabase } from '../../../test/databases';
import { seedCoupons } from '../../../test/coupons';
import { asOperator, operatorToken } from '../../../test/operators';
import { seedShop } from '../../../test/shop';
import { buildTestApp } from '../../../test/test-app';
import { createCatalogueCache } from '../../items/catalogue';

interface AuditRow {
  action: string;
  object_type: string;
  object_id: string;
  operator_subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

describeEachDatabase('console catalogue', ({ db }) => {
  let app: FastifyInstance;
  /** Another API node on the same database, with its own catalogue snapshot. */
  let otherNode: FastifyInstance;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  const now = new Date();

  beforeAll(async () => {
    await seedShop(db());
    await seedCoupons(db(), now, 'spring', [
      { id: 'spring-a', issueLimit: 2, codes: 0 },
      { id: 'spring-b', issueLimit: 10, codes: 3 },
    ]);
    app = await buildTestApp({ db: db() });
    otherNode = await buildTestApp({
      db: db(),
      extra: { catalogue: createCatalogueCache(db(), 50) },
    });
    editor = asOperator(await operatorToken(db(), 'editor'));
    viewer = asOperator(await operatorToken(db(), 'viewer'));
  });
  afterAll(async () => {
    await app?.close();
    await otherNode?.close();
  });

  const auditRows = async () =>
    (
      await db().query<AuditRow>(
        `SELECT action, object_type, object_id, operator_subject, before, after, reason
           FROM console_audit ORDER BY id`,
      )
    ).rows;
  /** Runs `write` and answers the audit rows it left. */
  const auditOf = async <T>(write: () => Promise<T>): Promise<{ result: T; rows: AuditRow[] }> => {
    const before = (await auditRows()).length;
    const result = await write();
    return { result, rows: (await auditRows()).slice(before) };
  };
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    headers: Record<string, string> = editor,
  ) => app.inject({ method, url: `/api/v1/console${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = viewer) =>
    app.inject({ url: `/api/v1/console${url}`, headers });
  const shopCost = async (node: FastifyInstance, itemId: string) => {
    const response = await node.inject({ url: '/api/v1/group-item?lang=en' });
    const items = GroupItemsResponse.parse(response.json()).data.groups.flatMap((g) => g.items);
    return items.find((item) => item.id === itemId)?.cost;
  };
  const readItem = async (id: string) =>
    ConsoleItemResponse.parse((await get(`/catalogue/items/${id}`)).json()).data;
  const bodyOf = (item: ConsoleItem) => {
    const body: Partial<ConsoleItem> = { ...item };
    delete body.updated_at;
    return body as Omit<ConsoleItem, 'updated_at'>;
  };

  describe('items', () => {
    it('lists items filtered by group and text, with paging', async () => {
      const response = await get('/catalogue/items?group=currency&q=coins&per_page=2');
      expect(response.statusCode).toBe(200);
      const list = ItemListResponse.parse(response.json());
      expect(list.pagination).toEqual({ total: 3, page: 1, per_page: 2 });
      expect(list.data.map((item) => item.id)).toEqual(['coins-100', 'coins-550']);
      expect(list.data[0]).toMatchObject({ group_id: 'currency', platforms: ['mobile', 'steam'] });
      const page2 = ItemListResponse.parse(
        (await get('/catalogue/items?group=currency&q=coins&per_page=2&page=2')).json(),
      );
      expect(page2.data.map((item) => item.id)).toEqual(['coins-1200']);
    });

    it('refuses each bad field with 400 and writes nothing', async () => {
      const item = bodyOf(await readItem('coins-100'));
      const bad: Array<[string, Record<string, unknown>]> = [
        ['cost zero', { cost: 0 }],
        ['cost not a number', { cost: 'ten' }],
        ['cost fractional', { cost: 1.5 }],
        ['group unknown', { group_id: 'no-such-group' }],
        ['group malformed', { group_id: 'Bad Group' }],
        ['trade point type', { trade_point_type: 'gold' }],
        ['image empty', { image: '' }],
        ['exchange limit zero', { exchange_limit: 0 }],
        ['reset unknown', { reset: 'hourly' }],
        ['reset without a limit', { reset: 'daily', exchange_limit: null }],
        ['reset minute', { reset_minute: 1440 }],
        ['valid from not a date', { valid_from: 'tomorrow' }],
        [
          'valid to before valid from',
          { valid_from: '2026-05-01T00:00:00Z', valid_to: '2026-04-01T00:00:00Z' },
        ],
        ['account country', { barred_account_countries: ['JPN'] }],
        ['game country repeated', { barred_game_countries: ['hk', 'hk'] }],
        [
          'no English or Japanese',
          { texts: { fr: { name: 'Pièces', description: '', details: '' } } },
        ],
        ['empty name', { texts: { en: { name: ' ', description: '', details: '' } } }],
        ['no variant', { variants: [] }],
        [
          'variant twice',
          {
            variants: [
              { platform: 'steam', content_id: 'efs', sku: 'a' },
              { platform: 'steam', content_id: 'efs', sku: 'b' },
            ],
          },
        ],
        ['variant platform', { variants: [{ platform: 'xbox', content_id: 'efs', sku: 'a' }] }],
        ['variant sku', { variants: [{ platform: 'steam', content_id: 'efs', sku: '' }] }],
        ['version missing', { version: null }],
        ['id differs from the path', { id: 'coins-550' }],
        ['reason too short', { reason: 'x' }],
      ];
      const { rows } = await auditOf(async () => {
        for (const [name, change] of bad) {
          const response = await send('PUT', '/catalogue/items/coins-100', { ...item, ...change });
          expect({ name, status: response.json().status_code }).toEqual({ name, status: 400 });
        }
      });
      expect(rows).toEqual([]);
      expect((await readItem('coins-100')).version).toBe(item.version);
    });

    it('is written by an editor, not a viewer', async () => {
      const item = bodyOf(await readItem('coins-100'));
      const response = await send('PUT', '/catalogue/items/coins-100', item, viewer);
      expect(response.json().status_code).toBe(403);
    });

    it('saves a change that the shop shows at once, on this node and the others', async () => {
      const item = bodyOf(await readItem('coins-100'));
      expect(await shopCost(app, 'coins-100')).toBe(50);
      expect(await shopCost(otherNode, 'coins-100')).toBe(50);
      const { result: response, rows } = await auditOf(() =>
        send('PUT', '/catalogue/items/coins-100', { ...item, cost: 75, reason: 'spring sale' }),
      );
      expect(response.statusCode).toBe(200);
      const saved = ConsoleItemResponse.parse(response.json()).data;
      expect(saved).toMatchObject({ cost: 75, version: item.version + 1 });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'item.update',
        object_type: 'item',
        object_id: 'coins-100',
        operator_subject: 'op-test-editor',
        reason: 'spring sale',
        before: { cost: 50, version: item.version },
        after: { cost: 75, version: item.version + 1 },
      });
      // This node invalidated its snapshot; the other follows the revision within its bound.
      expect(await shopCost(app, 'coins-100')).toBe(75);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await shopCost(otherNode, 'coins-100')).toBe(75);
    });

    it('refuses a save of a version read before another save (changed_since_read)', async () => {
      const stale = bodyOf(await readItem('coins-550'));
      expect(
        (await send('PUT', '/catalogue/items/coins-550', { ...stale, cost: 260 })).statusCode,
      ).toBe(200);
      const { result: response, rows } = await auditOf(() =>
        send('PUT', '/catalogue/items/coins-550', { ...stale, cost: 270 }),
      );
      expect(response.json()).toEqual({ status_code: 4049, reason: 'changed_since_read' });
      expect(rows).toEqual([]);
      expect((await readItem('coins-550')).cost).toBe(260);
    });

    it('creates an item with variants, texts and bars, once', async () => {
      const input = {
        id: 'coins-5000',
        group_id: 'currency',
        sort_order: 99,
        cost: 2000,
        trade_point_type: 'points',
        image: '/content/items/coins-5000.svg',
        exchange_limit: 2,
        reset: 'monthly',
        reset_minute: 60,
        valid_from: null,
        valid_to: null,
        barred_account_countries: ['jp'],
        barred_game_countries: [],
        texts: {
          en: {
            name: '5000 coins',
            description: 'A lot of coins',
            details: 'Delivered to the inbox',
          },
          ja: {
            name: 'コイン5000枚',
            description: 'たくさんのコイン',
            details: 'プレゼントボックスに届きます',
          },
        },
        variants: [{ platform: 'steam', content_id: 'efs', sku: 'coins-5000' }],
        version: null,
      };
      const { result: response, rows } = await auditOf(() =>
        send('POST', '/catalogue/items', input),
      );
      expect(response.statusCode).toBe(200);
      expect(ConsoleItemResponse.parse(response.json()).data).toMatchObject({
        id: 'coins-5000',
        version: 1,
        variants: [{ platform: 'steam', content_id: 'efs', sku: 'coins-5000' }],
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'item.create', before: null, after: { cost: 2000 } });
      expect(await shopCost(app, 'coins-5000')).toBe(2000);

      const again = await send('POST', '/catalogue/items', input);
      expect(again.json()).toEqual({ status_code: 4049, reason: 'already_exists' });

      // Variants follow the list: a platform added, one taken away.
      const saved = bodyOf(await readItem('coins-5000'));
      const update = await send('PUT', '/catalogue/items/coins-5000', {
        ...saved,
        variants: [{ platform: 'mobile', content_id: 'efm', sku: 'coins-5000-m' }],
      });
      expect(ConsoleItemResponse.parse(update.json()).data.variants).toEqual([
        { platform: 'mobile', content_id: 'efm', sku: 'coins-5000-m' },
      ]);
    });

    it('answers 404 for an unknown item', async () => {
      expect((await get('/catalogue/items/no-such-item')).json().status_code).toBe(404);
    });
  });

  describe('coupons', () => {
    it('lists campaigns and coupons with their codes counted', async () => {
      const list = CampaignListResponse.parse((await get('/catalogue/campaigns')).json());
      const spring = list.data.find((campaign) => campaign.id === 'spring')!;
      expect(spring).toMatchObject({ coupon_count: 2, codes: { total: 3, free: 3, issued: 0 } });
      const detail = ConsoleCampaignResponse.parse(
        (await get('/catalogue/campaigns/spring')).json(),
      );
      expect(detail.data.coupons.map((coupon) => [coupon.id, coupon.codes])).toEqual([
        ['spring-a', { issued: 0, free: 0, withheld: 0, total: 0 }],
        ['spring-b', { issued: 0, free: 3, withheld: 0, total: 3 }],
      ]);
    });

    it('creates and updates a campaign and a coupon, each with one audit row', async () => {
      const campaign = {
        id: 'summer',
        sort_order: 5,
        image: '/content/coupons/summer.svg',
        texts: { en: { name: 'Summer', description: 'Hot deals' } },
      };
      const created = await auditOf(() => send('POST', '/catalogue/campaigns', campaign));
      expect(created.result.statusCode).toBe(200);
      expect(created.rows).toMatchObject([
        {
          action: 'coupon_campaign.create',
          object_id: 'summer',
          before: null,
          after: { sort_order: 5 },
        },
      ]);
      const updated = await auditOf(() =>
        send('PUT', '/catalogue/campaigns/summer', { ...campaign, sort_order: 6 }),
      );
      expect(updated.rows).toMatchObject([
        { action: 'coupon_campaign.update', before: { sort_order: 5 }, after: { sort_order: 6 } },
      ]);
      expect((await send('POST', '/catalogue/campaigns', campaign)).json()).toEqual({
        status_code: 4049,
        reason: 'already_exists',
      });

      const coupon = {
        id: 'summer-10',
        campaign_id: 'summer',
        sort_order: 0,
        cost: 300,
        valid_from: '2026-06-01T00:00:00.000Z',
        valid_to: '2026-09-01T00:00:00.000Z',
        issue_limit: 2,
        holding_limit: 1,
        issuing: true,
        image: '/content/coupons/summer-10.svg',
        texts: { ja: { name: '夏の10%オフ', terms: '条件', notes: '' } },
        version: null,
      };
      const bad = await auditOf(() =>
        send('POST', '/catalogue/coupons', { ...coupon, valid_to: '2026-05-01T00:00:00Z' }),
      );
      expect(bad.result.json().status_code).toBe(400);
      expect(bad.rows).toEqual([]);
      const made = await auditOf(() => send('POST', '/catalogue/coupons', coupon));
      const saved = ConsoleCouponResponse.parse(made.result.json()).data;
      expect(saved).toMatchObject({ cost: 300, version: 1, codes: { total: 0 } });
      expect(made.rows).toMatchObject([
        { action: 'coupon.create', before: null, after: { cost: 300 } },
      ]);

      const changed = await auditOf(() =>
        send('PUT', '/catalogue/coupons/summer-10', { ...coupon, version: 1, cost: 350 }),
      );
      expect(ConsoleCouponResponse.parse(changed.result.json()).data.version).toBe(2);
      expect(changed.rows).toMatchObject([
        {
          action: 'coupon.update',
          before: { cost: 300, version: 1 },
          after: { cost: 350, version: 2 },
        },
      ]);
      const stale = await auditOf(() =>
        send('PUT', '/catalogue/coupons/summer-10', { ...coupon, version: 1, cost: 400 }),
      );
      expect(stale.result.json()).toEqual({ status_code: 4049, reason: 'changed_since_read' });
      expect(stale.rows).toEqual([]);
    });
  });

  describe('code pools', () => {
    const pool = 'spring-a';
    const unitsOf = async (couponId: string) =>
      (
        await db().query<{ value: string; n: number }>(
          `SELECT value, count(*)::integer AS n FROM stock_units WHERE pool = $1 GROUP BY value`,
          [`coupon:${couponId}`],
        )
      ).rows;

    it('imports a good file whole, and shows the codes left', async () => {
      const { result: response, rows } = await auditOf(() =>
        send('POST', `/catalogue/coupons/${pool}/codes/import`, {
          csv: '\uFEFFcode\r\nAAA-111\r\n"BBB-222"\r\nCCC-333,note\r\n\r\n',
          reason: 'first batch',
        }),
      );
      expect(response.statusCode).toBe(200);
      // The issue limit (2) frees two codes; the third waits.
      expect(CodesAddedResponse.parse(response.json()).data).toEqual({
        added: 3,
        codes: { issued: 0, free: 2, withheld: 1, total: 3 },
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'coupon.import_codes',
        object_type: 'coupon',
        object_id: pool,
        reason: 'first batch',
        before: { codes: { total: 0 } },
        after: { codes: { total: 3, free: 2 }, added: 3 },
      });
      const coupon = ConsoleCouponResponse.parse((await get(`/catalogue/coupons/${pool}`)).json());
      expect(coupon.data.codes).toEqual({ issued: 0, free: 2, withheld: 1, total: 3 });
    });

    it('previews a file with bad lines, line by line', async () => {
      const csv = [
        'code',
        'DDD-444',
        '"",empty',
        'bad code!',
        'X'.repeat(65),
        'DDD-444',
        'AAA-111',
        'EEE-555',
      ].join('\n');
      const response = await send('POST', `/catalogue/coupons/${pool}/codes/preview`, { csv });
      expect(CodesPreviewResponse.parse(response.json()).data).toEqual({
        good: 2,
        error_count: 5,
        errors: [
          { line: 3, value: '', reason: 'empty' },
          { line: 4, value: 'bad code!', reason: 'bad_characters' },
          { line: 5, value: 'X'.repeat(65), reason: 'too_long' },
          { line: 6, value: 'DDD-444', reason: 'duplicate_in_file' },
          { line: 7, value: 'AAA-111', reason: 'already_in_pool' },
        ],
      });
    });

    it('refuses a file with any bad line as a whole, importing nothing', async () => {
      const { result: response, rows } = await auditOf(() =>
        send('POST', `/catalogue/coupons/${pool}/codes/import`, {
          csv: 'FFF-666\nGGG-777\nbad code!\nHHH-888\n',
        }),
      );
      expect(CodesImportRefusal.parse(response.json())).toEqual({
        status_code: 4049,
        reason: 'csv_has_errors',
        good: 3,
        error_count: 1,
        errors: [{ line: 3, value: 'bad code!', reason: 'bad_characters' }],
      });
      expect(rows).toEqual([]);
      expect((await unitsOf(pool)).map((unit) => unit.value).sort()).toEqual([
        'AAA-111',
        'BBB-222',
        'CCC-333',
      ]);
    });

    it('refuses codes already in the pool per line, and never duplicates one', async () => {
      const { result: response, rows } = await auditOf(() =>
        send('POST', `/catalogue/coupons/${pool}/codes/import`, {
          csv: 'AAA-111\nBBB-222\nCCC-333\n',
        }),
      );
      expect(CodesImportRefusal.parse(response.json()).errors).toEqual([
        { line: 1, value: 'AAA-111', reason: 'already_in_pool' },
        { line: 2, value: 'BBB-222', reason: 'already_in_pool' },
        { line: 3, value: 'CCC-333', reason: 'already_in_pool' },
      ]);
      expect(rows).toEqual([]);
      const units = await unitsOf(pool);
      expect(units).toHaveLength(3);
      expect(units.every((unit) => unit.n === 1)).toBe(true);
    });

    it('imports a file far above the API body limit', async () => {
      const codes = Array.from({ length: 20_000 }, (_, i) => `BULK-${String(i).padStart(6, '0')}`);
      const csv = codes.join('\n');
      expect(csv.length).toBeGreaterThan(64 * 1024);
      const response = await send('POST', '/catalogue/coupons/spring-b/codes/import', { csv });
      expect(CodesAddedResponse.parse(response.json()).data).toMatchObject({
        added: 20_000,
        codes: { total: 20_003, free: 10 },
      });
    });

    it('generates codes, audited, for an editor only', async () => {
      expect(
        (
          await send('POST', `/catalogue/coupons/${pool}/codes/generate`, { count: 5 }, viewer)
        ).json().status_code,
      ).toBe(403);
      expect(
        (await send('POST', `/catalogue/coupons/${pool}/codes/generate`, { count: 0 })).json()
          .status_code,
      ).toBe(400);
      const { result: response, rows } = await auditOf(() =>
        send('POST', `/catalogue/coupons/${pool}/codes/generate`, { count: 5 }),
      );
      expect(CodesAddedResponse.parse(response.json()).data).toEqual({
        added: 5,
        codes: { issued: 0, free: 2, withheld: 6, total: 8 },
      });
      expect(rows).toMatchObject([
        { action: 'coupon.generate_codes', before: { codes: { total: 3 } }, after: { added: 5 } },
      ]);
    });

    it('answers 404 for the pool of an unknown coupon', async () => {
      const response = await send('POST', '/catalogue/coupons/no-such/codes/preview', {
        csv: 'AAA-111',
      });
      expect(response.json().status_code).toBe(404);
    });
  });
});
