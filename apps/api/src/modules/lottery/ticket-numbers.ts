import { z } from 'zod';
import type { Database } from '../../db/database';
import { run, sql, type Statement } from '../../db/statement';
import { enqueueJob, jobOf, type JobHandler, type JobKind, type NewJob } from '../../jobs/job';

/**
 * A lottery's ticket numbers, 1..n by the tickets' order key (`seq`, from one sequence shared by
 * every lottery). The draw reads the list in that order, each ticket numbered by its stored
 * number or else its position (`readTicketList`), and hashes and draws from it: the ranks are
 * final then, since no entry commits beside the draw (it holds the lottery's row) nor after the
 * entry period. Until the draw a ticket has no number, as a commit with an earlier key could
 * still shift its rank.
 *
 * The numbers are then written into `lottery_tickets.number`, each equal to its position, so the
 * list reads the same before and after: the winners' tickets in the draw's transaction (the
 * winners refer to them), and every ticket there too when the lottery has at most
 * `inlineMax` of them (tests, the demo and small lotteries read their numbers at once);
 * otherwise the job `lottery-numbers` writes them after the draw, `batchSize` at a time by `seq`,
 * each batch a statement of its own, as an UPDATE of every ticket of a big lottery in the draw's
 * transaction made its draw ten times slower (each row's index entries are rewritten).
 * A number once written never changes.
 */
export interface TicketNumbering {
  /** The most tickets a draw numbers in its own transaction. */
  inlineMax: number;
  /** Tickets numbered per statement by the job. */
  batchSize: number;
}

export const DEFAULT_TICKET_NUMBERING: TicketNumbering = { inlineMax: 20_000, batchSize: 20_000 };

/** Numbers every ticket of a lottery not numbered yet by its position; numbering again writes nothing. */
export const numberLotteryTickets = (lotteryId: string): Statement =>
  sql`UPDATE lottery_tickets t SET number = r.number
        FROM (SELECT seq, row_number() OVER (ORDER BY seq) AS number
                FROM lottery_tickets WHERE lottery_id = ${lotteryId}) r
       WHERE t.lottery_id = ${lotteryId} AND t.seq = r.seq AND t.number IS NULL`;

/** Numbers the given tickets (by `seq`) with their positions, as the draw drew them. */
export const numberTickets = (
  lotteryId: string,
  tickets: ReadonlyArray<{ seq: string; number: number }>,
): Statement =>
  sql`UPDATE lottery_tickets t SET number = w.number
        FROM unnest(${tickets.map((t) => t.seq)}::bigint[], ${tickets.map((t) => t.number)}::bigint[])
             AS w (seq, number)
       WHERE t.lottery_id = ${lotteryId} AND t.seq = w.seq AND t.number IS NULL`;

/**
 * Numbers the next `size` tickets after the order key `after`, the first of them `numbered + 1`
 * (the tickets up to `after` hold 1..numbered); answers how many there were and the last key.
 */
const numberBatch = (lotteryId: string, after: string, numbered: number, size: number) =>
  sql`WITH batch AS (
        SELECT seq, ${numbered}::bigint + row_number() OVER (ORDER BY seq) AS number
          FROM (SELECT seq FROM lottery_tickets
                 WHERE lottery_id = ${lotteryId} AND seq > ${after}::bigint
                 ORDER BY seq LIMIT ${size}) s
      ), written AS (
        UPDATE lottery_tickets t SET number = b.number FROM batch b
         WHERE t.lottery_id = ${lotteryId} AND t.seq = b.seq AND t.number IS NULL
      )
      SELECT count(*)::int AS count, max(seq)::text AS last FROM batch`;

const Payload = z.object({
  lottery_id: z.string().min(1),
  /** The order key the job goes on after ('0': from the first ticket). */
  after: z.string().regex(/^\d+$/),
  /** How many tickets come up to `after` (the next is numbered one more). */
  numbered: z.int().min(0),
});
type Payload = z.infer<typeof Payload>;

const numbering: JobKind<Payload> = { kind: 'lottery-numbers', payload: Payload };

/**
 * The job that numbers a drawn lottery's tickets from `after` on (enqueued by the draw, in its
 * transaction, from the first ticket). One id per starting point: a job enqueued twice runs once.
 */
export function ticketNumbersJob(
  lotteryId: string,
  now: Date,
  from: { after: string; numbered: number } = { after: '0', numbered: 0 },
): NewJob {
  return jobOf(numbering, {
    id: `lottery-numbers:${lotteryId}${from.after === '0' ? '' : `@${from.after}`}`,
    reference: `lottery:${lotteryId}`,
    payload: { lottery_id: lotteryId, ...from },
    runAt: now,
  });
}

/** How long one run of the job numbers before it hands the rest to the next (the lease is 30 s). */
const RUN_BUDGET_MS = 10_000;

/**
 * Numbers a drawn lottery's tickets, batch by batch in the order of their keys, each batch its
 * own statement (so its own short transaction, locking only its rows); after `RUN_BUDGET_MS` it
 * enqueues the rest as a job of its own from where it stopped. Safe to repeat and to run on two
 * nodes at once: a batch writes only numbers not written yet, each the ticket's position, so a
 * second run (after a node died, or beside another) writes nothing new.
 */
export function ticketNumbersHandler(deps: {
  db: Database;
  numbering: TicketNumbering;
  clock?: () => number;
}): JobHandler<Payload> {
  const clock = deps.clock ?? (() => performance.now());
  return {
    ...numbering,
    retry: { maxAttempts: 20, backoffMs: 5_000, maxBackoffMs: 300_000 },
    async run({ payload }, { now }) {
      const started = clock();
      const size = deps.numbering.batchSize;
      let { after, numbered } = payload;
      for (;;) {
        const { rows } = await run<{ count: number; last: string | null }>(
          deps.db,
          numberBatch(payload.lottery_id, after, numbered, size),
        );
        const batch = rows[0]!;
        if (batch.count === 0) return;
        after = batch.last!;
        numbered += batch.count;
        if (batch.count < size) return;
        if (clock() - started >= RUN_BUDGET_MS) {
          const rest = ticketNumbersJob(payload.lottery_id, now, { after, numbered });
          await run(deps.db, enqueueJob(rest, now));
          return;
        }
      }
    },
  };
}
