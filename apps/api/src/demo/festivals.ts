import {
  DEFAULT_CHECK_IN_MARGIN_MINUTES,
  LANGUAGES,
  type Language,
  type VisitorRegistrationBody,
} from '@points/contracts';
import type { Queryable } from '../db/database';
import { run, sql } from '../db/statement';
import {
  commitmentOf,
  seedHashOf,
  drawWinners,
  newSeed,
  ticketListHash,
  toDrawTickets,
} from '../modules/draws/draw';
import type { Festival, FestivalTexts } from '../modules/festival/festival-catalogue';
import { festivalCommitted } from '../modules/festival/festival-commitment';
import { registerCompanion, registerVisitor } from '../modules/festival/registrations';
import { saveFestival, type FestivalToSave } from '../modules/festival/save-festival';
import { drawVisitors } from '../modules/festival/visitor-draw-job';
import { findUser } from '../modules/users/user-repository';
import allTexts from './festivals-texts.json';

const TEXTS = allTexts as Record<Language, Record<string, FestivalTexts>>;
const DAY_MS = 86_400_000;

const textsOf = (id: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, TEXTS[language][id]!]));

/** 21 July (SPEC.md §9), 10:00 to 18:00 in Tokyo (01:00 to 09:00 UTC) of `year`. */
const festivalDay = (year: number) => ({
  starts: new Date(Date.UTC(year, 6, 21, 1)),
  ends: new Date(Date.UTC(year, 6, 21, 9)),
});

/** The first festival day at least `days` ahead of `now`, or the last one at least `days` ago. */
function festivalDayFrom(now: Date, days: number) {
  const year = now.getUTCFullYear();
  if (days > 0) {
    for (let y = year; ; y++) {
      const day = festivalDay(y);
      if (day.starts.getTime() - now.getTime() >= days * DAY_MS) return day;
    }
  }
  for (let y = year; ; y--) {
    const day = festivalDay(y);
    if (now.getTime() - day.ends.getTime() >= -days * DAY_MS) return day;
  }
}

const days = (from: Date, n: number) => new Date(from.getTime() + n * DAY_MS);

/**
 * The next festival's dates (`summer-festival`): pre-registration closed and visitors drawn
 * days ago, registration open until two weeks before the day, at least 60 days ahead.
 */
export function demoFestivalDates(now: Date) {
  const next = festivalDayFrom(now, 60);
  return {
    preRegistrationFrom: days(now, -30),
    preRegistrationTo: days(now, -10),
    drawAt: days(now, -9),
    registrationTo: days(next.starts, -14),
    eventStartsAt: next.starts,
    eventEndsAt: next.ends,
  };
}

const ADULT_VISIT: VisitorRegistrationBody = {
  attendee_type: 'adult',
  age_group: '18_and_older',
  attending: true,
  has_companion: false,
  no_mobile_consent: false,
  confirmed: true,
};

/** The festival as the registration code reads it (the demo writes before any catalogue). */
async function asFestival(tx: Queryable, saved: FestivalToSave): Promise<Festival> {
  const { rows } = await run<{
    seed_hash: string;
    commitment: string;
    seed: string;
    ticket_list_hash: string | null;
    ticket_count: number | null;
    drawn_at: Date | null;
  }>(
    tx,
    sql`SELECT f.seed_hash, f.commitment, f.seed, d.ticket_list_hash, d.ticket_count, d.drawn_at
          FROM festivals f LEFT JOIN festival_draws d ON d.festival_id = f.id
         WHERE f.id = ${saved.id}`,
  );
  const row = rows[0]!;
  return {
    ...saved,
    seedHash: row.seed_hash,
    commitment: row.commitment,
    draw: row.drawn_at
      ? {
          ticketListHash: row.ticket_list_hash!,
          ticketCount: row.ticket_count ?? 0,
          drawnAt: row.drawn_at,
          seed: row.seed,
        }
      : null,
  };
}

/**
 * Pre-registers `loginIds` (in order), commits a seed that draws exactly `drawn` among them (a
 * demo needs known results, so unlike a real festival its seed is picked once the list is known,
 * and its commitment follows) and runs the real draw at `drawAt`, so its published proof
 * verifies.
 */
