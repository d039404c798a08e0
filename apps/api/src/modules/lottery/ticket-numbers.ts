import { sql, type Statement } from '../../db/statement';

/**
 * Numbers a lottery's tickets 1..n by their order key (`seq`, from one sequence shared by every
 * lottery), as the draw freezes its list: the ranks are final then, since no entry commits
 * beside the draw (it holds the lottery's row) nor after the entry period. Until then a ticket has
 * no number, as a commit with an earlier key could still shift its rank. Numbering again gives
 * the same numbers and writes nothing.
 */
export const numberLotteryTickets = (lotteryId: string): Statement =>
  sql`UPDATE lottery_tickets t SET number = r.number
        FROM (SELECT seq, row_number() OVER (ORDER BY seq) AS number
                FROM lottery_tickets WHERE lottery_id = ${lotteryId}) r
       WHERE t.lottery_id = ${lotteryId} AND t.seq = r.seq
         AND t.number IS DISTINCT FROM r.number`;
