import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { z } from 'zod';
import {
  enqueueJob,
  jobOf,
  RetryJobLater,
  scheduleOnce,
  type JobHandler,
  type JobKind,
  type NewJob,
} from '../../jobs/job';
import { drawWinners, ticketListHash, toDrawTickets, type DrawTicket } from '../draws/draw';
import { prizeDeliveryJob } from './prize-delivery-job';

export const LOTTERY_DRAW = 'lottery-draw';

/**
 * How long after the entry period the list is frozen at the earliest: an entry accepted just
 * before the end may still be committing (requests time out after 16 s).
 */
export const ENTRY_GRACE_MS = 30_000;

const lotteryDraw: JobKind<{ lottery_id: string }> = {
  kind: LOTTERY_DRAW,
  payload: z.object({ lottery_id: z.string().min(1) }),
};

/** The draw of a lottery, due at its selection time: its fixed id makes it run once. */
export function lotteryDrawJob(lotteryId: string, selectionAt: Date): NewJob {
  return jobOf(lotteryDraw, {
    id: `${LOTTERY_DRAW}:${lotteryId}`,
    reference: `lottery:${lotteryId}`,
    payload: { lottery_id: lotteryId },
    runAt: selectionAt,
  });
}

/** Enqueues the draw, or moves it to the new selection time if it has not run. */
export const scheduleDraw = (lotteryId: string, selectionAt: Date, now: Date) =>
  scheduleOnce(lotteryDrawJob(lotteryId, selectionAt), now);

/** Loads the frozen ticket list: every ticket by number, each holder by their pseudonym. */
export async function loadTicketList(
  db: Queryable,
  lotteryId: string,
  salt: string,
): Promise<DrawTicket[]> {
  const { rows } = await run<{ number: string; user_id: string }>(
    db,
    sql`SELECT number::text, user_id FROM lottery_tickets
         WHERE lottery_id = ${lotteryId} ORDER BY number`,
  );
  return toDrawTickets(rows, salt);
}

/**
 * Draws a lottery's winners at its selection time, in the transaction that marks the job done,
 * so it takes effect exactly once whichever node runs it (and not at all if that node dies
 * first): freezes the ticket list under the lottery's row lock, publishes its hash, draws with
 * the committed seed (`draw.ts`), records the winners, and enqueues the delivery of in-game
 * prizes. The seed becomes public with the result, at the announcement time.
 */
export function lotteryDrawHandler(): JobHandler<{ lottery_id: string }> {
  return {
    ...lotteryDraw,
    transactional: true,
    retry: { maxAttempts: 20, backoffMs: 5_000, maxBackoffMs: 300_000 },

    async run({ payload }, { tx, now }) {
      const db = tx!;
      const { rows } = await run<{
        seed: string;
        pseudonym_salt: string;
        selection_at: Date;
        entry_to: Date;
        drawn: boolean;
      }>(
        db,
        sql`SELECT l.seed, l.pseudonym_salt, l.selection_at, l.entry_to,
                   EXISTS (SELECT 1 FROM lottery_draws d WHERE d.lottery_id = l.id) AS drawn
              FROM lotteries l WHERE l.id = ${payload.lottery_id} FOR UPDATE`,
      );
      const lottery = rows[0];
      if (!lottery || lottery.drawn) return;
      const due = Math.max(
        lottery.selection_at.getTime(),
        lottery.entry_to.getTime() + ENTRY_GRACE_MS,
      );
      if (now.getTime() < due) throw new RetryJobLater('not yet the selection time');

      const tickets = await loadTicketList(db, payload.lottery_id, lottery.pseudonym_salt);
      const prizes = await run<{ position: number; quantity: number; delivery: string }>(
        db,
        sql`SELECT position, quantity, delivery FROM lottery_prizes
             WHERE lottery_id = ${payload.lottery_id} ORDER BY position`,
      );
      const listHash = ticketListHash(tickets);
      const winners = drawWinners({
        seed: lottery.seed,
        listHash,
        tickets,
        prizes: prizes.rows,
      });
      const userOf = new Map<string, string>();
      if (winners.length > 0) {
        const owners = await run<{ number: string; user_id: string }>(
          db,
          sql`SELECT number::text, user_id FROM lottery_tickets
               WHERE lottery_id = ${payload.lottery_id}
                 AND number = ANY(${winners.map((w) => w.ticket)}::bigint[])`,
        );
        for (const row of owners.rows) userOf.set(row.number, row.user_id);
      }
      await run(
        db,
        sql`INSERT INTO lottery_draws (lottery_id, ticket_list_hash, ticket_count, drawn_at)
            VALUES (${payload.lottery_id}, ${listHash}, ${tickets.length}, ${now})`,
      );
      if (winners.length === 0) return;
      await run(
        db,
        sql`INSERT INTO lottery_winners (lottery_id, slot, prize_position, ticket, user_id, holder)
            SELECT ${payload.lottery_id}, w.slot, w.prize_position, w.ticket, w.user_id, w.holder
              FROM unnest(${winners.map((w) => w.slot)}::integer[],
                          ${winners.map((w) => w.prizePosition)}::integer[],
                          ${winners.map((w) => w.ticket)}::bigint[],
                          ${winners.map((w) => userOf.get(String(w.ticket))!)}::uuid[],
                          ${winners.map((w) => w.holder)}::text[])
                   AS w (slot, prize_position, ticket, user_id, holder)`,
      );
      const inGame = new Set(
        prizes.rows.filter((p) => p.delivery === 'in_game').map((p) => p.position),
      );
      for (const winner of winners.filter((w) => inGame.has(w.prizePosition))) {
        await run(db, enqueueJob(prizeDeliveryJob(payload.lottery_id, winner.slot, now), now));
      }
    },
  };
}
