import type { ConsoleCampaign } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { CouponRow } from './coupon-catalogue';
import { NO_CODES, readCodeCounts } from './coupon-code-counts';

/** A coupon campaign as the console edits it, with its coupons and their code counts. */
export async function readCouponCampaign(
  db: Queryable,
  id: string,
): Promise<ConsoleCampaign | null> {
  const { rows } = await run<{
    id: string;
    sort_order: number;
    image: string;
    texts: ConsoleCampaign['texts'];
    updated_at: Date;
  }>(
    db,
    sql`SELECT id, sort_order, image, texts, updated_at FROM coupon_campaigns WHERE id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  const coupons = await run<
    Pick<
      CouponRow,
      'id' | 'cost' | 'valid_from' | 'valid_to' | 'issue_limit' | 'holding_limit' | 'issuing'
    > & { name: string; version: number }
  >(
    db,
    sql`SELECT id, COALESCE(texts -> 'en' ->> 'name', texts -> 'ja' ->> 'name', id) AS name,
               cost, valid_from, valid_to, issue_limit, holding_limit, issuing, version
          FROM coupons WHERE campaign_id = ${id} ORDER BY sort_order, id`,
  );
  const counts = await readCodeCounts(
    db,
    coupons.rows.map((coupon) => coupon.id),
  );
  return {
    id: row.id,
    sort_order: row.sort_order,
    image: row.image,
    texts: row.texts,
    updated_at: row.updated_at.toISOString(),
    coupons: coupons.rows.map((coupon) => ({
      id: coupon.id,
      campaign_id: id,
      name: coupon.name,
      cost: coupon.cost,
      valid_from: coupon.valid_from.toISOString(),
      valid_to: coupon.valid_to.toISOString(),
      issue_limit: coupon.issue_limit,
      holding_limit: coupon.holding_limit,
      issuing: coupon.issuing,
      version: coupon.version,
      codes: counts.get(coupon.id) ?? NO_CODES,
    })),
  };
}
