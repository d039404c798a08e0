import type { ConsoleItemSummary, ItemListQuery } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql, type Statement } from '../../db/statement';
import { idOrNameContains } from '../../db/text-search';

interface SummaryRow {
  id: string;
  group_id: string;
  sort_order: number;
  name: string | null;
  cost: number;
  trade_point_type: ConsoleItemSummary['trade_point_type'];
  exchange_limit: number | null;
  reset: ConsoleItemSummary['reset'];
  valid_from: Date | null;
  valid_to: Date | null;
  platforms: ConsoleItemSummary['platforms'] | null;
  version: number;
  updated_at: Date;
  total: string;
}

/** A page of the items for the console, filtered by group and by text in the id or any name. */
export async function listItems(
  db: Queryable,
  query: ItemListQuery,
): Promise<{ items: ConsoleItemSummary[]; total: number }> {
  const group = query.group ?? null;
  // The id or a name in any language contains the text.
  const text = idOrNameContains('i', query.q);
  const { rows } = await run<SummaryRow>(
    db,
    sql`SELECT i.id, i.group_id, i.sort_order,
               COALESCE(i.texts -> 'en' ->> 'name', i.texts -> 'ja' ->> 'name') AS name,
               i.cost, i.trade_point_type, i.exchange_limit, i.reset, i.valid_from, i.valid_to,
               (SELECT array_agg(v.platform ORDER BY v.platform) FROM item_variants v
                 WHERE v.item_id = i.id) AS platforms,
               i.version, i.updated_at, count(*) OVER ()::text AS total
          FROM items i
          JOIN item_groups g ON g.id = i.group_id
         WHERE (${group}::text IS NULL OR i.group_id = ${group})
           AND ${text}
         ORDER BY g.sort_order, i.sort_order, i.id
         LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
  );
  return {
    total: rows[0] ? Number(rows[0].total) : await countItems(db, group, text),
    items: rows.map((row) => ({
      id: row.id,
      group_id: row.group_id,
      sort_order: row.sort_order,
      name: row.name ?? row.id,
      cost: row.cost,
      trade_point_type: row.trade_point_type,
      exchange_limit: row.exchange_limit,
      reset: row.reset,
      valid_from: row.valid_from?.toISOString() ?? null,
      valid_to: row.valid_to?.toISOString() ?? null,
      platforms: row.platforms ?? [],
      version: row.version,
      updated_at: row.updated_at.toISOString(),
    })),
  };
}

// A page past the end has no row to carry the total: count apart (rare).
async function countItems(db: Queryable, group: string | null, text: Statement) {
  const { rows } = await run<{ total: string }>(
    db,
    sql`SELECT count(*)::text AS total FROM items i
         WHERE (${group}::text IS NULL OR i.group_id = ${group})
           AND ${text}`,
  );
  return Number(rows[0]!.total);
}
