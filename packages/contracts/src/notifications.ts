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
/**
 * The settings as answered: the choice, and whether an address to send to is known (the
 * provider's `email` claim of a sign-in). Opted in without one, nothing is sent until the player
 * signs in again with an account that has a verified address. The API always answers
 * `address_known`; it is optional here so that a client reading only `{ email }` stays valid.
 */
export const NotificationSettingsView = z.object({
  email: z.boolean(),
  address_known: z.boolean().optional(),
});
export type NotificationSettingsView = z.infer<typeof NotificationSettingsView>;
export const NotificationSettingsResponse = okEnvelope(NotificationSettingsView);

/** The one-click unsubscribe (RFC 8058): the token of the e-mail's link, no sign-in. */
export const UnsubscribeQuery = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/),
  lang: z.enum(LANGUAGES).optional(),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;
/** RFC 8058's POST body (`List-Unsubscribe=One-Click`), with the token from the query. */
export const UnsubscribeBody = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/),
  lang: z.enum(LANGUAGES).optional(),
  'List-Unsubscribe': z.string().max(100).optional(),
});
export const UnsubscribeResponse = okEnvelope(z.object({ email: z.literal(false) }));
