import type { PreRegistrationData } from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { Festival } from './festival-catalogue';
import { festivalRefusal, preRegistrationRefusal } from './festival-eligibility';

const closed = () => festivalRefusal('pre_registration_closed');

/**
 * Pre-registers a player for the visitor draw, only inside the advance-registration period and
 * once: the primary key (festival, player) makes a second row impossible, and asking again
 * answers the first pre-registration (so a retried request is harmless with or without a key).
 *
 * The period is read from the festival's row under a share lock, and a pre-registration is
 * refused once the visitors are drawn: the draw takes the row's update lock, so a pre-registration
 * either commits before the draw (and takes part) or is refused after it, never left out unseen.
 */
export async function preRegister(
  db: Database,
  request: { festival: Festival; userId: string; now: Date },
): Promise<PreRegistrationData> {
  const { festival, userId, now } = request;
  const createdAt = await db.transaction(async (tx) => {
    const before = await run<{ created_at: Date }>(
      tx,
      sql`SELECT created_at FROM festival_preregistrations
           WHERE festival_id = ${festival.id} AND user_id = ${userId}`,
    );
    if (before.rows[0]) return before.rows[0].created_at;
    const { rows } = await run<{ opens: Date; closes: Date }>(
      tx,
      sql`SELECT f.pre_registration_from AS opens, f.pre_registration_to AS closes
            FROM festivals f WHERE f.id = ${festival.id} FOR SHARE OF f`,
    );
    const period = rows[0];
    if (!period) throw closed();
    // The festival's rules on the row as it is now (an operator may have moved the period).
    const refusal = preRegistrationRefusal(
      { ...festival, preRegistrationFrom: period.opens, preRegistrationTo: period.closes },
      now,
    );
    if (refusal) throw refusal;
    // A statement of its own, so its snapshot is taken once the share lock is held: a draw that
    // committed while this waited for the lock is seen here (the one above would not see it).
    const inserted = await run<{ created_at: Date }>(
      tx,
      sql`INSERT INTO festival_preregistrations (festival_id, user_id, created_at)
          SELECT ${festival.id}, ${userId}, ${now}
           WHERE NOT EXISTS (SELECT 1 FROM festival_draws d WHERE d.festival_id = ${festival.id})
          ON CONFLICT (festival_id, user_id) DO UPDATE SET created_at = festival_preregistrations.created_at
          RETURNING created_at`,
    );
    if (!inserted.rows[0]) throw closed();
    return inserted.rows[0].created_at;
  });
  return { festival_id: festival.id, pre_registered_at: createdAt.toISOString() };
}
