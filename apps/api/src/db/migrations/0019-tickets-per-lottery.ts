/**
 * Issue 30: a lottery's tickets are numbered 1, 2, 3… within the lottery (they came from one
 * sequence shared by every lottery, so a player with 3 entries of a lottery held #6–#8).
 *
 * - The tickets of every lottery not drawn yet are renumbered 1..n in their order. A drawn
 *   lottery keeps its numbers: its ticket list, the list's hash and the winners it gives are
 *   published in its proof, which renumbering would break.
 * - One counter row per lottery gives each entry its run of numbers, in the entry's one statement
 *   (so under any concurrency the numbers are distinct and have no gaps: a refused entry rolls
 *   its place back), and is the lottery's total entries. It replaces the running total in 16
 *   shards and the shared sequence.
 */
export default /* sql */ `
UPDATE lottery_tickets t SET number = -r.position
  FROM (SELECT lottery_id, number,
               row_number() OVER (PARTITION BY lottery_id ORDER BY number) AS position
          FROM lottery_tickets
         WHERE lottery_id NOT IN (SELECT lottery_id FROM lottery_draws)) r
 WHERE t.lottery_id = r.lottery_id AND t.number = r.number;
UPDATE lottery_tickets SET number = -number WHERE number < 0;

CREATE TABLE lottery_ticket_counters (
  lottery_id text PRIMARY KEY REFERENCES lotteries (id),
  -- The tickets given: the lottery's total entries, and the last number given (its tickets are
  -- 1..issued; a lottery drawn before this migration kept the numbers it was drawn with).
  issued     bigint NOT NULL CHECK (issued >= 0)
);
INSERT INTO lottery_ticket_counters (lottery_id, issued)
SELECT lottery_id, count(*) FROM lottery_tickets GROUP BY lottery_id;
DROP TABLE lottery_entry_totals;

ALTER TABLE lottery_tickets ALTER COLUMN number DROP DEFAULT,
  ADD CONSTRAINT lottery_tickets_number_check CHECK (number >= 1);
DROP SEQUENCE lottery_ticket_numbers;
`;
