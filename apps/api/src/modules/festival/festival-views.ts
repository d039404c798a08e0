import type { FestivalSummary, FestivalView, Language } from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { inLanguage } from '../texts/localized';
import { proofSummary } from '../draws/proof-summary';
import { festivalCommitted } from './festival-commitment';
import type { Festival, FestivalCatalogue } from './festival-catalogue';
import { festivalPhase, rewardStateOf } from './festival-eligibility';
import { rewardScope } from './reward';

interface PlayerRow {
  pre_registered_at: Date | null;
  drawn: boolean;
  role: 'visitor' | 'companion' | null;
  attending: boolean | null;
  has_companion: boolean | null;
  companion_registered: boolean;
  checked_in_at: Date | null;
}

/**
 * Where the player stands: pre-registration, drawn, and their registration if any (a companion
 * registers without pre-registering). The codes stay on the registration's own page.
 */
async function readPlayer(db: Database, festivalId: string, userId: string) {
  const { rows } = await run<PlayerRow>(
    db,
    sql`SELECT p.created_at AS pre_registered_at,
               EXISTS (SELECT 1 FROM festival_drawn d
                        WHERE d.festival_id = ${festivalId} AND d.user_id = ${userId}) AS drawn,
               r.role, r.attending, r.has_companion, r.checked_in_at,
               EXISTS (SELECT 1 FROM festival_registrations c WHERE c.companion_of = r.id)
                 AS companion_registered
          FROM (SELECT 1) AS one
          LEFT JOIN festival_preregistrations p
                 ON p.festival_id = ${festivalId} AND p.user_id = ${userId}
          LEFT JOIN festival_registrations r
                 ON r.festival_id = ${festivalId} AND r.user_id = ${userId}`,
  );
  return rows[0]!;
}

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
    userId ? readPlayer(db, festival.id, userId) : null,
    festival.draw
      ? run<{ number: string }>(
          db,
          sql`SELECT number::text FROM festival_drawn WHERE festival_id = ${festival.id}
               ORDER BY slot`,
        )
      : { rows: [] },
  ]);
  const texts = inLanguage(festival.texts, language) ?? { name: '', description: '', venue: '' };
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
    player: mine && {
      pre_registered: mine.pre_registered_at !== null,
      pre_registered_at: mine.pre_registered_at?.toISOString() ?? null,
      drawn: festival.draw ? mine.drawn : null,
      registration: mine.role
        ? {
            role: mine.role,
            attending: mine.attending!,
            has_companion: mine.has_companion!,
            companion_registered: mine.companion_registered,
            checked_in_at: mine.checked_in_at?.toISOString() ?? null,
          }
        : null,
    },
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

/**
 * The festivals whose attendance reward the player can claim now: inside the reward's period,
 * checked in and not claimed yet (the reward page's rules, read for all of them in one query).
 */
export async function claimableFestivalIds(
  db: Database,
  catalogue: FestivalCatalogue,
  request: { userId: string; now: Date },
): Promise<Set<string>> {
  const { userId, now } = request;
  const open = [...catalogue.festivalsById.values()].filter(
    (festival) => rewardStateOf(festival, {}, now) === 'claimable',
  );
  if (open.length === 0) return new Set();
  const { rows } = await run<{ festival_id: string; checked_in: boolean; claimed: boolean }>(
    db,
    sql`SELECT r.festival_id, (r.checked_in_at IS NOT NULL) AS checked_in,
               EXISTS (SELECT 1 FROM point_grants g
                        WHERE g.user_id = r.user_id AND g.scope = f.scope) AS claimed
          FROM unnest(${open.map((festival) => festival.id)}::text[],
                      ${open.map((festival) => rewardScope(festival.id))}::text[])
                 AS f (id, scope)
          JOIN festival_registrations r ON r.festival_id = f.id AND r.user_id = ${userId}`,
  );
  const facts = new Map(rows.map((row) => [row.festival_id, row]));
  return new Set(
    open
      .filter((festival) => {
        const row = facts.get(festival.id);
        return (
          row !== undefined &&
          rewardStateOf(festival, { claimed: row.claimed, checkedIn: row.checked_in }, now) ===
            'claimable'
        );
      })
      .map((festival) => festival.id),
  );
}
