import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { enqueueJob } from '../../jobs/job';
import { drawJobs } from '../draws/draw-job';
import { drawOnce, type DrawSubject, type DrawTables } from '../draws/draw-once';
import { prizeDeliveryJob } from './prize-delivery-job';

/**
 * How long after the entry period the list is frozen at the earliest: an entry accepted just
 * before the end may still be committing (requests time out after 16 s).
 */
export const ENTRY_GRACE_MS = 30_000;

/** Where a lottery's draw reads its tickets and records the draw made. */
export const LOTTERY_DRAW_TABLES: DrawTables = {
  subjects: 'lotteries',
  entries: 'lottery_tickets',
  draws: 'lottery_draws',
  key: 'lottery_id',
};

/**
 * A lottery's draw, due at its selection time (and not before the entry period's grace): its
 * prizes in order, the winners recorded with the prize they won, and the delivery of in-game
 * prizes enqueued with them. The seed becomes public with the result, at the announcement time.
 */
const lotteryDraw: DrawSubject<
  { selection_at: Date; entry_to: Date },
  { position: number; quantity: number; delivery: string }
> = {
  tables: LOTTERY_DRAW_TABLES,
  dueAt: (lottery) =>
    Math.max(lottery.selection_at.getTime(), lottery.entry_to.getTime() + ENTRY_GRACE_MS),
  async prizes(db, lottery) {
    const { rows } = await run<{ position: number; quantity: number; delivery: string }>(
      db,
      sql`SELECT position, quantity, delivery FROM lottery_prizes
           WHERE lottery_id = ${lottery.id} ORDER BY position`,
    );
    return rows;
  },
  async recordWinners(db, winners, { id, prizes, now }) {
    await run(
      db,
      sql`INSERT INTO lottery_winners (lottery_id, slot, prize_position, ticket, user_id, holder)
          SELECT ${id}, w.slot, w.prize_position, w.ticket, w.user_id, w.holder
            FROM unnest(${winners.map((w) => w.slot)}::integer[],
                        ${winners.map((w) => w.prizePosition)}::integer[],
                        ${winners.map((w) => w.ticket)}::bigint[],
                        ${winners.map((w) => w.userId)}::uuid[],
                        ${winners.map((w) => w.holder)}::text[])
                 AS w (slot, prize_position, ticket, user_id, holder)`,
    );
    const inGame = new Set(prizes.filter((p) => p.delivery === 'in_game').map((p) => p.position));
    for (const winner of winners.filter((w) => inGame.has(w.prizePosition))) {
      await run(db, enqueueJob(prizeDeliveryJob(id, winner.slot, now), now));
    }
  },
};

/** Draws a lottery's winners (`drawOnce`), in the caller's transaction. */
export const drawLottery = (db: Queryable, lotteryId: string, now: Date) =>
  drawOnce(db, lotteryDraw, lotteryId, now);

const lotteryDraws = drawJobs({
  kind: 'lottery-draw',
  type: 'lottery',
  key: 'lottery_id',
  waiting: 'not yet the selection time',
  draw: drawLottery,
});

/** Enqueues the draw at the selection time, or moves it there if it has not run. */
export const scheduleDraw = lotteryDraws.schedule;

/** The draw job of every lottery. */
export const lotteryDrawHandler = lotteryDraws.handler;
