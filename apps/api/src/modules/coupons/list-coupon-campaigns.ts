import type { CampaignListQuery, ConsoleCampaignSummary } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run } from '../../db/statement';
import { idOrNameContains } from '../../db/text-search';
import { addCounts, readCodeCounts } from './coupon-code-counts';

/** A page of the coupon campaigns for the console, with their coupons' code counts added up. */
export async function listCouponCampaigns(
  db: Queryable,
  query: CampaignListQuery,
): Promise<{ campaigns: ConsoleCampaignSummary[]; total: number }> {
  const filter = idOrNameContains('c', query.q);
  const [page, count] = await Promise.all([
    run<{
      id: string;
      sort_order: number;
      name: string;
      updated_at: Date;
      coupon_ids: string[] | null;
    }>(db, {
      text: `SELECT c.id, c.sort_order,
                    COALESCE(c.texts -> 'en' ->> 'name', c.texts -> 'ja' ->> 'name', c.id) AS name,
                    c.updated_at,
                    (SELECT array_agg(k.id ORDER BY k.sort_order, k.id) FROM coupons k
                      WHERE k.campaign_id = c.id) AS coupon_ids
               FROM coupon_campaigns c WHERE ${filter.text}
              ORDER BY c.sort_order, c.id
              LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
      values: filter.values,
    }),
    run<{ total: string }>(db, {
      text: `SELECT count(*)::text AS total FROM coupon_campaigns c WHERE ${filter.text}`,
      values: filter.values,
    }),
  ]);
  const counts = await readCodeCounts(
    db,
    page.rows.flatMap((row) => row.coupon_ids ?? []),
  );
  return {
    total: Number(count.rows[0]!.total),
    campaigns: page.rows.map((row) => ({
      id: row.id,
      sort_order: row.sort_order,
      name: row.name,
      coupon_count: row.coupon_ids?.length ?? 0,
      codes: addCounts((row.coupon_ids ?? []).flatMap((id) => counts.get(id) ?? [])),
      updated_at: row.updated_at.toISOString(),
    })),
  };
}
