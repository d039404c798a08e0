import type { NotificationSettings, NotificationSettingsView } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';

/**
 * The player's notification settings: e-mail off until they opt in, and whether an address to
 * send to is known.
 */
export async function readNotificationSettings(
  db: Queryable,
  userId: string,
): Promise<Required<NotificationSettingsView>> {
  const { rows } = await run<{ email_opt_in: boolean; address_known: boolean }>(
    db,
    sql`SELECT email_opt_in, email IS NOT NULL AS address_known
          FROM notification_settings WHERE user_id = ${userId}`,
  );
  return { email: rows[0]?.email_opt_in ?? false, address_known: rows[0]?.address_known ?? false };
}

/**
 * Saves the player's choice. Opting in takes the address from the provider's `email` claim of
 * the sign-in behind this request (kept with the session while it lives), or keeps the one known;
 * opting out forgets it: none is kept for a player who does not want e-mail. The unsubscribe
 * token is made with the row and kept.
 */
export async function saveNotificationSettings(
  db: Queryable,
  request: { userId: string; sessionId: string; settings: NotificationSettings; now: Date },
): Promise<Required<NotificationSettingsView>> {
  const { userId, sessionId, settings, now } = request;
  const { rows } = await run<{ email_opt_in: boolean; address_known: boolean }>(
    db,
    sql`INSERT INTO notification_settings (user_id, email_opt_in, email, updated_at)
        VALUES (${userId}, ${settings.email},
                CASE WHEN ${settings.email}::boolean
                     THEN (SELECT email FROM sessions WHERE id = ${sessionId} AND user_id = ${userId}) END,
                ${now})
        ON CONFLICT (user_id) DO UPDATE
           SET email_opt_in = EXCLUDED.email_opt_in, updated_at = EXCLUDED.updated_at,
               email = CASE WHEN EXCLUDED.email_opt_in
                            THEN COALESCE(EXCLUDED.email, notification_settings.email) END
        RETURNING email_opt_in, email IS NOT NULL AS address_known`,
  );
  return { email: rows[0]!.email_opt_in, address_known: rows[0]!.address_known };
}

/**
 * At sign-in: the address the provider vouches for now (its `email` claim, unless
 * `email_verified` is false) replaces the one kept for a player who opted in; a player who did not
 * keeps none. Answers the address for the session (kept only while it lives).
 */
export async function refreshEmailAddress(
  db: Queryable,
  request: { userId: string; email: string | undefined; verified: boolean | undefined },
): Promise<string | null> {
  const address = request.email && request.verified !== false ? request.email : null;
  await run(
    db,
    sql`UPDATE notification_settings SET email = ${address}
         WHERE user_id = ${request.userId} AND email_opt_in
           AND email IS DISTINCT FROM ${address}`,
  );
  return address;
}

/**
 * The one-click unsubscribe (RFC 8058) of the token an e-mail's link carries: e-mail off and the
 * address forgotten, without signing in. The token is looked up by its SHA-256 (an index), so
 * how long the lookup takes tells nothing of the tokens kept. Answers the player's language, or
 * null for a token nobody has. Unsubscribing again changes nothing and answers the same.
 */
export async function unsubscribeByToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ language: string } | null> {
  const { rows } = await run<{ language: string }>(
    db,
    sql`UPDATE notification_settings s
           SET email_opt_in = false, email = NULL,
               updated_at = CASE WHEN s.email_opt_in OR s.email IS NOT NULL THEN ${now}
                                 ELSE s.updated_at END
          FROM users u
         WHERE sha256(decode(s.unsubscribe_token, 'hex')) = sha256(decode(${token}, 'hex'))
           AND u.id = s.user_id
        RETURNING u.language`,
  );
  return rows[0] ?? null;
}

/** The language of the player whose token it is (the unsubscribe page's), or null. */
export async function tokenHolder(
  db: Queryable,
  token: string,
): Promise<{ language: string; subscribed: boolean } | null> {
  const { rows } = await run<{ language: string; subscribed: boolean }>(
    db,
    sql`SELECT u.language, s.email_opt_in AS subscribed
          FROM notification_settings s JOIN users u ON u.id = s.user_id
         WHERE sha256(decode(s.unsubscribe_token, 'hex')) = sha256(decode(${token}, 'hex'))`,
  );
  return rows[0] ?? null;
}
