import type { CouponRefusal } from '@points/contracts';
import { ApiError } from '../../../lib/api-client';

const GET_REFUSALS = new Set<CouponRefusal>([
  'coupon_get_failed',
  'issue_limit_reached',
  'holding_limit_reached',
  'not_issued',
]);
const USE_REFUSALS = new Set<CouponRefusal>(['already_used', 'coupon_expired']);

/** The message of a failed get, for the failure dialog (SPEC.md §8 other messages). */
export function failedGetMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'coupons.failure.coupon_get_failed';
  if (error.code === 402) return 'error.messages.402';
  if (error.code === 4049 && GET_REFUSALS.has(error.reason as CouponRefusal)) {
    return `coupons.failure.${error.reason}`;
  }
  return 'coupons.failure.coupon_get_failed';
}

/** The message of a failed use, for the failure dialog. */
export function failedUseMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'coupons.failure.useFailed';
  if (error.code === 4049 && USE_REFUSALS.has(error.reason as CouponRefusal)) {
    return `coupons.failure.${error.reason}`;
  }
  if (error.code === 404) return 'coupons.failure.notFound';
  return 'coupons.failure.useFailed';
}
