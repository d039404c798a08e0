import type { ConsoleLotterySummary, LotteryListQuery } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { idOrNameContains } from '../../db/text-search';
import { readEntryCounts } from './read-lottery';

/** A page of the lotteries for the console, with their entries and whether they are drawn. */
export async function listLotteries(
  db: Queryable,
  query: LotteryListQuery,
): Promise<{ lotteries: ConsoleLotterySummary[]; total: number }> {
  const filter = idOrNameContains('l', query.q);
  const [page, count] = await Promise.all([
    run<{
      id: string;
      campaign_id: string;
      name: string;
      points_per_entry: number;
      entry_from: Date;
      entry_to: Date;
      selection_at: Date;
      drawn: boolean;
    }>(
      db,
      sql`SELECT l.id, l.campaign_id,
                 COALESCE(l.texts -> 'en' ->> 'name', l.texts -> 'ja' ->> 'name', l.id) AS name,
                 l.points_per_entry, l.entry_from, l.entry_to, l.selection_at,
                 EXISTS (SELECT 1 FROM lottery_draws d WHERE d.lottery_id = l.id) AS drawn
            FROM lotteries l WHERE ${filter}
           ORDER BY l.entry_from DESC, l.id
           LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
    ),
    run<{ total: string }>(
      db,
      sql`SELECT count(*)::text AS total FROM lotteries l WHERE ${filter}`,
    ),
  ]);
  const counts = await readEntryCounts(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    total: Number(count.rows[0]!.total),
    lotteries: page.rows.map((row) => ({
      id: row.id,
      campaign_id: row.campaign_id,
      name: row.name,
      points_per_entry: row.points_per_entry,
      entry_from: row.entry_from.toISOString(),
      entry_to: row.entry_to.toISOString(),
      selection_at: row.selection_at.toISOString(),
      total_entries: counts.get(row.id)?.entries ?? 0,
      players: counts.get(row.id)?.players ?? 0,
      drawn: row.drawn,
    })),
  };
}
