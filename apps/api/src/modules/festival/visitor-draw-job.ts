import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { z } from 'zod';
import {
  jobOf,
  RetryJobLater,
  scheduleOnce,
  type JobHandler,
  type JobKind,
  type NewJob,
} from '../../jobs/job';
import { drawWinners, ticketListHash, toDrawTickets } from '../draws/draw';

export const FESTIVAL_DRAW = 'festival-draw';

const visitorDraw: JobKind<{ festival_id: string }> = {
  kind: FESTIVAL_DRAW,
  payload: z.object({ festival_id: z.string().min(1) }),
};

const visitorDrawJob = (festivalId: string, drawAt: Date): NewJob =>
  jobOf(visitorDraw, {
    id: `${FESTIVAL_DRAW}:${festivalId}`,
    reference: `festival:${festivalId}`,
    payload: { festival_id: festivalId },
    runAt: drawAt,
  });

/** Enqueues the visitor draw at its time, or moves it there if it has not run. */
export const scheduleVisitorDraw = (festivalId: string, drawAt: Date, now: Date) =>
  scheduleOnce(visitorDrawJob(festivalId, drawAt), now);

/**
 * The visitor draw among pre-registrants, with the lottery's commit-and-reveal draw: one ticket
 * per pre-registration, `visitor_slots` places of one prize, one place per player. It holds the
 * festival's row lock, which every pre-registration shares, so no pre-registration commits beside
 * it; it draws once (a second call finds the draw and does nothing). Returns whether it drew.
 */
export async function drawVisitors(
  db: Queryable,
  festivalId: string,
  now: Date,
): Promise<'drawn' | 'already_drawn' | 'not_yet' | 'missing'> {
  const { rows } = await run<{
    seed: string;
    pseudonym_salt: string;
    draw_at: Date;
    pre_registration_to: Date;
    visitor_slots: number;
    drawn: boolean;
  }>(
    db,
    sql`SELECT f.seed, f.pseudonym_salt, f.draw_at, f.pre_registration_to, f.visitor_slots,
               EXISTS (SELECT 1 FROM festival_draws d WHERE d.festival_id = f.id) AS drawn
          FROM festivals f WHERE f.id = ${festivalId} FOR UPDATE`,
  );
  const festival = rows[0];
  if (!festival) return 'missing';
  if (festival.drawn) return 'already_drawn';
  const due = Math.max(festival.draw_at.getTime(), festival.pre_registration_to.getTime());
  if (now.getTime() < due) return 'not_yet';
  const entries = await run<{ number: string; user_id: string }>(
    db,
    sql`SELECT number::text, user_id FROM festival_preregistrations
         WHERE festival_id = ${festivalId} ORDER BY number`,
  );
  const tickets = toDrawTickets(entries.rows, festival.pseudonym_salt);
  const listHash = ticketListHash(tickets);
  const winners = drawWinners({
    seed: festival.seed,
    listHash,
    tickets,
    prizes: [{ position: 0, quantity: festival.visitor_slots }],
  });
  const userOf = new Map(entries.rows.map((row) => [Number(row.number), row.user_id]));
  await run(
    db,
    sql`INSERT INTO festival_draws (festival_id, ticket_list_hash, ticket_count, drawn_at)
        VALUES (${festivalId}, ${listHash}, ${tickets.length}, ${now})`,
  );
  if (winners.length > 0) {
    await run(
      db,
      sql`INSERT INTO festival_drawn (festival_id, slot, user_id, number, holder)
          SELECT ${festivalId}, w.slot, w.user_id, w.number, w.holder
            FROM unnest(${winners.map((w) => w.slot)}::integer[],
                        ${winners.map((w) => userOf.get(w.ticket)!)}::uuid[],
                        ${winners.map((w) => w.ticket)}::bigint[],
                        ${winners.map((w) => w.holder)}::text[])
                 AS w (slot, user_id, number, holder)`,
    );
  }
  return 'drawn';
}

/** The scheduled visitor draw: runs in the transaction that marks the job done. */
export function visitorDrawHandler(): JobHandler<{ festival_id: string }> {
  return {
    ...visitorDraw,
    transactional: true,
    retry: { maxAttempts: 20, backoffMs: 5_000, maxBackoffMs: 300_000 },

    async run({ payload }, { tx, now }) {
      const outcome = await drawVisitors(tx!, payload.festival_id, now);
      if (outcome === 'not_yet') throw new RetryJobLater('not yet the draw time');
    },
  };
}
