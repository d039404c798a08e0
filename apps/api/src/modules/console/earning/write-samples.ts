import type { WriteSample } from '../write-sample';

const campaign = {
  id: 'audit-earning',
  kind: 'claim',
  sort_order: 50,
  published: false,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2099-01-01T00:00:00.000Z',
  repeat: 'none',
  barred_account_countries: [],
  barred_game_countries: [],
  linked_rule: 'none',
  linked_games: [],
  reward_points: 100,
  reward_expiry_days: 30,
  goal: null,
  image: '/content/campaigns/welcome.svg',
  texts: { en: { name: 'Audit gift', summary: 'A gift', description: 'Points.', rules: '- Once' } },
};

/** One succeeding request per earning write route, in order: the update edits what was created. */
export const samples: WriteSample[] = [
  {
    route: 'POST /api/v1/console/earning/campaigns',
    role: 'editor',
    action: 'campaign.create',
    prepare: async () => ({
      method: 'POST',
      url: '/api/v1/console/earning/campaigns',
      payload: { ...campaign, version: null },
    }),
  },
  {
    route: 'PUT /api/v1/console/earning/campaigns/:id',
    role: 'editor',
    action: 'campaign.publish',
    prepare: async (db) => {
      const { rows } = await db.query<{ version: number }>(
        `SELECT version FROM campaigns WHERE id = 'audit-earning'`,
      );
      return {
        method: 'PUT',
        url: '/api/v1/console/earning/campaigns/audit-earning',
        payload: { ...campaign, published: true, version: rows[0]!.version, reason: 'Ready' },
      };
    },
  },
];
