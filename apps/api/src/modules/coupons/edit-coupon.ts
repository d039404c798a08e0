import { type ConsoleCoupon, type CouponInput } from '@points/contracts';
import type { Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { editVersioned } from '../operator-actions/versioned-edit';
import { readCoupon } from './read-coupon';
import { saveCoupon } from './save-coupon';

/**
 * Creates a coupon (`version` null) or updates one at the version the operator read, through
 * `saveCoupon` (which frees or withholds its codes for the issue limit); answers it before and
 * after for the audit log.
 */
export function editCoupon(
  tx: Queryable,
  input: CouponInput,
): Promise<AuditedOutcome<ConsoleCoupon>> {
  return editVersioned(tx, 'coupons', input, {
    read: () => readCoupon(tx, input.id),
    save: () =>
      saveCoupon(tx, {
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
      }),
  });
}
