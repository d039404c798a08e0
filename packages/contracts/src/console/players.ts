import { z } from 'zod';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { GameAppLink } from '../identity';
import { EXCHANGE_STATUSES } from '../items';
import { PLAYER_COUPON_STATUSES } from '../coupons';
import { PointHistoryEntry } from '../points';
import { ConsolePageQuery, OperatorReason } from './paging';

/** The console's own languages: names of items and coupons are shown in the operator's. */
export const ConsoleLanguage = z.enum(['en', 'ja']);
export type ConsoleLanguage = z.infer<typeof ConsoleLanguage>;

/** `GET /players?q=`: a nickname (partial, any case), a users.id or a provider subject. */
export const PlayerSearchQuery = ConsolePageQuery.extend({
  q: z.string().trim().max(200).optional(),
});
export type PlayerSearchQuery = z.infer<typeof PlayerSearchQuery>;

export const PlayerSummary = z.object({
  id: z.uuid(),
  /** The provider's subject: what the player is called at the sign-in provider. */
  subject: z.string(),
  nickname: z.string(),
  country: z.string(),
  language: z.string(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;
export const PlayerListResponse = paginatedEnvelope(z.array(PlayerSummary));

export const PlayerParams = z.object({ id: z.uuid() });

export const PlayerDetail = PlayerSummary.extend({
  game_apps: z.array(GameAppLink),
  program_consent: z.boolean(),
  point_available: z.boolean(),
  /** Spendable points now (the ledger's balance). */
  balance: z.number().int().nonnegative(),
});
export type PlayerDetail = z.infer<typeof PlayerDetail>;
export const PlayerDetailResponse = okEnvelope(PlayerDetail);

/** Pages of a player's history, exchanges and coupons, with names in the operator's language. */
export const PlayerPageQuery = ConsolePageQuery.extend({
  lang: ConsoleLanguage.default('en'),
});
export type PlayerPageQuery = z.infer<typeof PlayerPageQuery>;

/** Who adjusted the points and why, on an adjustment's history entry. */
export const AdjustmentNote = z.object({
  operator_subject: z.string(),
  operator_name: z.string(),
  reason: z.string(),
});
export type AdjustmentNote = z.infer<typeof AdjustmentNote>;

/** A ledger entry as the player's history shows it, plus the operator behind an adjustment. */
export const ConsolePointEntry = PointHistoryEntry.extend({
  adjustment: AdjustmentNote.nullable(),
});
export type ConsolePointEntry = z.infer<typeof ConsolePointEntry>;
export const PlayerHistoryResponse = paginatedEnvelope(z.array(ConsolePointEntry));

/**
 * How an exchange's delivery stands, from its exchange and its delivery job: `queued` (not tried
 * yet or on its way), `failing` (attempts failed, the job waits to try again), `failed` (the job
 * gave up without a refund), `delivered`, `refunded`.
 */
export const DELIVERY_STATES = ['queued', 'failing', 'failed', 'delivered', 'refunded'] as const;
export const DeliveryState = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof DeliveryState>;

export const PlayerExchange = z.object({
  id: z.uuid(),
  item_id: z.string(),
  item_name: z.string(),
  cost: z.number().int().positive(),
  platform: z.string(),
  content_id: z.string(),
  game_user_id: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  delivery: z.object({
    state: DeliveryState,
    attempts: z.number().int().nonnegative(),
    /** Why the last attempt failed, or why the exchange was refunded. */
    last_error: z.string().nullable(),
    /** When the job tries again (while it is pending). */
    next_attempt_at: z.string().nullable(),
  }),
  /** What an admin may do now: retry the delivery, refund the exchange. */
  can_retry: z.boolean(),
  can_refund: z.boolean(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PlayerExchange = z.infer<typeof PlayerExchange>;
export const PlayerExchangesResponse = paginatedEnvelope(z.array(PlayerExchange));
export const PlayerExchangeResponse = okEnvelope(PlayerExchange);

/** A coupon the player got, without its code: the console never sees a code. */
export const PlayerCouponRow = z.object({
  id: z.uuid(),
  coupon_id: z.string(),
  name: z.string(),
  cost: z.number().int().positive(),
  status: z.enum(PLAYER_COUPON_STATUSES),
  obtained_at: z.string(),
  used_at: z.string().nullable(),
  expired_at: z.string().nullable(),
});
export type PlayerCouponRow = z.infer<typeof PlayerCouponRow>;
export const PlayerCouponsResponse = paginatedEnvelope(z.array(PlayerCouponRow));

/** Largest single adjustment, so a slip of the keyboard cannot mint a fortune. */
export const MAX_ADJUSTMENT = 1_000_000;

/** `POST /players/:id/adjustments` (admin, Idempotency-Key): a credit or a debit and why. */
export const PointAdjustmentRequest = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int().min(1).max(MAX_ADJUSTMENT),
  reason: OperatorReason,
});
export type PointAdjustmentRequest = z.infer<typeof PointAdjustmentRequest>;

export const PointAdjustment = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  entry_id: z.number().int().positive(),
  /** Signed: positive for a credit, negative for a debit. */
  amount: z.number().int(),
  balance_after: z.number().int().nonnegative(),
  reason: z.string(),
  operator_subject: z.string(),
  operator_name: z.string(),
  created_at: z.string(),
});
export type PointAdjustment = z.infer<typeof PointAdjustment>;
export const PointAdjustmentResponse = okEnvelope(PointAdjustment);

export const ExchangeParams = z.object({ id: z.uuid(), exchangeId: z.uuid() });

/** `POST /players/:id/exchanges/:exchangeId/retry` and `/refund` (admin). */
export const DeliveryActionRequest = z.object({ reason: OperatorReason });
export type DeliveryActionRequest = z.infer<typeof DeliveryActionRequest>;

/** Why a retry or a refund was refused beside its code (4049). */
export const DELIVERY_ACTION_REFUSALS = [
  /** The exchange was delivered: nothing to retry or refund. */
  'already_delivered',
  /** The exchange was refunded already. */
  'already_refunded',
  /** Its delivery has not failed (it is queued and has not been tried, or is being tried). */
  'not_failed',
  /** A job runner holds the delivery right now: try again in a moment. */
  'delivery_in_progress',
  /** The platform says an attempt got through after all: retry to record the delivery. */
  'delivered_on_platform',
  /** The platform could not say whether an attempt got through: no refund until it can. */
  'delivery_state_unknown',
] as const;
export type DeliveryActionRefusal = (typeof DELIVERY_ACTION_REFUSALS)[number];
