import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { commitmentOf, newSeed } from '../draws/draw';
import type { Festival } from './festival-catalogue';
import { scheduleVisitorDraw } from './visitor-draw-job';

/** A festival as the demo (and, later, the console) writes it. */
export type FestivalToSave = Omit<Festival, 'commitment' | 'draw'> & { published: boolean };

/**
 * Creates or updates a festival. A new one gets its secret seed for the visitor draw and
 * publishes the seed's commitment; an update keeps both. The visitor draw is scheduled at its
 * time, or moved there.
 */
export async function saveFestival(tx: Queryable, f: FestivalToSave, now: Date): Promise<void> {
  const seed = newSeed();
  await run(
    tx,
    sql`INSERT INTO festivals (id, published, pre_registration_from, pre_registration_to, draw_at,
          registration_to, event_starts_at, event_ends_at, reward_until, visitor_slots,
          reward_points, reward_expiry_days, image, texts, seed, commitment, pseudonym_salt)
        VALUES (${f.id}, ${f.published}, ${f.preRegistrationFrom}, ${f.preRegistrationTo},
          ${f.drawAt}, ${f.registrationTo}, ${f.eventStartsAt}, ${f.eventEndsAt}, ${f.rewardUntil},
          ${f.visitorSlots}, ${f.rewardPoints}, ${f.rewardExpiryDays}, ${f.image},
          ${JSON.stringify(f.texts)}, ${seed}, ${commitmentOf(seed)},
          ${randomBytes(16).toString('hex')})
        ON CONFLICT (id) DO UPDATE SET published = EXCLUDED.published,
          pre_registration_from = EXCLUDED.pre_registration_from,
          pre_registration_to = EXCLUDED.pre_registration_to, draw_at = EXCLUDED.draw_at,
          registration_to = EXCLUDED.registration_to, event_starts_at = EXCLUDED.event_starts_at,
          event_ends_at = EXCLUDED.event_ends_at, reward_until = EXCLUDED.reward_until,
          visitor_slots = EXCLUDED.visitor_slots, reward_points = EXCLUDED.reward_points,
          reward_expiry_days = EXCLUDED.reward_expiry_days, image = EXCLUDED.image,
          texts = EXCLUDED.texts, version = festivals.version + 1, updated_at = now()`,
  );
  await run(tx, scheduleVisitorDraw(f.id, f.drawAt, now));
}
