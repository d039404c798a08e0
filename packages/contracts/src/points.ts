import { z } from 'zod';
import { LANGUAGES } from './constants';
import { okEnvelope, paginatedEnvelope } from './envelope';
import { PLAYER_COUPON_STATUSES } from './coupons';
import { EXCHANGE_STATUSES } from './items';
import { TargetCountry } from './site';

/** What moved points: every ledger entry is one of these. */
export const LEDGER_KINDS = ['credit', 'debit', 'expiry', 'refund', 'adjustment'] as const;
export const LedgerKind = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKind>;

/**
 * Why points moved, as a code the SPA renders in each language. Features add theirs here (and
 * their translations) when they start moving points.
 */
export const LEDGER_REASONS = [
  'welcome_bonus',
  'campaign_reward',
  'login_bonus',
  'item_exchange',
  'coupon_purchase',
  'lottery_entry',
  'festival_reward',
  'points_expired',
  'exchange_refund',
  'support_adjustment',
] as const;
export const LedgerReason = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof LedgerReason>;

/** Days a credit's points stay spendable unless the credit says otherwise (POINTS_EXPIRY_DAYS). */
export const DEFAULT_POINTS_EXPIRY_DAYS = 180;

/** `GET /point` (SPEC.md §7): `target_country` is accepted for compatibility; balances are global. */
export const PointQuery = z.object({ target_country: TargetCountry.optional() });
export const PointData = z.object({
  point: z.number().int().nonnegative(),
  /**
   * How many of the player's notifications are unread (`GET /notifications`), for the header:
   * read with the balance, so a page asks for both at once.
   */
  unread_notifications: z.number().int().nonnegative(),
});
export const PointResponse = okEnvelope(PointData);

export const PointHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Language of the names of what entries were for; the player's own by default. */
  lang: z.enum(LANGUAGES).optional(),
});
export type PointHistoryQuery = z.infer<typeof PointHistoryQuery>;

/**
 * The status of what points were spent on or earned with, across features: how an exchange's
 * delivery went (queued, delivered, refunded), a coupon's (obtained, used, expired). Features add theirs, with their translations.
 */
export const HISTORY_STATUSES = [...EXCHANGE_STATUSES, ...PLAYER_COUPON_STATUSES] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** What a ledger entry's reference points at (an exchange, a coupon, a lottery entry…). */
export const HistorySubject = z.object({
  /** The reference's type: `exchange`… */
  type: z.string(),
  id: z.string(),
  /** Its name in the language asked for. */
  name: z.string(),
  status: z.enum(HISTORY_STATUSES).nullable(),
  /** Its page on this site, when it has one. */
  path: z.string().nullable(),
});
export type HistorySubject = z.infer<typeof HistorySubject>;

export const PointHistoryEntry = z.object({
  id: z.number().int().positive(),
  /** Signed: positive when points arrived, negative when they left. */
  amount: z.number().int(),
  kind: LedgerKind,
  reason: z.string(),
  /** What caused it, as `type:id` (an exchange, a coupon, a campaign, a lot…), or null. */
  reference: z.string().nullable(),
  created_at: z.iso.datetime(),
  balance_after: z.number().int().nonnegative(),
  /** When the points this entry brought expire (credits, refunds, positive adjustments). */
  expires_at: z.iso.datetime().nullable(),
  /** What the points were for, as the feature that moved them names it; null when unknown. */
  subject: HistorySubject.nullable(),
});
export type PointHistoryEntry = z.infer<typeof PointHistoryEntry>;
export const PointHistoryData = z.object({ history: z.array(PointHistoryEntry) });
export const PointHistoryResponse = paginatedEnvelope(PointHistoryData);

export const ExpiringPoints = z.object({
  amount: z.number().int().positive(),
  expires_at: z.iso.datetime(),
});
export type ExpiringPoints = z.infer<typeof ExpiringPoints>;
export const PointExpiryData = z.object({ expiring: z.array(ExpiringPoints) });
export const PointExpiryResponse = okEnvelope(PointExpiryData);
