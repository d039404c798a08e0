import { drawJobs } from '../draws/draw-job';
import type { DrawSubject } from '../draws/draw-once';
import { raiseFestivalDrawResults, raiseInChunks } from '../notifications/raise-notifications';

/**
 * The visitor draw among pre-registrants, with the lottery's commit-and-reveal draw: one ticket
 * per pre-registration, `visitor_slots` places of one prize, one place per player. The festival's
 * row lock, which every pre-registration shares, keeps pre-registrations from committing beside it.
 * Every pre-registered player is told how it went; the draw is public as soon as it is made.
 */
const visitorDraw: DrawSubject<
  { draw_at: Date; pre_registration_to: Date; visitor_slots: number },
  { position: number; quantity: number }
> = {
  type: 'festival',
  tables: {
    subjects: 'festivals',
    entries: 'festival_preregistrations',
    draws: 'festival_draws',
    winners: { table: 'festival_drawn', ticket: 'number', prizePosition: false },
    key: 'festival_id',
  },
  dueAt: (festival) => Math.max(festival.draw_at.getTime(), festival.pre_registration_to.getTime()),
  waiting: 'not yet the draw time',
  prizes: async (_db, festival) => [{ position: 0, quantity: festival.visitor_slots }],
  async drawn(db, { row, entrants, now }) {
    const festival = { id: row.id, visibleFrom: now };
    await raiseInChunks(db, entrants, (chunk) => raiseFestivalDrawResults(festival, chunk, now));
  },
};

/** Where the visitor draw reads its tickets (the pre-registrations) and records the draw made. */
export const FESTIVAL_DRAW_TABLES = visitorDraw.tables;

export const {
  /** Draws the visitors in the caller's transaction (`drawOnce`); once, answering what it did. */
  draw: drawVisitors,
  /** Enqueues the visitor draw at its time, or moves it there if it has not run. */
  schedule: scheduleVisitorDraw,
  /** The scheduled visitor draw: runs in the transaction that marks the job done. */
  handler: visitorDrawHandler,
} = drawJobs(visitorDraw);
