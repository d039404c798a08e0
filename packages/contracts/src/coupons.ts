import { z } from 'zod';
import { LANGUAGES } from './constants';
import { okEnvelope, paginatedEnvelope } from './envelope';

/** Ids of coupon campaigns (coupon-measures) and coupons (coupon-measure-items). */
export const COUPON_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
const CouponIdText = z.string().regex(COUPON_ID_PATTERN);

/**
 * A coupon as one player (or a visitor) sees it, in this order of precedence:
 * `expired` (its validity has ended), `obtained` (the player holds one unused: its use comes
 * first), `not_issued` (not started yet, or no longer issued), `used` (the player used what
 * their holding limit allowed), then whether another can be got: `holding_limit_reached`,
 * `limit_reached` (the issue limit, or the codes, ran out), `not_enough_points`, `obtainable`.
 */
export const COUPON_STATES = [
  'obtainable',
  'obtained',
  'used',
  'expired',
  'limit_reached',
  'holding_limit_reached',
  'not_enough_points',
  'not_issued',
] as const;
export const CouponState = z.enum(COUPON_STATES);
export type CouponState = z.infer<typeof CouponState>;

/** Whether the player may get one more of a coupon, and if not why (SPEC.md §5). */
export const COUPON_GET_STATES = [
  'obtainable',
  'expired',
  'not_issued',
  'holding_limit_reached',
  'limit_reached',
  'not_enough_points',
] as const;
export const CouponGetState = z.enum(COUPON_GET_STATES);
export type CouponGetState = z.infer<typeof CouponGetState>;

/** A player's coupon (SPEC.md §4): obtained (unused), used, or expired unused. */
export const PLAYER_COUPON_STATUSES = ['obtained', 'used', 'expired'] as const;
export const PlayerCouponStatus = z.enum(PLAYER_COUPON_STATUSES);
export type PlayerCouponStatus = z.infer<typeof PlayerCouponStatus>;

/**
 * Why a get or a use was refused beyond the catalogue code (status_code 4049; 402 has no reason):
 * SPEC.md §8's coupon get failed, issue limit reached, holding limit reached and no longer issued;
 * for a use, already used and expired.
 */
export const COUPON_REFUSALS = [
  'coupon_get_failed',
  'issue_limit_reached',
  'holding_limit_reached',
  'not_issued',
  'already_used',
  'coupon_expired',
] as const;
export const CouponRefusal = z.enum(COUPON_REFUSALS);
export type CouponRefusal = z.infer<typeof CouponRefusal>;

const iso = z.iso.datetime();

export const CouponQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
export type CouponQuery = z.infer<typeof CouponQuery>;

/**
 * Where a coupon campaign stands by its period (its coupons' windows together): `upcoming`
 * before its first coupon starts (or while it has none), `open` from then until its last coupon
 * ends, `ended` after.
 */
export const COUPON_CAMPAIGN_PHASES = ['upcoming', 'open', 'ended'] as const;
export const CouponCampaignPhase = z.enum(COUPON_CAMPAIGN_PHASES);
export type CouponCampaignPhase = z.infer<typeof CouponCampaignPhase>;

/** A coupon campaign (SPEC's coupon-measure) in the list. */
export const CouponMeasureView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** How many coupons it holds, and the cheapest one's cost. */
  coupon_count: z.number().int().nonnegative(),
  min_cost: z.number().int().positive().nullable(),
  /** The earliest start and the latest end of its coupons. */
  valid_from: iso.nullable(),
  valid_to: iso.nullable(),
  phase: CouponCampaignPhase,
  /** Whether any of its coupons can be got now (by anyone). */
  open: z.boolean(),
  /** When its next coupon not started yet opens; null when none is to come. */
  next_open_at: iso.nullable(),
});
export type CouponMeasureView = z.infer<typeof CouponMeasureView>;

/** `GET /coupon-measure`: the coupon campaigns. */
export const CouponMeasuresData = z.object({
  coupon_measures: z.array(CouponMeasureView),
  point: z.number().int().nonnegative().nullable(),
});
export type CouponMeasuresData = z.infer<typeof CouponMeasuresData>;
export const CouponMeasuresResponse = okEnvelope(CouponMeasuresData);

