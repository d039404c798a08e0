import {
  ALREADY_EXISTS,
  CHANGED_SINCE_READ,
  ERROR_CODES,
  type ConsoleCoupon,
  type CouponInput,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../console/audit-log';
import { readCoupon } from './read-coupon';
import { saveCoupon } from './save-coupon';

/**
 * Creates a coupon (`version` null) or updates one at the version the operator read, through
 * `saveCoupon` (which frees or withholds its codes for the issue limit); answers it before and
 * after for the audit log.
 */
export async function editCoupon(
  tx: Queryable,
  input: CouponInput,
): Promise<AuditedOutcome<ConsoleCoupon>> {
  // The row lock orders two saves of one coupon: the second sees the first's version.
  const locked = await run<{ version: number }>(
    tx,
    sql`SELECT version FROM coupons WHERE id = ${input.id} FOR UPDATE`,
  );
  const current = locked.rows[0];
  if (input.version === null && current) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'a coupon with this id exists', {
      details: { reason: ALREADY_EXISTS },
    });
  }
  if (input.version !== null) {
    if (!current) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');
    if (current.version !== input.version) {
      throw new AppError(ERROR_CODES.GENERIC_ERROR, 'the coupon changed since it was read', {
        details: { reason: CHANGED_SINCE_READ },
      });
    }
  }
  const before = current ? await readCoupon(tx, input.id) : null;
  await saveCoupon(tx, {
    id: input.id,
    campaignId: input.campaign_id,
    sortOrder: input.sort_order,
    cost: input.cost,
    validFrom: new Date(input.valid_from),
    validTo: new Date(input.valid_to),
    issueLimit: input.issue_limit,
    holdingLimit: input.holding_limit,
    issuing: input.issuing,
    image: input.image,
    texts: input.texts,
  });
  const after = (await readCoupon(tx, input.id))!;
  return {
    result: after,
    audit: {
      action: before ? 'coupon.update' : 'coupon.create',
      objectType: 'coupon',
      objectId: input.id,
      before,
      after,
      reason: input.reason ?? null,
    },
  };
}
