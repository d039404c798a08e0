import type {
  ConsoleFestival,
  ConsoleFestivalListQuery,
  ConsoleFestivalSummary,
  FestivalCounts,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { idOrNameContains } from '../../db/text-search';
import type { FestivalRow } from './festival-catalogue';
import { festivalPhase } from './festival-eligibility';

const iso = (date: Date) => date.toISOString();

const NO_ONE: FestivalCounts = {
  pre_registrations: 0,
  drawn: 0,
  visitors: 0,
  companions: 0,
  checked_in: 0,
};

/** Pre-registrations, drawn players, visitors, companions and check-ins per festival id. */
export async function readFestivalCounts(
  db: Queryable,
  ids: string[],
): Promise<Map<string, FestivalCounts>> {
  if (ids.length === 0) return new Map();
  const { rows } = await run<FestivalCounts & { id: string }>(
    db,
    sql`SELECT f.id,
               (SELECT count(*)::int FROM festival_preregistrations p
                 WHERE p.festival_id = f.id) AS pre_registrations,
               (SELECT count(*)::int FROM festival_drawn d WHERE d.festival_id = f.id) AS drawn,
               r.visitors, r.companions, r.checked_in
          FROM festivals f
          CROSS JOIN LATERAL (
            SELECT count(*) FILTER (WHERE role = 'visitor')::int AS visitors,
                   count(*) FILTER (WHERE role = 'companion')::int AS companions,
                   count(checked_in_at)::int AS checked_in
              FROM festival_registrations WHERE festival_id = f.id) r
         WHERE f.id = ANY(${ids}::text[])`,
  );
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

interface ConsoleFestivalRow extends FestivalRow {
  published: boolean;
  version: number;
  updated_at: Date;
}

const phaseOf = (row: ConsoleFestivalRow, now: Date) =>
  festivalPhase(
    {
      preRegistrationFrom: row.pre_registration_from,
      preRegistrationTo: row.pre_registration_to,
      eventStartsAt: row.event_starts_at,
      eventEndsAt: row.event_ends_at,
      draw: row.drawn_at,
    },
    now,
  );

/**
 * A festival as the console edits and watches it, drafts included: every setting, its phase at
 * `now`, the draw's commitment, the draw once made (with its seed, public from then on) and how
 * many took part.
 */
export async function readConsoleFestival(
  db: Queryable,
  id: string,
  now: Date,
): Promise<ConsoleFestival | null> {
  const { rows } = await run<ConsoleFestivalRow>(
    db,
    sql`SELECT f.id, f.published, f.pre_registration_from, f.pre_registration_to, f.draw_at,
               f.registration_to, f.event_starts_at, f.event_ends_at, f.reward_until,
               f.visitor_slots, f.reward_points, f.reward_expiry_days, f.check_in_margin_minutes,
               f.image, f.texts, f.seed_hash, f.commitment, f.version, f.updated_at,
               CASE WHEN d.festival_id IS NOT NULL THEN f.seed END AS drawn_seed,
               d.ticket_list_hash, d.ticket_count, d.drawn_at
          FROM festivals f LEFT JOIN festival_draws d ON d.festival_id = f.id
         WHERE f.id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  const counts = await readFestivalCounts(db, [id]);
  return {
    festival: {
      id: row.id,
      published: row.published,
      pre_registration_from: iso(row.pre_registration_from),
      pre_registration_to: iso(row.pre_registration_to),
      draw_at: iso(row.draw_at),
      registration_to: iso(row.registration_to),
      event_starts_at: iso(row.event_starts_at),
      event_ends_at: iso(row.event_ends_at),
      reward_until: iso(row.reward_until),
      visitor_slots: row.visitor_slots,
      reward_points: row.reward_points,
      reward_expiry_days: row.reward_expiry_days,
      check_in_margin_minutes: row.check_in_margin_minutes,
      image: row.image,
      texts: row.texts,
      version: row.version,
      updated_at: iso(row.updated_at),
    },
    phase: phaseOf(row, now),
    seed_hash: row.seed_hash,
    commitment: row.commitment,
    draw:
      row.drawn_at && row.ticket_list_hash && row.drawn_seed
        ? {
            drawn_at: iso(row.drawn_at),
            ticket_count: row.ticket_count ?? 0,
            ticket_list_hash: row.ticket_list_hash,
            seed: row.drawn_seed,
          }
        : null,
    counts: counts.get(id) ?? NO_ONE,
  };
}

/** A page of the festivals for the console, drafts included, latest event first. */
export async function listConsoleFestivals(
  db: Queryable,
  query: ConsoleFestivalListQuery,
  now: Date,
): Promise<{ festivals: ConsoleFestivalSummary[]; total: number }> {
  const filter = idOrNameContains('f', query.q);
  const [page, count] = await Promise.all([
    run<ConsoleFestivalRow & { name: string }>(
      db,
      sql`SELECT f.id, f.published, f.pre_registration_from, f.pre_registration_to,
                 f.event_starts_at, f.event_ends_at, f.version,
                 COALESCE(f.texts -> 'en' ->> 'name', f.texts -> 'ja' ->> 'name', f.id) AS name,
                 d.drawn_at
            FROM festivals f LEFT JOIN festival_draws d ON d.festival_id = f.id
           WHERE ${filter}
           ORDER BY f.event_starts_at DESC, f.id
           LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
    ),
    run<{ total: string }>(
      db,
      sql`SELECT count(*)::text AS total FROM festivals f WHERE ${filter}`,
    ),
  ]);
  const counts = await readFestivalCounts(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    total: Number(count.rows[0]!.total),
    festivals: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      published: row.published,
      phase: phaseOf(row, now),
      pre_registration_from: iso(row.pre_registration_from),
      event_starts_at: iso(row.event_starts_at),
      event_ends_at: iso(row.event_ends_at),
      counts: counts.get(row.id) ?? NO_ONE,
      version: row.version,
    })),
  };
}
