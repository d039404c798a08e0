import type { Database } from '../db/database';
import { saveCampaign, type CampaignToSave } from '../modules/campaigns/save-campaign';

const DAY_MS = 86_400_000;
let serial = 0;

/**
 * Saves a published claim campaign running from a day before `now` to thirty days after, with
 * English and Japanese texts, changed by `overrides`; returns its (unique) id.
 */
export async function saveTestCampaign(
  db: Database,
  now: Date,
  overrides: Partial<CampaignToSave> = {},
): Promise<string> {
  serial++;
  const id = overrides.id ?? `test-campaign-${serial}-${Math.floor(Math.random() * 1e6)}`;
  await db.transaction((tx) =>
    saveCampaign(tx, {
      id,
      kind: 'claim',
      sort_order: 0,
      published: true,
      starts_at: new Date(now.getTime() - DAY_MS).toISOString(),
      ends_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      repeat: 'none',
      barred_account_countries: [],
      barred_game_countries: [],
      linked_rule: 'none',
      linked_games: [],
      reward_points: 100,
      reward_expiry_days: 30,
      goal: null,
      image: '/content/campaigns/test.svg',
      texts: {
        en: {
          name: `Campaign ${id}`,
          summary: 'A test campaign.',
          description: 'Earn points.',
          rules: '- Once.',
        },
        ja: {
          name: `キャンペーン ${id}`,
          summary: 'テスト',
          description: 'ポイント',
          rules: '- 一回',
        },
      },
      ...overrides,
    }),
  );
  return id;
}
