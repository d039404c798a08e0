import type { NotificationSettings } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';

/** The player's notification settings: e-mail off until they opt in. */
export async function readNotificationSettings(
  db: Queryable,
  userId: string,
): Promise<NotificationSettings> {
  const { rows } = await run<{ email_opt_in: boolean }>(
    db,
    sql`SELECT email_opt_in FROM notification_settings WHERE user_id = ${userId}`,
  );
  return { email: rows[0]?.email_opt_in ?? false };
}

/**
 * Saves the player's choice. Opting out forgets the address e-mail went to: none is kept for a
 * player who does not want e-mail. The unsubscribe token is made with the row and kept.
 */
export async function saveNotificationSettings(
  db: Queryable,
  request: { userId: string; settings: NotificationSettings; now: Date },
): Promise<NotificationSettings> {
  const { userId, settings, now } = request;
  const { rows } = await run<{ email_opt_in: boolean }>(
    db,
    sql`INSERT INTO notification_settings (user_id, email_opt_in, updated_at)
        VALUES (${userId}, ${settings.email}, ${now})
        ON CONFLICT (user_id) DO UPDATE
           SET email_opt_in = EXCLUDED.email_opt_in, updated_at = EXCLUDED.updated_at,
               email = CASE WHEN EXCLUDED.email_opt_in THEN notification_settings.email END
        RETURNING email_opt_in`,
  );
  return { email: rows[0]!.email_opt_in };
}
