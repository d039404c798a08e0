/**
 * Issue 28 §3: an entry no longer queues on a row of its lottery. Migration 0019 numbered each
 * entry's tickets from one counter row per lottery, in the entry's statement, so parallel entries
 * of one lottery waited on that row until they committed.
 *
 * - Each ticket gets an order key, `seq`, from one sequence shared by every lottery: no row to
 *   queue on, and gaps (a refused entry) are harmless. The tickets already there take keys in
 *   the order of their numbers.
 * - A ticket's number within its lottery, 1..n, is its rank by `seq`: the draw writes it in its
 *   transaction, once the list is frozen (`number` is NULL until then), so no number a player
 *   has seen ever changes. The tickets of lotteries not drawn yet lose the numbers 0019 gave
 *   them; the draw gives each the same number again, as their order is kept. A drawn lottery
 *   keeps the numbers its published list and proof bind (from the shared sequence before 0019,
 *   1..n since).
 * - The total entries are again a running total in shards (`lottery_entry_totals`, as migration
 *   0015 made it; an entry now picks its shard by its connection, see enter-lottery.ts), which
 *   parallel entries rarely share; the counters are dropped.
 */
export default /* sql */ `
CREATE SEQUENCE lottery_ticket_order;
ALTER TABLE lottery_tickets ADD COLUMN seq bigint;
UPDATE lottery_tickets t SET seq = o.seq
  FROM (SELECT lottery_id, number, row_number() OVER (ORDER BY lottery_id, number) AS seq
          FROM lottery_tickets) o
 WHERE t.lottery_id = o.lottery_id AND t.number = o.number;
SELECT setval('lottery_ticket_order', coalesce(max(seq), 0) + 1, false) FROM lottery_tickets;

-- The winners' tickets referred to the primary key; they refer to the numbers' own key now.
ALTER TABLE lottery_winners DROP CONSTRAINT lottery_winners_lottery_id_ticket_fkey;
ALTER TABLE lottery_tickets
  DROP CONSTRAINT lottery_tickets_pkey,
  ALTER COLUMN seq SET DEFAULT nextval('lottery_ticket_order'),
  ALTER COLUMN seq SET NOT NULL,
  ALTER COLUMN number DROP NOT NULL,
  ADD PRIMARY KEY (lottery_id, seq),
  ADD CONSTRAINT lottery_tickets_number_key UNIQUE (lottery_id, number);
ALTER SEQUENCE lottery_ticket_order OWNED BY lottery_tickets.seq;
ALTER TABLE lottery_winners ADD CONSTRAINT lottery_winners_lottery_id_ticket_fkey
  FOREIGN KEY (lottery_id, ticket) REFERENCES lottery_tickets (lottery_id, number);

UPDATE lottery_tickets SET number = NULL
 WHERE lottery_id NOT IN (SELECT lottery_id FROM lottery_draws);

-- A player's tickets in a lottery, in order, before and after the draw numbers them.
DROP INDEX lottery_tickets_user_idx;
CREATE INDEX lottery_tickets_user_idx ON lottery_tickets (user_id, lottery_id, seq);

CREATE TABLE lottery_entry_totals (
  lottery_id text NOT NULL REFERENCES lotteries (id),
  shard      smallint NOT NULL,
  entries    bigint NOT NULL CHECK (entries >= 0),
  PRIMARY KEY (lottery_id, shard)
);
INSERT INTO lottery_entry_totals (lottery_id, shard, entries)
SELECT lottery_id, 0, count(*) FROM lottery_tickets GROUP BY lottery_id;
DROP TABLE lottery_ticket_counters;
`;
