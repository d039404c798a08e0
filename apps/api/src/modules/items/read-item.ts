import type { ConsoleItem, ItemVariantInput } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';

interface ItemRow {
  id: string;
  group_id: string;
  sort_order: number;
  cost: number;
  trade_point_type: ConsoleItem['trade_point_type'];
  image: string;
  exchange_limit: number | null;
  reset: ConsoleItem['reset'];
  reset_minute: number;
  valid_from: Date | null;
  valid_to: Date | null;
  barred_account_countries: string[];
  barred_game_countries: string[];
  texts: ConsoleItem['texts'];
  version: number;
  updated_at: Date;
}

/**
 * An item as the console edits it, with its variants, straight from the tables (not the shop's
 * snapshot: an operator reads what is saved).
 */
export async function readItem(db: Queryable, id: string): Promise<ConsoleItem | null> {
  const { rows } = await run<ItemRow>(db, sql`SELECT * FROM items WHERE id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  const variants = await run<ItemVariantInput>(
    db,
    sql`SELECT platform, content_id, sku FROM item_variants WHERE item_id = ${id} ORDER BY platform`,
  );
  return {
    id: row.id,
    group_id: row.group_id,
    sort_order: row.sort_order,
    cost: row.cost,
    trade_point_type: row.trade_point_type,
    image: row.image,
    exchange_limit: row.exchange_limit,
    reset: row.reset,
    reset_minute: row.reset_minute,
    valid_from: row.valid_from?.toISOString() ?? null,
    valid_to: row.valid_to?.toISOString() ?? null,
    barred_account_countries: row.barred_account_countries,
    barred_game_countries: row.barred_game_countries,
    texts: row.texts,
    variants: variants.rows,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  };
}
