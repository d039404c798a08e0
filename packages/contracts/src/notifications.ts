import { z } from 'zod';
import { CONTENT_LIMITS, LANGUAGES } from './constants';
import { okEnvelope, paginatedEnvelope } from './envelope';

/**
 * What a player is told about (issue 31), each raised once per player and event
 * (docs/features/notifications.md): points expiring within 7 days and again within 1 day, a
 * lottery's result (won or not) at its announcement, the festival's visitor draw (drawn or not),
 * a failed delivery refunded, a held coupon expiring within 3 days.
 */
export const NOTIFICATION_KINDS = [
  'points_expiring',
  'lottery_result',
  'festival_draw_result',
  'delivery_refunded',
  'coupon_expiring',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The most ids one `POST /notifications/read` marks. */
export const MARK_READ_MAX_IDS = 100;

export const NotificationsQuery = z.object({
  /** Language of the texts; the player's own by default. */
  lang: z.enum(LANGUAGES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(CONTENT_LIMITS.maxPerPage).default(20),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

/** One notification, its texts in the language asked for. */
export const NotificationView = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  /** The page on this site it is about (a path: `/point-history`, `/campaign-lotto-detail/…`). */
  link: z.string().startsWith('/'),
  /** When it appeared to the player: a lottery's result at its announcement, not its draw. */
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
});
export type NotificationView = z.infer<typeof NotificationView>;

/** `GET /notifications`: a page of the player's notifications, newest first. */
export const NotificationsData = z.object({
  notifications: z.array(NotificationView),
  /** How many of all the player's notifications are unread. */
  unread: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type NotificationsData = z.infer<typeof NotificationsData>;
export const NotificationsResponse = paginatedEnvelope(NotificationsData);

/** `POST /notifications/read`: these of the player's notifications, or all of them, are read. */
export const MarkNotificationsReadBody = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(MARK_READ_MAX_IDS) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;
export const MarkNotificationsReadData = z.object({ unread: z.number().int().nonnegative() });
export const MarkNotificationsReadResponse = okEnvelope(MarkNotificationsReadData);

/** `GET` and `PUT /notification-settings`: whether the player wants notifications by e-mail. */
export const NotificationSettings = z.strictObject({ email: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export const NotificationSettingsResponse = okEnvelope(NotificationSettings);