async function preRegisterAndDraw(
  tx: Queryable,
  festival: FestivalToSave,
  userIds: Map<string, string>,
  entrants: string[],
  drawn: string[],
) {
  for (const [index, loginId] of entrants.entries()) {
    await run(
      tx,
      sql`INSERT INTO festival_preregistrations (festival_id, user_id, created_at)
          VALUES (${festival.id}, ${userIds.get(loginId)!},
                  ${days(festival.preRegistrationFrom, 1 + index)})`,
    );
  }
  const { rows } = await run<{ pseudonym_salt: string }>(
    tx,
    sql`SELECT pseudonym_salt FROM festivals WHERE id = ${festival.id}`,
  );
  const entries = await run<{ number: string; user_id: string }>(
    tx,
    // By the number, as the draw lists them (not by its text: 9 before 10).
    sql`SELECT number::text, user_id FROM festival_preregistrations
         WHERE festival_id = ${festival.id} ORDER BY festival_preregistrations.number`,
  );
  const tickets = toDrawTickets(entries.rows, rows[0]!.pseudonym_salt);
  const listHash = ticketListHash(tickets);
  const wanted = new Set(drawn.map((loginId) => userIds.get(loginId)!));
  const userOf = new Map(entries.rows.map((row) => [Number(row.number), row.user_id]));
  const prizes = [{ position: 0, quantity: festival.visitorSlots }];
  let seed = newSeed();
  const drawsWanted = (candidate: string) => {
    const winners = drawWinners({ seed: candidate, listHash, tickets, prizes });
    return (
      winners.length === wanted.size && winners.every((w) => wanted.has(userOf.get(w.ticket)!))
    );
  };
  while (!drawsWanted(seed)) seed = newSeed();
  const seedHash = seedHashOf(seed);
  const commitment = commitmentOf(festivalCommitted({ ...festival, seedHash }));
  await run(
    tx,
    sql`UPDATE festivals SET seed = ${seed}, seed_hash = ${seedHash}, commitment = ${commitment}
         WHERE id = ${festival.id}`,
  );
  await drawVisitors(tx, festival.id, festival.drawAt);
  await run(
    tx,
    sql`UPDATE jobs SET status = 'done', finished_at = ${festival.drawAt}
         WHERE id = ${`festival-draw:${festival.id}`}`,
  );
}

async function register(
  tx: Queryable,
  festival: FestivalToSave,
  loginId: string,
  userIds: Map<string, string>,
  body: Partial<VisitorRegistrationBody>,
  at: Date,
) {
  const user = (await findUser(tx, userIds.get(loginId)!))!;
  return registerVisitor(tx, {
    festival: await asFestival(tx, festival),
    user,
    body: { ...ADULT_VISIT, ...body },
    now: at,
  });
}

/**
 * Two festivals on 21 July (docs/features/festival.md lists who is where):
 * - `summer-festival`, the next one: pre-registration over, visitors drawn, registration open.
 *   player-jp and player-br were drawn, player-us pre-registered and was not; player-jp is
 *   registered as a visitor with a companion code, which player-hk can use.
 * - `spring-festival`, the last one: over. player-jp attended (checked in) and can claim the
 *   reward; player-hk came as player-jp's companion but was not checked in.
 * A festival already there is left as it is.
 */
export async function seedDemoFestivals(
  tx: Queryable,
  userIds: Map<string, string>,
  now: Date,
): Promise<void> {
  const { rows } = await run<{ id: string }>(tx, sql`SELECT id FROM festivals`);
  const existing = new Set(rows.map((row) => row.id));

  const next = demoFestivalDates(now);
  const summer: FestivalToSave = {
    id: 'summer-festival',
    published: true,
    ...next,
    rewardUntil: days(next.eventEndsAt, 30),
    visitorSlots: 2,
    rewardPoints: 500,
    rewardExpiryDays: 90,
    checkInMarginMinutes: DEFAULT_CHECK_IN_MARGIN_MINUTES,
    image: '/content/festivals/summer-festival.svg',
    texts: textsOf('summer-festival'),
  };
  if (!existing.has(summer.id)) {
    await saveFestival(tx, summer, days(now, -31));
    await preRegisterAndDraw(
      tx,
      summer,
      userIds,
      ['player-jp', 'player-us', 'player-br'],
      ['player-jp', 'player-br'],
    );
    await register(tx, summer, 'player-jp', userIds, { has_companion: true }, days(now, -8));
  }

  const last = festivalDayFrom(now, -1);
  const spring: FestivalToSave = {
    id: 'spring-festival',
    published: true,
    preRegistrationFrom: days(last.starts, -90),
    preRegistrationTo: days(last.starts, -60),
    drawAt: days(last.starts, -59),
    registrationTo: days(last.starts, -14),
    eventStartsAt: last.starts,
    eventEndsAt: last.ends,
    // The demo keeps the reward open whenever it is started.
    rewardUntil: new Date(Math.max(days(last.ends, 30).getTime(), days(now, 30).getTime())),
    visitorSlots: 10,
    rewardPoints: 300,
    rewardExpiryDays: 90,
    checkInMarginMinutes: DEFAULT_CHECK_IN_MARGIN_MINUTES,
    image: '/content/festivals/spring-festival.svg',
    texts: textsOf('spring-festival'),
  };
  if (!existing.has(spring.id)) {
    await saveFestival(tx, spring, days(spring.preRegistrationFrom, -1));
    await preRegisterAndDraw(tx, spring, userIds, ['player-jp'], ['player-jp']);
    const visitor = await register(
      tx,
      spring,
      'player-jp',
      userIds,
      { has_companion: true },
      days(spring.drawAt, 1),
    );
    const hk = (await findUser(tx, userIds.get('player-hk')!))!;
    await registerCompanion(tx, {
      festival: await asFestival(tx, spring),
      user: hk,
      body: { ...ADULT_VISIT, companion_code: visitor.companion_code! },
      now: days(spring.drawAt, 2),
    });
    await run(
      tx,
      sql`UPDATE festival_registrations
             SET checked_in_at = ${days(last.starts, 0.05)}, checked_in_by = 'op-editor'
           WHERE id = ${visitor.id}`,
    );
  }
}
