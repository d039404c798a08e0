import { run, sql } from '../../db/statement';
import { enqueueJob } from '../../jobs/job';
import { drawJobs } from '../draws/draw-job';
import type { DrawSubject } from '../draws/draw-once';
import { raiseInChunks, raiseLotteryResults } from '../notifications/raise-notifications';
import { prizeDeliveryJob } from './prize-delivery-job';
import {
  DEFAULT_TICKET_NUMBERING,
  numberLotteryTickets,
  numberTickets,
  ticketNumbersJob,
  type TicketNumbering,
} from './ticket-numbers';

/**
 * How long after the entry period the list is frozen at the earliest: an entry accepted just
 * before the end may still be committing (requests time out after 16 s).
 */
export const ENTRY_GRACE_MS = 30_000;

/**
 * A lottery's draw, due at its selection time (and not before the entry period's grace): its
 * tickets numbered 1..n in their order (written at once for a small lottery, else by the job
 * `lottery-numbers` it enqueues: see ticket-numbers.ts), its prizes in order, each winner
 * recorded with the prize they won, and the delivery of in-game prizes enqueued with them, and
 * every entrant's result notified, shown from the announcement.
 * The seed becomes public with the result, at the announcement time.
 */
const lotteryDraw = (
  numbering: TicketNumbering,
): DrawSubject<
  { selection_at: Date; entry_to: Date; result_from: Date },
  { position: number; quantity: number; delivery: string }
> => ({
  type: 'lottery',
  tables: {
    subjects: 'lotteries',
    entries: 'lottery_tickets',
    draws: 'lottery_draws',
    winners: { table: 'lottery_winners', ticket: 'ticket', prizePosition: true },
    key: 'lottery_id',
    order: 'seq',
  },
  dueAt: (lottery) =>
    Math.max(lottery.selection_at.getTime(), lottery.entry_to.getTime() + ENTRY_GRACE_MS),
  waiting: 'not yet the selection time',
  async number(db, lottery, { count, winners, now }) {
    if (winners.length > 0) {
      await run(
        db,
        numberTickets(
          lottery.id,
          winners.map((w) => ({ seq: w.key, number: w.number })),
        ),
      );
    }
    if (count <= numbering.inlineMax) await run(db, numberLotteryTickets(lottery.id));
    else if (count > 0) await run(db, enqueueJob(ticketNumbersJob(lottery.id, now), now));
  },
  async prizes(db, lottery) {
    const { rows } = await run<{ position: number; quantity: number; delivery: string }>(
      db,
      sql`SELECT position, quantity, delivery FROM lottery_prizes
           WHERE lottery_id = ${lottery.id} ORDER BY position`,
    );
    return rows;
  },
  async won(db, winners, { id, prizes, now }) {
    const inGame = new Set(prizes.filter((p) => p.delivery === 'in_game').map((p) => p.position));
    for (const winner of winners.filter((w) => inGame.has(w.prizePosition))) {
      await run(db, enqueueJob(prizeDeliveryJob(id, winner.slot, now), now));
    }
  },
  async drawn(db, { row, entrants, now }) {
    const lottery = { id: row.id, resultFrom: row.result_from };
    await raiseInChunks(db, entrants, (chunk) => raiseLotteryResults(lottery, chunk, now));
  },
});

const defaultDraw = lotteryDraw(DEFAULT_TICKET_NUMBERING);

/** Where a lottery's draw reads its tickets and records the draw made. */
export const LOTTERY_DRAW_TABLES = defaultDraw.tables;

/** Enqueues the draw at the selection time, or moves it there if it has not run. */
export const scheduleDraw = drawJobs(defaultDraw).schedule;

/** The draw job of every lottery, numbering the tickets as `numbering` says. */
export const lotteryDrawHandler = (numbering: TicketNumbering = DEFAULT_TICKET_NUMBERING) =>
  drawJobs(lotteryDraw(numbering)).handler();
