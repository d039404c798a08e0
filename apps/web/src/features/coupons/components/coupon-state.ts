import type { CouponState, CouponView } from '@points/contracts';
import type { BadgeTone } from '../../../components/state-badge';

/** A coupon on its campaign's page, with the player's balance (null: unknown) and session. */
export interface CouponOnPage {
  coupon: CouponView;
  balance: number | null;
  signedIn: boolean;
}

/** What the player can do with a coupon on its campaign's page. */
export type CouponAction =
  /** A visitor who could get it once signed in. */
  | { kind: 'sign-in' }
  | { kind: 'get' }
  /** Use the oldest unused one; `another`: one more can be got besides. */
  | { kind: 'use'; playerCouponId: string; another: boolean }
  /** Nothing: a disabled button says why, in the state's words. */
  | { kind: 'unavailable'; state: CouponState };

/** States that stop everyone, signed in or not: a visitor is not asked to log in for them. */
const CLOSED_TO_ALL = new Set<CouponState>(['expired', 'not_issued', 'limit_reached']);

/** The action a coupon's state allows (SPEC.md §4: not obtained, obtained, used, expired). */
export function couponAction(coupon: CouponView, signedIn: boolean): CouponAction {
  if (!signedIn) {
    return CLOSED_TO_ALL.has(coupon.state)
      ? { kind: 'unavailable', state: coupon.state }
      : { kind: 'sign-in' };
  }
  if (coupon.state === 'obtainable') return { kind: 'get' };
  const [oldest] = coupon.unused_coupon_ids;
  if (coupon.state === 'obtained' && oldest) {
    return { kind: 'use', playerCouponId: oldest, another: coupon.get_state === 'obtainable' };
  }
  return { kind: 'unavailable', state: coupon.state };
}

/** A coupon that is not issued only because its validity has not started yet. */
export function notStartedYet(coupon: CouponView, now = Date.now()): boolean {
  return coupon.state === 'not_issued' && Date.parse(coupon.valid_from) > now;
}

/** The colour family of a state's badge: each has its own, all with AA contrast. */
export function stateTone(state: CouponState): BadgeTone {
  switch (state) {
    case 'obtainable':
      return 'open';
    case 'obtained':
      return 'owned';
    case 'limit_reached':
    case 'holding_limit_reached':
    case 'not_enough_points':
      return 'blocked';
    default:
      return 'closed';
  }
}
