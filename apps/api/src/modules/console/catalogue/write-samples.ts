import type { Database } from '../../../db/database';
import { seedShop } from '../../../test/shop';
import type { WriteSample } from '../write-sample';

/** The shop's demo groups, once per database. */
async function withShop(db: Database): Promise<void> {
  const { rows } = await db.query(`SELECT 1 FROM item_groups WHERE id = 'currency'`);
  if (rows.length === 0) await seedShop(db);
}

const item = {
  id: 'audit-coins',
  group_id: 'currency',
  sort_order: 99,
  cost: 2000,
  trade_point_type: 'points',
  image: '/content/items/coins-5000.svg',
  exchange_limit: null,
  reset: 'none',
  reset_minute: 0,
  valid_from: null,
  valid_to: null,
  barred_account_countries: [],
  barred_game_countries: [],
  texts: { en: { name: 'Audit coins', description: 'Coins', details: 'To the inbox' } },
  variants: [{ platform: 'steam', content_id: 'efs', sku: 'audit-coins' }],
  version: null,
};
const campaign = {
  id: 'audit-campaign',
  sort_order: 5,
  image: '/content/coupons/summer.svg',
  texts: { en: { name: 'Audit', description: 'Coupons for the audit test' } },
};
const coupon = {
  id: 'audit-coupon',
  campaign_id: 'audit-campaign',
  sort_order: 0,
  cost: 300,
  valid_from: '2026-06-01T00:00:00.000Z',
  valid_to: '2099-09-01T00:00:00.000Z',
  issue_limit: 2,
  holding_limit: 1,
  issuing: true,
  image: '/content/coupons/summer-10.svg',
  texts: { en: { name: '10% off', terms: 'Terms', notes: '' } },
  version: null,
};

/**
 * One succeeding request per catalogue write route, for the audit test (see ../write-sample.ts),
 * in order: each builds on the one before (the item it creates is the one it updates).
 */
export const samples: WriteSample[] = [
  {
    route: 'POST /api/v1/console/catalogue/items',
    role: 'editor',
    action: 'item.create',
    prepare: async (db) => {
      await withShop(db);
      return { method: 'POST', url: '/api/v1/console/catalogue/items', payload: item };
    },
  },
  {
    route: 'PUT /api/v1/console/catalogue/items/:id',
    role: 'editor',
    action: 'item.update',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/v1/console/catalogue/items/${item.id}`,
      payload: { ...item, cost: 2500, version: 1, reason: 'Spring price' },
    }),
  },
  {
    route: 'POST /api/v1/console/catalogue/campaigns',
    role: 'editor',
    action: 'coupon_campaign.create',
    prepare: async () => ({
      method: 'POST',
      url: '/api/v1/console/catalogue/campaigns',
      payload: campaign,
    }),
  },
  {
    route: 'PUT /api/v1/console/catalogue/campaigns/:id',
    role: 'editor',
    action: 'coupon_campaign.update',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/v1/console/catalogue/campaigns/${campaign.id}`,
      payload: { ...campaign, sort_order: 6 },
    }),
  },
  {
    route: 'POST /api/v1/console/catalogue/coupons',
    role: 'editor',
    action: 'coupon.create',
    prepare: async () => ({
      method: 'POST',
      url: '/api/v1/console/catalogue/coupons',
      payload: coupon,
    }),
  },
  {
    route: 'PUT /api/v1/console/catalogue/coupons/:id',
    role: 'editor',
    action: 'coupon.update',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/v1/console/catalogue/coupons/${coupon.id}`,
      payload: { ...coupon, cost: 350, version: 1 },
    }),
  },
  {
    route: 'POST /api/v1/console/catalogue/coupons/:id/codes/preview',
    role: 'editor',
    action: null,
    prepare: async () => ({
      method: 'POST',
      url: `/api/v1/console/catalogue/coupons/${coupon.id}/codes/preview`,
      payload: { csv: 'AUDIT-001\nAUDIT-002\n' },
    }),
  },
  {
    route: 'POST /api/v1/console/catalogue/coupons/:id/codes/import',
    role: 'editor',
    action: 'coupon.import_codes',
    prepare: async () => ({
      method: 'POST',
      url: `/api/v1/console/catalogue/coupons/${coupon.id}/codes/import`,
      payload: { csv: 'AUDIT-001\nAUDIT-002\n' },
    }),
  },
  {
    route: 'POST /api/v1/console/catalogue/coupons/:id/codes/generate',
    role: 'editor',
    action: 'coupon.generate_codes',
    prepare: async () => ({
      method: 'POST',
      url: `/api/v1/console/catalogue/coupons/${coupon.id}/codes/generate`,
      payload: { count: 3 },
    }),
  },
];
