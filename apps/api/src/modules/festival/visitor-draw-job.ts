import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { drawJobs } from '../draws/draw-job';
import { drawOnce, type DrawSubject, type DrawTables } from '../draws/draw-once';

/** Where the visitor draw reads its tickets (the pre-registrations) and records the draw made. */
export const FESTIVAL_DRAW_TABLES: DrawTables = {
  subjects: 'festivals',
  entries: 'festival_preregistrations',
  draws: 'festival_draws',
  key: 'festival_id',
};

/**
 * The visitor draw among pre-registrants, with the lottery's commit-and-reveal draw: one ticket
 * per pre-registration, `visitor_slots` places of one prize, one place per player.
 */
const visitorDraw: DrawSubject<
  { draw_at: Date; pre_registration_to: Date; visitor_slots: number },
  { position: number; quantity: number }
> = {
  tables: FESTIVAL_DRAW_TABLES,
  dueAt: (festival) => Math.max(festival.draw_at.getTime(), festival.pre_registration_to.getTime()),
  prizes: async (_db, festival) => [{ position: 0, quantity: festival.visitor_slots }],
  async recordWinners(db, winners, { id }) {
    await run(
      db,
      sql`INSERT INTO festival_drawn (festival_id, slot, user_id, number, holder)
          SELECT ${id}, w.slot, w.user_id, w.number, w.holder
            FROM unnest(${winners.map((w) => w.slot)}::integer[],
                        ${winners.map((w) => w.userId)}::uuid[],
                        ${winners.map((w) => w.ticket)}::bigint[],
                        ${winners.map((w) => w.holder)}::text[])
                 AS w (slot, user_id, number, holder)`,
    );
  },
};

/**
 * Draws the visitors (`drawOnce`) in the caller's transaction. The festival's row lock, which
 * every pre-registration shares, keeps pre-registrations from committing beside it; it draws once
 * (a second call finds the draw and does nothing). Answers what it did.
 */
export const drawVisitors = (db: Queryable, festivalId: string, now: Date) =>
  drawOnce(db, visitorDraw, festivalId, now);

const visitorDraws = drawJobs({
  kind: 'festival-draw',
  type: 'festival',
  key: 'festival_id',
  waiting: 'not yet the draw time',
  draw: drawVisitors,
});

/** Enqueues the visitor draw at its time, or moves it there if it has not run. */
export const scheduleVisitorDraw = visitorDraws.schedule;

/** The scheduled visitor draw: runs in the transaction that marks the job done. */
export const visitorDrawHandler = visitorDraws.handler;
