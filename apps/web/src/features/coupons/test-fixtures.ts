import type {
  CouponMeasureView,
  CouponState,
  CouponView,
  PlayerCouponView,
} from '@points/contracts';

/** Test data for the coupon pages' unit tests (the fake API is `test/fake-api.ts`). */

export const campaign = (change: Partial<CouponMeasureView> = {}): CouponMeasureView => ({
  id: 'summer-cup',
  name: 'Summer Cup coupons',
  description: 'Discounts for the summer cup.',
  image: '/content/coupons/summer.svg',
  coupon_count: 2,
  min_cost: 300,
  valid_from: '2026-07-01T00:00:00.000Z',
  valid_to: '2026-08-31T23:59:59.000Z',
  phase: 'open',
  open: true,
  next_open_at: null,
  ...change,
});

export const PLAYER_COUPON_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

export const coupon = (state: CouponState, change: Partial<CouponView> = {}): CouponView => ({
  id: 'kit-discount',
  coupon_measure_id: 'summer-cup',
  name: 'Kit discount',
  image: '/content/coupons/kit.svg',
  cost: 300,
  issue_limit: 1000,
  issued_count: 120,
  holding_limit: 2,
  held_count: state === 'obtained' ? 1 : 0,
  unused_coupon_ids: state === 'obtained' ? [PLAYER_COUPON_ID] : [],
  valid_from: '2026-07-01T00:00:00.000Z',
  valid_to: '2026-08-31T23:59:59.000Z',
  terms: 'One per order.\nNot with other offers.',
  notes: '',
  state,
  get_state:
    state === 'obtained' ? 'obtainable' : state === 'used' ? 'holding_limit_reached' : 'obtainable',
  ...change,
});

export const playerCoupon = (change: Partial<PlayerCouponView> = {}): PlayerCouponView => ({
  id: PLAYER_COUPON_ID,
  coupon_id: 'kit-discount',
  coupon_measure_id: 'summer-cup',
  name: 'Kit discount',
  image: '/content/coupons/kit.svg',
  cost: 300,
  status: 'obtained',
  obtained_at: '2026-07-02T10:00:00.000Z',
  used_at: null,
  expired_at: null,
  valid_from: '2026-07-01T00:00:00.000Z',
  valid_to: '2026-08-31T23:59:59.000Z',
  ...change,
});
