import type { FestivalSummary, FestivalView, Language } from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { inLanguage } from '../texts/localized';
import { proofSummary } from '../draws/proof-summary';
import { festivalCommitted } from './festival-commitment';
import type { Festival, FestivalCatalogue } from './festival-catalogue';
import { festivalPhase } from './festival-eligibility';

/** The festival as one player (or a visitor, `userId` null) sees it now. */
export async function viewFestival(
  db: Database,
  request: { festival: Festival; userId: string | null; language: Language; now: Date },
): Promise<FestivalView> {
  const { festival, userId, language, now } = request;
  const [count, mine, winners] = await Promise.all([
    run<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM festival_preregistrations
           WHERE festival_id = ${festival.id}`,
    ),
    userId
      ? run<{ created_at: Date; drawn: boolean }>(
          db,
          sql`SELECT p.created_at,
                     EXISTS (SELECT 1 FROM festival_drawn d
                              WHERE d.festival_id = p.festival_id AND d.user_id = p.user_id) AS drawn
                FROM festival_preregistrations p
               WHERE p.festival_id = ${festival.id} AND p.user_id = ${userId}`,
        )
      : { rows: [] },
    festival.draw
      ? run<{ number: string }>(
          db,
          sql`SELECT number::text FROM festival_drawn WHERE festival_id = ${festival.id}
               ORDER BY slot`,
        )
      : { rows: [] },
  ]);
  const texts = inLanguage(festival.texts, language) ?? { name: '', description: '', venue: '' };
  const pre = mine.rows[0];
  return {
    id: festival.id,
    name: texts.name,
    description: texts.description,
    venue: texts.venue,
    image: festival.image,
    phase: festivalPhase(festival, now),
    pre_registration_from: festival.preRegistrationFrom.toISOString(),
    pre_registration_to: festival.preRegistrationTo.toISOString(),
    draw_at: festival.drawAt.toISOString(),
    registration_to: festival.registrationTo.toISOString(),
    event_starts_at: festival.eventStartsAt.toISOString(),
    event_ends_at: festival.eventEndsAt.toISOString(),
    reward_until: festival.rewardUntil.toISOString(),
    visitor_slots: festival.visitorSlots,
    reward_points: festival.rewardPoints,
    pre_registrations: count.rows[0]!.n,
    // The visitor draw is public as soon as it is made: registration opens with it.
    proof: proofSummary({
      committed: festivalCommitted(festival),
      commitment: festival.commitment,
      made: festival.draw,
      published: festival.draw !== null,
      winningTickets: winners.rows.map((row) => Number(row.number)),
    }),
    player: userId
      ? {
          pre_registered: pre !== undefined,
          pre_registered_at: pre?.created_at.toISOString() ?? null,
          drawn: festival.draw ? (pre?.drawn ?? false) : null,
        }
      : null,
  };
}

/** The festivals whose reward is still open, soonest event first, for their cards. */
export function summarizeFestivals(
  catalogue: FestivalCatalogue,
  request: { language: Language; now: Date },
): FestivalSummary[] {
  return [...catalogue.festivalsById.values()]
    .filter((festival) => request.now < festival.rewardUntil)
    .sort((a, b) => a.eventStartsAt.getTime() - b.eventStartsAt.getTime())
    .map((festival) => {
      const texts = inLanguage(festival.texts, request.language);
      return {
        id: festival.id,
        name: texts?.name ?? '',
        venue: texts?.venue ?? '',
        image: festival.image,
        phase: festivalPhase(festival, request.now),
        pre_registration_from: festival.preRegistrationFrom.toISOString(),
        pre_registration_to: festival.preRegistrationTo.toISOString(),
        registration_to: festival.registrationTo.toISOString(),
        event_starts_at: festival.eventStartsAt.toISOString(),
        event_ends_at: festival.eventEndsAt.toISOString(),
      };
    });
}