/** One coupon (SPEC's coupon-measure-item) as this player sees it. */
export const CouponView = z.object({
  id: z.string(),
  coupon_measure_id: z.string(),
  name: z.string(),
  image: z.string(),
  cost: z.number().int().positive(),
  /** How many may be issued to all players together, and how many have been. */
  issue_limit: z.number().int().positive(),
  issued_count: z.number().int().nonnegative(),
  /** How many one player may get, and how many this player got (0 signed out). */
  holding_limit: z.number().int().positive(),
  held_count: z.number().int().nonnegative(),
  /** This player's unused ones, oldest first: the ids `coupon-measure-items-use-check` takes. */
  unused_coupon_ids: z.array(z.uuid()),
  valid_from: iso,
  valid_to: iso,
  terms: z.string(),
  notes: z.string(),
  state: CouponState,
  /** Whether one more can be got, and if not why (a player holding one may get another). */
  get_state: CouponGetState,
});
export type CouponView = z.infer<typeof CouponView>;

export const CouponMeasureParams = z.object({ id: CouponIdText });

/** `GET /coupon-measure/{id}/coupon-measure-item`: a campaign and its coupons. */
export const CouponMeasureItemsData = z.object({
  coupon_measure: CouponMeasureView,
  coupons: z.array(CouponView),
  point: z.number().int().nonnegative().nullable(),
});
export type CouponMeasureItemsData = z.infer<typeof CouponMeasureItemsData>;
export const CouponMeasureItemsResponse = okEnvelope(CouponMeasureItemsData);

/** Which of the player's coupons `GET /coupon-measure-items-history` lists. */
export const COUPON_HISTORY_FILTERS = ['all', 'unused', 'used'] as const;
export const CouponHistoryQuery = z.object({
  /** unused: obtained and usable; used: used or expired. */
  filter: z.enum(COUPON_HISTORY_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
  lang: z.enum(LANGUAGES).optional(),
});
export type CouponHistoryQuery = z.infer<typeof CouponHistoryQuery>;

/** One of the player's coupons. Its code is never here: it is shown once, in the use's answer. */
export const PlayerCouponView = z.object({
  id: z.uuid(),
  coupon_id: z.string(),
  coupon_measure_id: z.string(),
  name: z.string(),
  image: z.string(),
  cost: z.number().int().positive(),
  status: PlayerCouponStatus,
  obtained_at: iso,
  used_at: iso.nullable(),
  expired_at: iso.nullable(),
  valid_from: iso,
  valid_to: iso,
});
export type PlayerCouponView = z.infer<typeof PlayerCouponView>;
export const CouponHistoryData = z.object({ coupons: z.array(PlayerCouponView) });
export type CouponHistoryData = z.infer<typeof CouponHistoryData>;
export const CouponHistoryResponse = paginatedEnvelope(CouponHistoryData);

/** `POST /coupon-measure-items-check`: get one coupon (Idempotency-Key required). */
export const CouponGetBody = z.object({ coupon_measure_item_id: CouponIdText });
export type CouponGetBody = z.infer<typeof CouponGetBody>;
export const CouponGetData = z.object({
  /** The player's new coupon: the id to use it with. */
  coupon_id: z.uuid(),
  coupon_measure_item_id: z.string(),
  status: z.literal('obtained'),
  valid_to: iso,
  point: z.number().int().nonnegative(),
});
export type CouponGetData = z.infer<typeof CouponGetData>;
export const CouponGetResponse = okEnvelope(CouponGetData);

/** `POST /coupon-measure-items-use-check`: use one of the player's coupons (Idempotency-Key). */
export const CouponUseBody = z.object({ coupon_id: z.uuid() });
export type CouponUseBody = z.infer<typeof CouponUseBody>;
export const CouponUseData = z.object({
  coupon_id: z.uuid(),
  coupon_measure_item_id: z.string(),
  /** The code: in this answer (and a replay of its key) only, never again. */
  code: z.string(),
  used_at: iso,
});
export type CouponUseData = z.infer<typeof CouponUseData>;
export const CouponUseResponse = okEnvelope(CouponUseData);
