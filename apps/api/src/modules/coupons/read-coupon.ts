import type { ConsoleCoupon } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { CouponRow } from './coupon-catalogue';
import { NO_CODES, readCodeCounts } from './coupon-code-counts';

interface ConsoleCouponRow extends Omit<CouponRow, 'code_count'> {
  version: number;
  updated_at: Date;
}

/** A coupon as the console edits it, with its codes' counts, from the tables. */
export async function readCoupon(db: Queryable, id: string): Promise<ConsoleCoupon | null> {
  const { rows } = await run<ConsoleCouponRow>(
    db,
    sql`SELECT id, campaign_id, sort_order, cost, valid_from, valid_to, issue_limit,
               holding_limit, issuing, image, texts, version, updated_at
          FROM coupons WHERE id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  const counts = await readCodeCounts(db, [id]);
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    sort_order: row.sort_order,
    cost: row.cost,
    valid_from: row.valid_from.toISOString(),
    valid_to: row.valid_to.toISOString(),
    issue_limit: row.issue_limit,
    holding_limit: row.holding_limit,
    issuing: row.issuing,
    image: row.image,
    texts: row.texts,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
    codes: counts.get(id) ?? NO_CODES,
  };
}
