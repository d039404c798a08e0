import { z } from 'zod';
import { DATE_WINDOW, OUTSIDE_DATE_WINDOW } from '../dates';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { NotificationKind } from '../notifications';

/**
 * How a notification reached the player: `in_app` (the site's notification centre, every
 * notification) or `email` (the daily e-mail of an opted-in player). The console shows each
 * notification's channels and counts per channel, so e-mail adds rows, not fields.
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export const NotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannel>;

/**
 * Where a channel stands: `sent` (in the app: shown), `pending` (queued), `failed` (refused for
 * good), `cancelled` (an e-mail not sent because the player opted out before it went).
 */
export const NOTIFICATION_DELIVERY_STATUSES = ['sent', 'pending', 'failed', 'cancelled'] as const;

/** One channel of one notification: how it stands and when it was sent (null until it is). */
export const NotificationDelivery = z.object({
  channel: NotificationChannel,
  status: z.enum(NOTIFICATION_DELIVERY_STATUSES),
  at: z.iso.datetime().nullable(),
});
export type NotificationDelivery = z.infer<typeof NotificationDelivery>;

/**
 * `GET /players/:id/notifications`: what the player was told, newest first, its title and body
 * in the operator's language, and the channels it went through.
 */
export const PlayerNotification = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  /** When it showed to the player (a lottery's result at its announcement, not its draw). */
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
  channels: z.array(NotificationDelivery).min(1),
});
export type PlayerNotification = z.infer<typeof PlayerNotification>;
export const PlayerNotificationsResponse = paginatedEnvelope(z.array(PlayerNotification));

/** A UTC calendar day, `2026-11-28`, in the console's date window. */
export const CalendarDay = z.iso
  .date()
  .refine(
    (day) => day >= DATE_WINDOW.first.slice(0, 10) && day <= DATE_WINDOW.last.slice(0, 10),
    OUTSIDE_DATE_WINDOW,
  );

/** The days the daily counts cover: 14 unless asked, at most 92 (about a quarter). */
export const NOTIFICATION_COUNT_DAYS = { default: 14, max: 92 } as const;

/** `GET /notifications/counts?from=&to=`: UTC days, both included; the last 14 days by default. */
export const NotificationCountsQuery = z.object({
  from: CalendarDay.optional(),
  to: CalendarDay.optional(),
});
export type NotificationCountsQuery = z.infer<typeof NotificationCountsQuery>;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days a counts query covers on `today` (UTC): `to` defaults to today, `from` to 13 days
 * before `to` (or `to` to 13 days after `from` when only it is given, at most today); null when
 * `from` is after `to` or the range is longer than 92 days.
 */
export function notificationCountDays(
  query: NotificationCountsQuery,
  today: Date,
): { from: string; to: string } | null {
  const span = (NOTIFICATION_COUNT_DAYS.default - 1) * DAY_MS;
  const todayMs = Date.parse(dayOf(today.getTime()));
  const to =
    query.to ??
    (query.from ? dayOf(Math.min(Date.parse(query.from) + span, todayMs)) : dayOf(todayMs));
  const from = query.from ?? dayOf(Date.parse(to) - span);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1 || days > NOTIFICATION_COUNT_DAYS.max) return null;
  return { from, to };
}

/** How many notifications of one kind went through one channel on one UTC day (never 0). */
export const NotificationDayCount = z.object({
  day: z.iso.date(),
  kind: NotificationKind,
  channel: NotificationChannel,
  count: z.number().int().positive(),
});
export type NotificationDayCount = z.infer<typeof NotificationDayCount>;

/**
 * The counts per day, kind and channel over `from`…`to` (the days asked, or the defaults): a
 * notification counts on the day it showed, an e-mail's notifications on the day it was sent.
 * Only the days, kinds and channels with any are listed; `channels` are those counted.
 */
export const NotificationCounts = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  channels: z.array(NotificationChannel).min(1),
  counts: z.array(NotificationDayCount),
});
export type NotificationCounts = z.infer<typeof NotificationCounts>;
export const NotificationCountsResponse = okEnvelope(NotificationCounts);
