import { randomBytes } from 'node:crypto';
import { COMMITMENT_FIXED, ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import { commitmentOf, newSeed, seedHashOf } from '../draws/draw';
import { festivalCommitted } from './festival-commitment';
import type { Festival } from './festival-catalogue';
import { scheduleVisitorDraw } from './visitor-draw-job';

/** A festival as the demo and the console write it. */
export type FestivalToSave = Omit<Festival, 'seedHash' | 'commitment' | 'draw'> & {
  published: boolean;
};

/** The committed fields an update would change, in the form's order. */
function changedCommitted(
  before: { pre_registration_from: Date; pre_registration_to: Date; visitor_slots: number },
  after: FestivalToSave,
): 'pre_registration_from' | 'pre_registration_to' | 'visitor_slots' | undefined {
  if (before.pre_registration_from.getTime() !== after.preRegistrationFrom.getTime()) {
    return 'pre_registration_from';
  }
  if (before.pre_registration_to.getTime() !== after.preRegistrationTo.getTime()) {
    return 'pre_registration_to';
  }
  if (before.visitor_slots !== after.visitorSlots) return 'visitor_slots';
  return undefined;
}

/**
 * Creates or updates a festival. A new one gets its secret seed for the visitor draw; the
 * commitment binds the seed's hash, the festival, the visitor places and the pre-registration
 * period (`festivalCommitted`) and is published with it. Until pre-registration opens an update
 * may change them and publishes the new commitment (same seed); from then on they are final
 * (4049 `commitment_fixed`, with the field). The visitor draw is scheduled at its time, or moved
 * there.
 */
export async function saveFestival(tx: Queryable, f: FestivalToSave, now: Date): Promise<void> {
  const current = await run<{
    seed: string;
    pre_registration_from: Date;
    pre_registration_to: Date;
    visitor_slots: number;
  }>(
    tx,
    sql`SELECT seed, pre_registration_from, pre_registration_to, visitor_slots
          FROM festivals WHERE id = ${f.id} FOR UPDATE`,
  );
  const before = current.rows[0];
  if (before && now >= before.pre_registration_from) {
    const field = changedCommitted(before, f);
    if (field) {
      throw new AppError(
        ERROR_CODES.GENERIC_ERROR,
        `pre-registration is open: ${field} is committed`,
        { details: { reason: COMMITMENT_FIXED, field } },
      );
    }
  }
  const seed = before?.seed ?? newSeed();
  const seedHash = seedHashOf(seed);
  // Milliseconds, as the commitment writes them: what is stored is what was committed.
  const preRegistrationFrom = new Date(f.preRegistrationFrom.getTime());
  const preRegistrationTo = new Date(f.preRegistrationTo.getTime());
  const commitment = commitmentOf(
    festivalCommitted({
      id: f.id,
      seedHash,
      visitorSlots: f.visitorSlots,
      preRegistrationFrom,
      preRegistrationTo,
    }),
  );
  await run(
    tx,
    sql`INSERT INTO festivals (id, published, pre_registration_from, pre_registration_to, draw_at,
          registration_to, event_starts_at, event_ends_at, reward_until, visitor_slots,
          reward_points, reward_expiry_days, check_in_margin_minutes, image, texts, seed,
          seed_hash, commitment, pseudonym_salt)
        VALUES (${f.id}, ${f.published}, ${preRegistrationFrom}, ${preRegistrationTo},
          ${f.drawAt}, ${f.registrationTo}, ${f.eventStartsAt}, ${f.eventEndsAt}, ${f.rewardUntil},
          ${f.visitorSlots}, ${f.rewardPoints}, ${f.rewardExpiryDays}, ${f.checkInMarginMinutes},
          ${f.image}, ${JSON.stringify(f.texts)}, ${seed}, ${seedHash}, ${commitment},
          ${randomBytes(16).toString('hex')})
        ON CONFLICT (id) DO UPDATE SET published = EXCLUDED.published,
          pre_registration_from = EXCLUDED.pre_registration_from,
          pre_registration_to = EXCLUDED.pre_registration_to, draw_at = EXCLUDED.draw_at,
          registration_to = EXCLUDED.registration_to, event_starts_at = EXCLUDED.event_starts_at,
          event_ends_at = EXCLUDED.event_ends_at, reward_until = EXCLUDED.reward_until,
          visitor_slots = EXCLUDED.visitor_slots, reward_points = EXCLUDED.reward_points,
          reward_expiry_days = EXCLUDED.reward_expiry_days,
          check_in_margin_minutes = EXCLUDED.check_in_margin_minutes, image = EXCLUDED.image,
          texts = EXCLUDED.texts, commitment = EXCLUDED.commitment,
          version = festivals.version + 1, updated_at = now()`,
  );
  await run(tx, scheduleVisitorDraw(f.id, f.drawAt, now));
}
