import type { Language, NotificationKind, NotificationView } from '@points/contracts';
import type { Database } from '../../db/database';
import { fromJsonRows, jsonRows, run, sql, type Statement } from '../../db/statement';
import type { HistoryRegistry } from '../points/history-registry';
import type { Fresh } from '../users/player-facts';
import { notificationTexts, subjectOf, type NotificationTexts } from './notification-texts';

/** How many of the player's notifications shown by `now` are unread (the partial index). */
export const unreadCountOf = (userId: string, now: Date): Statement =>
  sql`(SELECT count(*)::int FROM notifications
        WHERE user_id = ${userId} AND read_at IS NULL AND visible_from <= ${now})`;

/**
 * When the player's next notification not shown yet shows (a lottery's result at its
 * announcement), in epoch milliseconds, or null: how long a count or a list read at `now` holds.
 */
export const nextShownAt = (userId: string, now: Date): Statement =>
  sql`(SELECT (EXTRACT(EPOCH FROM min(visible_from)) * 1000)::float8 FROM notifications
        WHERE user_id = ${userId} AND visible_from > ${now})`;

interface Row {
  id: string;
  kind: NotificationKind;
  params: unknown;
  link: string;
  visible_from: string;
  read_at: string | null;
}

/**
 * Each of a player's stored notifications (`rows`) with its title and body in `language`: the
 * subjects' names from the features' resolvers, one call per kind of subject named. Used by the
 * player's list and by the console's view of a player.
 */
export async function withTexts<R extends { kind: NotificationKind; params: unknown }>(
  deps: { db: Database; history: HistoryRegistry },
  request: { userId: string; rows: readonly R[]; language: Language },
): Promise<Array<R & NotificationTexts>> {
  const { userId, rows, language } = request;
  const names = await deps.history.resolve(deps.db, {
    userId,
    references: rows.map((row) => subjectOf(row.kind, row.params)),
    language,
  });
  return rows.map((row) => ({
    ...row,
    ...notificationTexts(row.kind, row.params, language, names),
  }));
}

export interface NotificationsPage {
  notifications: NotificationView[];
  unread: number;
  total: number;
}

/**
 * A page of the player's notifications shown by `now`, newest first, in `language` (the
 * subjects' names from the features' resolvers), with the unread count and the total: one
 * statement, then one call per kind of subject named. Holds until the next one shows.
 */
export async function listNotifications(
  deps: { db: Database; history: HistoryRegistry },
  request: { userId: string; language: Language; page: number; perPage: number; now: Date },
): Promise<Fresh<NotificationsPage>> {
  const { userId, language, page, perPage, now } = request;
  const { rows } = await run<{
    rows: unknown;
    unread: number;
    total: number;
    next_at: number | null;
  }>(
    deps.db,
    sql`SELECT ${jsonRows(
      sql`SELECT id, kind, params, link, visible_from, read_at FROM notifications
           WHERE user_id = ${userId} AND visible_from <= ${now}
           ORDER BY visible_from DESC, created_at DESC, id
           LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    )} AS rows,
               ${unreadCountOf(userId, now)} AS unread,
               (SELECT count(*)::int FROM notifications
                 WHERE user_id = ${userId} AND visible_from <= ${now}) AS total,
               ${nextShownAt(userId, now)} AS next_at`,
  );
  const { unread, total, next_at } = rows[0]!;
  const listed = await withTexts(deps, {
    userId,
    rows: fromJsonRows<Row>(rows[0]!.rows),
    language,
  });
  return {
    value: {
      notifications: listed.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        created_at: new Date(row.visible_from).toISOString(),
        read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
      })),
      unread,
      total,
    },
    validUntil: next_at ?? undefined,
  };
}
