import { type ConsoleCoupon, type CouponInput } from '@points/contracts';
import type { Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { lockForEdit } from '../operator-actions/versioned-edit';
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
  const exists = await lockForEdit(tx, {
    table: 'coupons',
    id: input.id,
    version: input.version,
    noun: 'coupon',
  });
  const before = exists ? await readCoupon(tx, input.id) : null;
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
