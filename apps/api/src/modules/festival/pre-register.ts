import type { PreRegistrationData } from '@points/contracts';
import { ERROR_CODES } from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { Festival } from './festival-catalogue';

/**
 * Pre-registers a player for the visitor draw, only inside the advance-registration period and
 * once: the primary key (festival, player) makes a second row impossible, and asking again
 * answers the first pre-registration (so a retried request is harmless with or without a key).
 */
export async function preRegister(
  db: Database,
  request: { festival: Festival; userId: string; now: Date },
): Promise<PreRegistrationData> {
  const { festival, userId, now } = request;
  const existing = async () =>
    (
      await run<{ created_at: Date }>(
        db,
        sql`SELECT created_at FROM festival_preregistrations
             WHERE festival_id = ${festival.id} AND user_id = ${userId}`,
      )
    ).rows[0];
  const open = now >= festival.preRegistrationFrom && now < festival.preRegistrationTo;
  if (!open) {
    const before = await existing();
    if (before)
      return { festival_id: festival.id, pre_registered_at: before.created_at.toISOString() };
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'pre-registration is closed', {
      details: { reason: 'pre_registration_closed' },
    });
  }
  await run(
    db,
    sql`INSERT INTO festival_preregistrations (festival_id, user_id, created_at)
        VALUES (${festival.id}, ${userId}, ${now})
        ON CONFLICT (festival_id, user_id) DO NOTHING`,
  );
  const row = (await existing())!;
  return { festival_id: festival.id, pre_registered_at: row.created_at.toISOString() };
}
