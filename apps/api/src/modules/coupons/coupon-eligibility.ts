import type { CouponGetState, CouponRefusal, CouponState } from '@points/contracts';
import { ERROR_CODES } from '@points/contracts';
import { AppError } from '../../errors';
import type { Coupon } from './coupon-catalogue';
import type { CouponCounts } from './coupon-stock';

/** What the viewer holds of one coupon. */
export interface Holdings {
  /** Got in all (used, unused or expired): what the holding limit counts. */
  held: number;
  used: number;
  /** Unused and still valid, oldest first. */
  unusedIds: string[];
}

export const NO_HOLDINGS: Holdings = { held: 0, used: 0, unusedIds: [] };

/** A visitor, or a signed-in player with their balance and holdings. */
export type CouponViewer =
  { signedIn: false } | { signedIn: true; balance: number; holdings: Map<string, Holdings> };

/** Whether the coupon is in its get window and still issued. */
export function issuingState(coupon: Coupon, now: Date): 'expired' | 'not_issued' | null {
  if (now >= coupon.validTo) return 'expired';
  if (now < coupon.validFrom || !coupon.issuing) return 'not_issued';
  return null;
}

/**
 * Whether one more of the coupon can be got (SPEC.md §5): the window first, then the player's
 * holding limit, the issue limit and the codes, then the points. The spend enforces the last
 * three itself, under the account lock and the stock's reservation; this says it in advance.
 */
export function couponGetState(
  coupon: Coupon,
  viewer: CouponViewer,
  counts: CouponCounts | undefined,
  now: Date,
): CouponGetState {
  const window = issuingState(coupon, now);
  if (window) return window;
  const holdings = viewer.signedIn ? (viewer.holdings.get(coupon.id) ?? NO_HOLDINGS) : NO_HOLDINGS;
  if (holdings.held >= coupon.holdingLimit) return 'holding_limit_reached';
  if (counts && !counts.hasFree) return 'limit_reached';
  if (viewer.signedIn && viewer.balance < coupon.cost) return 'not_enough_points';
  return 'obtainable';
}

/** The coupon's state for the viewer (see `COUPON_STATES` for the order). */
export function couponState(
  coupon: Coupon,
  viewer: CouponViewer,
  getState: CouponGetState,
  now: Date,
): CouponState {
  if (now >= coupon.validTo) return 'expired';
  const holdings = viewer.signedIn ? (viewer.holdings.get(coupon.id) ?? NO_HOLDINGS) : NO_HOLDINGS;
  if (holdings.unusedIds.length > 0) return 'obtained';
  if (getState === 'not_issued') return 'not_issued';
  if (getState === 'holding_limit_reached' && holdings.used > 0) return 'used';
  return getState;
}

export function couponRefusal(reason: CouponRefusal): AppError {
  return new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });
}

/**
 * The refusal when the stock has no free code: the issue limit when the pool holds enough codes
 * for it (the limit withheld the rest), otherwise the pool ran out before it: a failed get.
 */
export function soldOutRefusal(coupon: Coupon): AppError {
  return couponRefusal(
    coupon.codeCount >= coupon.issueLimit ? 'issue_limit_reached' : 'coupon_get_failed',
  );
}
