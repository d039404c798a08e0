import type { CouponGetState, CouponRefusal, CouponState } from '@points/contracts';
import { ERROR_CODES } from '@points/contracts';
import { AppError } from '../../errors';
import type { Coupon } from './coupon-catalogue';
import type { CouponCounts } from './coupon-stock';
import { firstBlock, type Rules } from '../eligibility/rules';

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

/** What is known when deciding whether one more of a coupon can be got. */
interface CouponFacts {
  /** What the viewer holds of it; absent where the spend checks the holding limit itself. */
  holdings?: Holdings;
  /** The stock's counts; absent where the spend reserves a code itself. */
  counts?: CouponCounts;
  /** The viewer's balance; absent for a visitor, or where the spend checks it itself. */
  balance?: number;
}

type CouponBlock = Exclude<CouponGetState, 'obtainable'>;

/**
 * Whether one more of the coupon can be got (SPEC.md §5), in order: the window, the player's
 * holding limit, the issue limit and the codes, then the points. The list's states and the get's
 * refusal read this one list; the spend enforces the last three under the account lock and the
 * stock's reservation, so an action leaves them to it.
 */
const RULES: Rules<Coupon, CouponFacts, CouponBlock> = [
  { block: 'expired', fails: (coupon, _facts, now) => now >= coupon.validTo },
  {
    block: 'not_issued',
    fails: (coupon, _facts, now) => now < coupon.validFrom || !coupon.issuing,
  },
  {
    block: 'holding_limit_reached',
    needs: 'holdings',
    fails: (coupon, facts) => facts.holdings!.held >= coupon.holdingLimit,
  },
  { block: 'limit_reached', needs: 'counts', fails: (_coupon, facts) => !facts.counts!.hasFree },
  {
    block: 'not_enough_points',
    needs: 'balance',
    fails: (coupon, facts) => facts.balance! < coupon.cost,
  },
];

const holdingsOf = (coupon: Coupon, viewer: CouponViewer) =>
  viewer.signedIn ? (viewer.holdings.get(coupon.id) ?? NO_HOLDINGS) : NO_HOLDINGS;

/** Whether one more of the coupon can be got by the viewer, and if not why. */
export function couponGetState(
  coupon: Coupon,
  viewer: CouponViewer,
  counts: CouponCounts | undefined,
  now: Date,
): CouponGetState {
  const facts: CouponFacts = {
    holdings: holdingsOf(coupon, viewer),
    counts,
    balance: viewer.signedIn ? viewer.balance : undefined,
  };
  return firstBlock(RULES, coupon, facts, now) ?? 'obtainable';
}

/** Whether anyone could get one of the coupon now: in its window, issued, with a free code. */
export function isOpenToGet(coupon: Coupon, counts: CouponCounts | undefined, now: Date): boolean {
  return (
    firstBlock(RULES, coupon, { counts: counts ?? { issued: 0, hasFree: false } }, now) === null
  );
}

/** The window's refusal of a get about to happen; the spend checks the rest under its locks. */
export function getRefusal(coupon: Coupon, now: Date): CouponRefusal | null {
  return firstBlock(RULES, coupon, {}, now) === null ? null : 'not_issued';
}

/** The coupon's state for the viewer (see `COUPON_STATES` for the order). */
export function couponState(
  coupon: Coupon,
  viewer: CouponViewer,
  getState: CouponGetState,
): CouponState {
  if (getState === 'expired') return 'expired';
  const holdings = holdingsOf(coupon, viewer);
  if (holdings.unusedIds.length > 0) return 'obtained';
  if (getState === 'not_issued') return 'not_issued';
  if (getState === 'holding_limit_reached' && holdings.used > 0) return 'used';
  return getState;
}

export function couponRefusal(reason: CouponRefusal): AppError {
  return new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });
}

/**
 * Why a get found no free code: the issue limit when the pool holds enough codes for it (the
 * limit withheld the rest), otherwise the pool ran out before it: a failed get.
 */
export function soldOutReason(coupon: Coupon): 'issue_limit_reached' | 'coupon_get_failed' {
  return coupon.codeCount >= coupon.issueLimit ? 'issue_limit_reached' : 'coupon_get_failed';
}
