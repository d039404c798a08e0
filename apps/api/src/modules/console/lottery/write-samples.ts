import type { WriteSample } from '../write-sample';

const campaign = {
  id: 'audit-lotteries',
  sort_order: 9,
  published: false,
  image: '',
  texts: { en: { name: 'Audit lotteries', description: 'For the audit log' } },
};

const lottery = {
  id: 'audit-lottery',
  campaign_id: 'audit-lotteries',
  sort_order: 0,
  points_per_entry: 10,
  entry_limit: 5,
  entry_from: '2026-01-01T00:00:00.000Z',
  entry_to: '2026-02-01T00:00:00.000Z',
  selection_at: '2026-02-02T00:00:00.000Z',
  result_from: '2026-02-03T00:00:00.000Z',
  result_to: '2026-03-01T00:00:00.000Z',
  address_deadline: '2099-01-01T00:00:00.000Z',
  image: '',
  texts: { en: { name: 'Audit draw', description: 'A prize' } },
  prizes: [
    {
      quantity: 1,
      delivery: 'shipped',
      game: null,
      game_item: null,
      image: '',
      texts: { en: { name: 'Ball', details: 'Signed' } },
    },
  ],
};

const versionOf = async (
  db: Parameters<WriteSample['prepare']>[0],
  table: 'lotteries' | 'lottery_campaigns',
  id: string,
) =>
  (await db.query<{ version: number }>(`SELECT version FROM ${table} WHERE id = $1`, [id])).rows[0]!
    .version;

/**
 * One succeeding request per lottery write and export route, in order: each edits what was
 * created.
 */
export const samples: WriteSample[] = [
  {
    route: 'POST /api/v1/console/lottery-campaigns',
    role: 'editor',
    action: 'lottery_campaign.create',
    prepare: async () => ({
      method: 'POST',
      url: '/api/v1/console/lottery-campaigns',
      payload: { ...campaign, version: null },
    }),
  },
  {
    route: 'PUT /api/v1/console/lottery-campaigns/:id',
    role: 'editor',
    action: 'lottery_campaign.update',
    prepare: async (db) => ({
      method: 'PUT',
      url: '/api/v1/console/lottery-campaigns/audit-lotteries',
      payload: {
        ...campaign,
        published: true,
        version: await versionOf(db, 'lottery_campaigns', 'audit-lotteries'),
      },
    }),
  },
  {
    route: 'POST /api/v1/console/lotteries',
    role: 'editor',
    action: 'lottery.create',
    prepare: async () => ({
      method: 'POST',
      url: '/api/v1/console/lotteries',
      payload: { ...lottery, version: null },
    }),
  },
  {
    route: 'PUT /api/v1/console/lotteries/:id',
    role: 'editor',
    action: 'lottery.update',
    prepare: async (db) => ({
      method: 'PUT',
      url: '/api/v1/console/lotteries/audit-lottery',
      payload: {
        ...lottery,
        points_per_entry: 20,
        version: await versionOf(db, 'lotteries', 'audit-lottery'),
        reason: 'Cheaper entries',
      },
    }),
  },
  {
    route: 'POST /api/v1/console/lotteries/:id/shipped',
    role: 'editor',
    action: 'lottery.mark_shipped',
    // A drawn lottery whose one winner confirmed the address, as the draw and step 2 leave it.
    prepare: async (db) => {
      const user = await db.query<{ id: string }>(
        `INSERT INTO users (subject, nickname, country, language, program_consent)
         VALUES ('audit-winner', 'winner', 'jp', 'ja', true) RETURNING id`,
      );
      const userId = user.rows[0]!.id;
      await db.query(`INSERT INTO point_accounts (user_id, balance) VALUES ($1, 10)`, [userId]);
      const entry = await db.query<{ id: string }>(
        `INSERT INTO point_entries (user_id, kind, amount, reason, balance_after, created_at)
         VALUES ($1, 'credit', 10, 'welcome_bonus', 10, now()) RETURNING id`,
        [userId],
      );
      await db.query(
        `INSERT INTO lottery_tickets (lottery_id, number, user_id, entry_id, created_at)
         VALUES ('audit-lottery', 900000001, $1, $2, now())`,
        [userId, entry.rows[0]!.id],
      );
      await db.query(
        `INSERT INTO lottery_draws (lottery_id, ticket_list_hash, ticket_count, drawn_at)
         VALUES ('audit-lottery', repeat('a', 64), 1, now())`,
      );
      await db.query(
        `INSERT INTO lottery_winners (lottery_id, slot, prize_position, ticket, user_id, holder,
                                      status, address, confirmed_at)
         VALUES ('audit-lottery', 0, 0, 900000001, $1, 'h', 'address_confirmed', '{}', now())`,
        [userId],
      );
      return {
        method: 'POST',
        url: '/api/v1/console/lotteries/audit-lottery/shipped',
        payload: { slot: 0 },
      };
    },
  },
  {
    route: 'GET /api/v1/console/lotteries/:id/shipping.csv',
    role: 'admin',
    action: 'lottery.export_shipping',
    prepare: async () => ({
      method: 'GET',
      url: '/api/v1/console/lotteries/audit-lottery/shipping.csv',
    }),
  },
];
