import { LANGUAGES, type Language } from '@points/contracts';
import type { Queryable } from '../db/database';
import type { ItemTexts } from '../modules/items/catalogue';
import { DEMO_TEXTS } from './texts';

interface DemoTexts {
  groups: Record<string, string>;
  items: Record<string, ItemTexts>;
}

interface DemoItem {
  id: string;
  group: string;
  cost: number;
  type: 'item' | 'points';
  limit?: number;
  reset?: 'daily' | 'weekly' | 'monthly';
  platforms: Array<{ platform: 'steam' | 'mobile'; contentId: string }>;
  validFrom?: string;
  validTo?: string;
  barredAccountCountries?: string[];
  barredGameCountries?: string[];
}

const MAIN_GAME = [
  { platform: 'mobile' as const, contentId: 'efm' },
  { platform: 'steam' as const, contentId: 'efs' },
];

const DEMO_GROUPS = ['featured', 'players', 'boosts', 'currency', 'other-games'];

/** The demo shop: both point types, both platforms, limits and resets, a bar and a past period. */
const DEMO_ITEMS: DemoItem[] = [
  {
    id: 'scout-ticket',
    group: 'featured',
    cost: 800,
    type: 'item',
    limit: 1,
    reset: 'weekly',
    platforms: MAIN_GAME,
  },
  {
    id: 'legends-pack',
    group: 'featured',
    cost: 3000,
    type: 'item',
    limit: 1,
    platforms: MAIN_GAME,
  },
  {
    id: 'winter-cup-pack',
    group: 'featured',
    cost: 700,
    type: 'item',
    platforms: MAIN_GAME,
    validFrom: '2026-01-01T00:00:00Z',
    validTo: '2026-03-01T00:00:00Z',
  },
  {
    id: 'retro-kit',
    group: 'players',
    cost: 1200,
    type: 'item',
    limit: 1,
    platforms: MAIN_GAME,
    barredAccountCountries: ['jp'],
  },
  {
    id: 'golden-ball',
    group: 'players',
    cost: 600,
    type: 'item',
    limit: 1,
    platforms: [{ platform: 'steam', contentId: 'efs' }],
  },
  {
    id: 'night-stadium',
    group: 'players',
    cost: 1000,
    type: 'item',
    limit: 1,
    platforms: [{ platform: 'mobile', contentId: 'efm' }],
    barredGameCountries: ['hk'],
  },
  {
    id: 'training-boost',
    group: 'boosts',
    cost: 150,
    type: 'item',
    limit: 3,
    reset: 'daily',
    platforms: MAIN_GAME,
  },
  { id: 'stamina-drink', group: 'boosts', cost: 100, type: 'item', platforms: MAIN_GAME },
  { id: 'coins-100', group: 'currency', cost: 50, type: 'points', platforms: MAIN_GAME },
  {
    id: 'coins-550',
    group: 'currency',
    cost: 250,
    type: 'points',
    limit: 3,
    reset: 'weekly',
    platforms: MAIN_GAME,
  },
  {
    id: 'coins-1200',
    group: 'currency',
    cost: 500,
    type: 'points',
    limit: 1,
    reset: 'monthly',
    platforms: MAIN_GAME,
  },
  {
    id: 'gp-50000',
    group: 'currency',
    cost: 300,
    type: 'points',
    limit: 3,
    reset: 'daily',
    platforms: MAIN_GAME,
  },
  {
    id: 'squad-card-bundle',
    group: 'other-games',
    cost: 400,
    type: 'item',
    platforms: [{ platform: 'mobile', contentId: 'efcs' }],
  },
  {
    id: 'club-manager-boost',
    group: 'other-games',
    cost: 200,
    type: 'item',
    limit: 1,
    reset: 'weekly',
    platforms: [{ platform: 'mobile', contentId: 'jcc' }],
  },
];

/** A demo item's settings, by id (the content that promotes an item reads its period here). */
export function demoItem(id: string): DemoItem {
  const item = DEMO_ITEMS.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no demo item ${id}`);
  return item;
}

const textsIn = (language: Language): DemoTexts => DEMO_TEXTS[language].catalogue;

/** Inserts or refreshes the demo groups and items (the catalogue is content, not history). */
export async function seedDemoCatalogue(tx: Queryable): Promise<void> {
  for (const [index, group] of DEMO_GROUPS.entries()) {
    const names = Object.fromEntries(
      LANGUAGES.map((language) => [language, textsIn(language).groups[group]]),
    );
    await tx.query(
      `INSERT INTO item_groups (id, sort_order, names) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET sort_order = EXCLUDED.sort_order, names = EXCLUDED.names`,
      [group, index, JSON.stringify(names)],
    );
  }
  for (const [index, item] of DEMO_ITEMS.entries()) {
    const itemTexts = Object.fromEntries(
      LANGUAGES.map((language) => [language, textsIn(language).items[item.id]]),
    );
    await tx.query(
      `INSERT INTO items (id, group_id, sort_order, cost, trade_point_type, image, exchange_limit,
                          reset, valid_from, valid_to, barred_account_countries,
                          barred_game_countries, texts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO UPDATE SET
         group_id = EXCLUDED.group_id, sort_order = EXCLUDED.sort_order, cost = EXCLUDED.cost,
         trade_point_type = EXCLUDED.trade_point_type, image = EXCLUDED.image,
         exchange_limit = EXCLUDED.exchange_limit, reset = EXCLUDED.reset,
         valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to,
         barred_account_countries = EXCLUDED.barred_account_countries,
         barred_game_countries = EXCLUDED.barred_game_countries, texts = EXCLUDED.texts`,
      [
        item.id,
        item.group,
        index,
        item.cost,
        item.type,
        `/images/items/${item.id}.svg`,
        item.limit ?? null,
        item.reset ?? 'none',
        item.validFrom ?? null,
        item.validTo ?? null,
        item.barredAccountCountries ?? [],
        item.barredGameCountries ?? [],
        JSON.stringify(itemTexts),
      ],
    );
    for (const variant of item.platforms) {
      await tx.query(
        `INSERT INTO item_variants (item_id, platform, content_id, sku) VALUES ($1, $2, $3, $4)
         ON CONFLICT (item_id, platform) DO UPDATE SET content_id = EXCLUDED.content_id, sku = EXCLUDED.sku`,
        [item.id, variant.platform, variant.contentId, `${variant.contentId}.${item.id}`],
      );
    }
  }
}
