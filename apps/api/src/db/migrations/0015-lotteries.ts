/**
 * Lotteries (issue 15): lottery campaigns hold lotteries; a lottery has prizes, tickets (one per
 * entry, numbered from one sequence), a sharded running total, and once drawn its draw (the
 * ticket list's hash) and winners. The secret seed is kept beside its public commitment and shown
 * only once the result is announced. `spend_points` now counts a spend as `p_limit_units` places
 * of its limit (entries bought together), 1 for everything before.
 */
export default /* sql */ `
CREATE TABLE lottery_campaigns (
  id         text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  sort_order integer NOT NULL DEFAULT 0,
  published  boolean NOT NULL DEFAULT false,
  image      text NOT NULL DEFAULT '',
  -- { "<language>": { "name": …, "description": … } }
  texts      jsonb NOT NULL,
  version    integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lotteries (
  id               text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  campaign_id      text NOT NULL REFERENCES lottery_campaigns (id),
  sort_order       integer NOT NULL DEFAULT 0,
  points_per_entry integer NOT NULL CHECK (points_per_entry BETWEEN 1 AND 1000000),
  entry_limit      integer NOT NULL CHECK (entry_limit BETWEEN 1 AND 1000),
  entry_from       timestamptz NOT NULL,
  entry_to         timestamptz NOT NULL,
  selection_at     timestamptz NOT NULL,
  result_from      timestamptz NOT NULL,
  result_to        timestamptz NOT NULL,
  address_deadline timestamptz NOT NULL,
  image            text NOT NULL DEFAULT '',
  -- { "<language>": { "name": …, "description": … } }
  texts            jsonb NOT NULL,
  -- The secret seed, drawn when the lottery is made, and its SHA-256, public from the start.
  seed             text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  commitment       text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  -- Makes the published pseudonyms unlinkable to accounts; never published.
  pseudonym_salt   text NOT NULL,
  version          integer NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (entry_to > entry_from),
  CHECK (selection_at >= entry_to),
  CHECK (result_from >= selection_at),
  CHECK (result_to > result_from),
  CHECK (address_deadline > result_from)
);
CREATE INDEX lotteries_campaign_idx ON lotteries (campaign_id, sort_order);

CREATE TABLE lottery_prizes (
  lottery_id text NOT NULL REFERENCES lotteries (id) ON DELETE CASCADE,
  position   integer NOT NULL CHECK (position >= 0),
  quantity   integer NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
  delivery   text NOT NULL CHECK (delivery IN ('shipped', 'in_game')),
  -- An in-game prize: the game (content id) and the item the platform delivers.
  game       text,
  game_item  text,
  image      text NOT NULL DEFAULT '',
  -- { "<language>": { "name": …, "details": … } }
  texts      jsonb NOT NULL,
  PRIMARY KEY (lottery_id, position),
  CHECK ((delivery = 'in_game') = (game IS NOT NULL AND game_item IS NOT NULL))
);

-- Ticket numbers come from one sequence: unique across lotteries, rising, no row to queue on.
CREATE SEQUENCE lottery_ticket_numbers;
CREATE TABLE lottery_tickets (
  lottery_id text NOT NULL REFERENCES lotteries (id),
  number     bigint NOT NULL DEFAULT nextval('lottery_ticket_numbers'),
  user_id    uuid NOT NULL REFERENCES users (id),
  -- The debit that paid for it.
  entry_id   bigint NOT NULL REFERENCES point_entries (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (lottery_id, number)
);
CREATE INDEX lottery_tickets_user_idx ON lottery_tickets (user_id, lottery_id, number);

-- The running total of entries, in shards so parallel entries do not queue on one row.
CREATE TABLE lottery_entry_totals (
  lottery_id text NOT NULL REFERENCES lotteries (id),
  shard      smallint NOT NULL,
  entries    bigint NOT NULL CHECK (entries >= 0),
  PRIMARY KEY (lottery_id, shard)
);

CREATE TABLE lottery_draws (
  lottery_id       text PRIMARY KEY REFERENCES lotteries (id),
  ticket_list_hash text NOT NULL CHECK (ticket_list_hash ~ '^[0-9a-f]{64}$'),
  ticket_count     integer NOT NULL CHECK (ticket_count >= 0),
  drawn_at         timestamptz NOT NULL
);

CREATE TABLE lottery_winners (
  lottery_id     text NOT NULL REFERENCES lottery_draws (lottery_id),
  slot           integer NOT NULL CHECK (slot >= 0),
  prize_position integer NOT NULL,
  ticket         bigint NOT NULL,
  user_id        uuid NOT NULL REFERENCES users (id),
  holder         text NOT NULL,
  -- pending: a shipped prize awaiting the address, or an in-game prize awaiting delivery.
  status         text NOT NULL DEFAULT 'pending'
                 CHECK (status IN ('pending', 'address_confirmed', 'shipped', 'delivered',
                                   'delivery_failed')),
  -- The address as confirmed, kept until shipped plus the retention period, then erased.
  address        jsonb,
  confirmed_at   timestamptz,
  shipped_at     timestamptz,
  delivered_at   timestamptz,
  address_erased_at timestamptz,
  PRIMARY KEY (lottery_id, slot),
  UNIQUE (lottery_id, user_id),
  FOREIGN KEY (lottery_id, prize_position) REFERENCES lottery_prizes (lottery_id, position),
  FOREIGN KEY (lottery_id, ticket) REFERENCES lottery_tickets (lottery_id, number)
);
CREATE INDEX lottery_winners_user_idx ON lottery_winners (user_id);

CREATE TABLE lottery_revision (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL
);
INSERT INTO lottery_revision VALUES (true, 1);
CREATE TRIGGER lottery_campaigns_revision AFTER INSERT OR UPDATE OR DELETE ON lottery_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');
CREATE TRIGGER lotteries_revision AFTER INSERT OR UPDATE OR DELETE ON lotteries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');
CREATE TRIGGER lottery_prizes_revision AFTER INSERT OR UPDATE OR DELETE ON lottery_prizes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');
CREATE TRIGGER lottery_draws_revision AFTER INSERT OR UPDATE OR DELETE ON lottery_draws
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');

-- As in 0008, with the limit counting p_limit_units places (entries bought together).
DROP FUNCTION spend_points(uuid, text, text, bigint, text, text, text, timestamptz, text,
                           timestamptz, integer, text, jsonb, jsonb, jsonb);
CREATE FUNCTION spend_points(p_user uuid, p_key text, p_hash text,
                             p_amount bigint, p_reason text, p_reference text, p_ledger_key text,
                             p_now timestamptz,
                             p_limit_scope text, p_limit_period timestamptz, p_limit_max integer,
                             p_stock_pool text,
                             p_answer jsonb, p_limit_refusal jsonb, p_stock_refusal jsonb,
                             p_limit_units integer)
RETURNS TABLE (outcome text, stored_body text, entry_id bigint, balance_after bigint,
               unit_id bigint, unit_value text)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_stored record;
  v_balance bigint;
  v_used integer;
  v_unit_id bigint;
  v_unit_value text;
  v_debit record;
  v_refusal jsonb;
  v_body text;
BEGIN
  -- The lock makes this player's spends happen one at a time: a key is answered once, the
  -- limit counted below cannot be outrun by a parallel request, and no point is spent twice.
  v_balance := ledger_lock(p_user);

  SELECT r.request_hash, r.response_body INTO v_stored
    FROM idempotent_requests r WHERE r.user_id = p_user AND r.key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN v_stored.request_hash = p_hash THEN 'replay' ELSE 'key_reused' END,
      v_stored.response_body, NULL::bigint, NULL::bigint, NULL::bigint, NULL::text;
    RETURN;
  END IF;

  SELECT s.settled_balance INTO v_balance FROM ledger_settle(p_user, v_balance, p_now) s;

  IF p_limit_scope IS NOT NULL THEN
    SELECT c.used INTO v_used FROM spend_counters c
     WHERE c.user_id = p_user AND c.scope = p_limit_scope AND c.period_start = p_limit_period;
    IF COALESCE(v_used, 0) + p_limit_units > p_limit_max THEN
      outcome := 'limit_reached';
      v_refusal := p_limit_refusal;
    END IF;
  END IF;

  IF v_refusal IS NULL AND p_stock_pool IS NOT NULL THEN
    SELECT r.id, r.value INTO v_unit_id, v_unit_value
      FROM stock_reserve(p_stock_pool, p_reference, p_now) r;
    IF v_unit_id IS NULL THEN
      outcome := 'sold_out';
      v_refusal := p_stock_refusal;
    END IF;
  END IF;

  IF v_refusal IS NULL AND v_balance < p_amount THEN
    -- Nothing was taken: the reserved unit goes back to the stock.
    IF v_unit_id IS NOT NULL THEN
      UPDATE stock_units SET reserved_by = NULL, reserved_at = NULL WHERE id = v_unit_id;
    END IF;
    outcome := 'insufficient';
    v_refusal := '{"status_code": 402}';
  END IF;

  IF v_refusal IS NOT NULL THEN
    v_body := v_refusal::text;
    INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
    VALUES (p_user, p_key, p_hash, (v_refusal ->> 'status_code')::integer, v_body);
    RETURN QUERY SELECT outcome, v_body, NULL::bigint, v_balance, NULL::bigint, NULL::text;
    RETURN;
  END IF;

  SELECT * INTO v_debit FROM ledger_consume(p_user, 'debit', p_amount, p_reason, p_reference,
                                            p_ledger_key, p_now, v_balance);
  IF v_debit.outcome <> 'spent' THEN
    -- The ledger already holds an entry under this key: the key was answered once and its
    -- answer has since been forgotten (IDEMPOTENCY_TTL_HOURS). It is not a new request.
    RAISE EXCEPTION 'ledger key % already used', p_ledger_key
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'point_entries_idempotency_idx';
  END IF;

  IF p_limit_scope IS NOT NULL THEN
    INSERT INTO spend_counters (user_id, scope, period_start, used)
    VALUES (p_user, p_limit_scope, p_limit_period, p_limit_units)
    ON CONFLICT (user_id, scope, period_start)
    DO UPDATE SET used = spend_counters.used + p_limit_units;
  END IF;

  v_body := jsonb_set(p_answer, '{data,point}', to_jsonb(v_debit.balance_after))::text;
  INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
  VALUES (p_user, p_key, p_hash, (p_answer ->> 'status_code')::integer, v_body);
  RETURN QUERY SELECT 'spent'::text, v_body, v_debit.id, v_debit.balance_after, v_unit_id,
    v_unit_value;
END
$fn$;
`;
