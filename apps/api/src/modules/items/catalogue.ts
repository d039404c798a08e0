import type { Language } from '@points/contracts';
import type { Database } from '../../db/database';
import { createRevisionSnapshot } from '../../db/revision-snapshot';
import type { ChangeNotices } from '../../db/change-notices';
import type { DeliveryPlatform } from '../../integrations/game-platform/types';
import { inLanguage, type Localized } from '../texts/localized';
import { byIdOf } from '../../db/catalogue-index';
import type { Reset } from '../periods/periods';

export interface ItemTexts {
  name: string;
  description: string;
  details: string;
}

export interface CatalogueVariant {
  platform: DeliveryPlatform;
  contentId: string;
  sku: string;
}

export interface CatalogueItem {
  id: string;
  groupId: string;
  sortOrder: number;
  cost: number;
  tradePointType: 'item' | 'points';
  image: string;
  exchangeLimit: number | null;
  reset: Reset;
  resetMinute: number;
  validFrom: Date | null;
  validTo: Date | null;
  barredAccountCountries: string[];
  barredGameCountries: string[];
  texts: Localized<ItemTexts>;
  variants: CatalogueVariant[];
}

export interface CatalogueGroup {
  id: string;
  sortOrder: number;
  names: Localized<string>;
}

export interface Catalogue {
  groups: CatalogueGroup[];
  items: CatalogueItem[];
  byId: Map<string, CatalogueItem>;
}

/** Reads the whole catalogue, tagged with its revision: it is small, and the same for every player. */
async function loadCatalogue(db: Database): Promise<{ revision: string; catalogue: Catalogue }> {
  // The revision first: a change committed while the rows are read then shows as a newer
  // revision at the next check, never as rows newer than their tag hiding a later change.
  const { rows: revisionRows } = await db.query<{ revision: string }>(
    'SELECT revision::text AS revision FROM item_revision',
  );
  const [groups, items, variants] = await Promise.all([
    db.query<{ id: string; sort_order: number; names: CatalogueGroup['names'] }>(
      'SELECT id, sort_order, names FROM item_groups ORDER BY sort_order, id',
    ),
    db.query<{
      id: string;
      group_id: string;
      sort_order: number;
      cost: number;
      trade_point_type: 'item' | 'points';
      image: string;
      exchange_limit: number | null;
      reset: Reset;
      reset_minute: number;
      valid_from: Date | null;
      valid_to: Date | null;
      barred_account_countries: string[];
      barred_game_countries: string[];
      texts: CatalogueItem['texts'];
    }>(
      `SELECT id, group_id, sort_order, cost, trade_point_type, image, exchange_limit, reset,
              reset_minute, valid_from, valid_to, barred_account_countries, barred_game_countries,
              texts
         FROM items ORDER BY sort_order, id`,
    ),
    // Mobile first ('mobile' sorts before 'steam', the only two platforms): when a player has
    // both, the phone game is the one they play most.
    db.query<{ item_id: string; platform: DeliveryPlatform; content_id: string; sku: string }>(
      'SELECT item_id, platform, content_id, sku FROM item_variants ORDER BY item_id, platform',
    ),
  ]);
  const variantsByItem = new Map<string, CatalogueVariant[]>();
  for (const row of variants.rows) {
    const list = variantsByItem.get(row.item_id) ?? [];
    list.push({ platform: row.platform, contentId: row.content_id, sku: row.sku });
    variantsByItem.set(row.item_id, list);
  }
  const catalogueItems: CatalogueItem[] = items.rows.map((row) => ({
    id: row.id,
    groupId: row.group_id,
    sortOrder: row.sort_order,
    cost: row.cost,
    tradePointType: row.trade_point_type,
    image: row.image,
    exchangeLimit: row.exchange_limit,
    reset: row.reset,
    resetMinute: row.reset_minute,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    barredAccountCountries: row.barred_account_countries,
    barredGameCountries: row.barred_game_countries,
    texts: row.texts,
    variants: variantsByItem.get(row.id) ?? [],
  }));
  return {
    revision: revisionRows[0]?.revision ?? '0',
    catalogue: {
      groups: groups.rows.map((row) => ({
        id: row.id,
        sortOrder: row.sort_order,
        names: row.names,
      })),
      items: catalogueItems,
      byId: byIdOf(catalogueItems),
    },
  };
}

export interface CatalogueCache {
  get(): Promise<Catalogue>;
  /** This node just changed the catalogue: the next `get` reads the revision again. */
  invalidate(): void;
}

/**
 * The catalogue kept in memory on each node and read again when `item_revision` has moved
 * (checked at most every `refreshMs`, CONTENT_REFRESH_MS in the app): every catalogue request
 * costs no database work for what is the same for everyone, and an operator's change shows on
 * every node within `refreshMs`.
 */
export function createCatalogueCache(
  db: Database,
  refreshMs = 2_000,
  notices?: ChangeNotices,
): CatalogueCache {
  const snapshot = createRevisionSnapshot(db, {
    revisionTable: 'item_revision',
    load: loadCatalogue,
    refreshMs,
    notices,
  });
  return {
    get: async () => (await snapshot.current()).catalogue,
    invalidate: () => snapshot.invalidate(),
  };
}

/** An item's texts in a language, falling back to English, then Japanese (content/localized). */
export function textsIn(item: CatalogueItem, language: Language): ItemTexts {
  return inLanguage(item.texts, language) ?? { name: item.id, description: '', details: '' };
}

export function groupNameIn(group: CatalogueGroup, language: Language): string {
  return inLanguage(group.names, language) ?? group.id;
}
