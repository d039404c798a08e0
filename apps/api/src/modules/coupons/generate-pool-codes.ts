import { ERROR_CODES, type CodesAdded } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../operator-actions/audited';
import { NO_CODES, readCodeCounts } from './coupon-code-counts';
import { generateCouponCodes } from './coupon-stock';

/**
 * Adds `count` random codes to a coupon's pool for an operator; answers the counts before and
 * after for the audit log. A random code that happens to be in the pool already is skipped, so
 * `added` may fall short of `count` by the odd one (60 bits a code make that rare).
 */
export async function generatePoolCodes(
  tx: Queryable,
  couponId: string,
  request: { count: number; reason?: string | undefined },
): Promise<AuditedOutcome<CodesAdded>> {
  const exists = await run(tx, sql`SELECT 1 FROM coupons WHERE id = ${couponId}`);
  if (exists.rows.length === 0) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');
  const before = (await readCodeCounts(tx, [couponId])).get(couponId) ?? NO_CODES;
  const result = await generateCouponCodes(tx, couponId, request.count);
  const after = (await readCodeCounts(tx, [couponId])).get(couponId) ?? NO_CODES;
  return {
    result: { added: result.added, codes: after },
    audit: {
      action: 'coupon.generate_codes',
      objectType: 'coupon',
      objectId: couponId,
      before: { codes: before },
      after: { codes: after, added: result.added },
      reason: request.reason ?? null,
    },
  };
}
