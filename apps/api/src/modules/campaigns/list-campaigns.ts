import type { EarningCampaignListQuery, EarningCampaignSummary } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { idOrNameContains } from '../../db/text-search';
import { countsOf, readEarningCounts } from './read-campaign';

/** A page of the campaigns for the console (drafts included), with what players earned. */
export async function listCampaigns(
  db: Queryable,
  query: EarningCampaignListQuery,
): Promise<{ campaigns: EarningCampaignSummary[]; total: number }> {
  const kind = query.kind ?? null;
  const filter = sql`${idOrNameContains('c', query.q)}
                     AND (${kind}::text IS NULL OR c.kind = ${kind})`;
  const [page, count] = await Promise.all([
    run<{
      id: string;
      kind: EarningCampaignSummary['kind'];
      name: string;
      published: boolean;
      starts_at: Date;
      ends_at: Date;
      reward_points: number;
      updated_at: Date;
    }>(db, {
      text: `SELECT c.id, c.kind,
                    COALESCE(c.texts -> 'en' ->> 'name', c.texts -> 'ja' ->> 'name', c.id) AS name,
                    c.published, c.starts_at, c.ends_at, c.reward_points, c.updated_at
               FROM campaigns c WHERE ${filter.text}
              ORDER BY c.sort_order, c.id
              LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
      values: filter.values,
    }),
    run<{ total: string }>(db, {
      text: `SELECT count(*)::text AS total FROM campaigns c WHERE ${filter.text}`,
      values: filter.values,
    }),
  ]);
  const counts = await readEarningCounts(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    total: Number(count.rows[0]!.total),
    campaigns: page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      published: row.published,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      reward_points: row.reward_points,
      counts: countsOf(counts, row.id),
      updated_at: row.updated_at.toISOString(),
    })),
  };
}
