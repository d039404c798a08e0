/**
 * Shared foundations for every feature that spends points or runs work later:
 *
 * - `jobs`: one table of background work for every kind (deliveries, expiry, draws, periodic
 *   tasks); the item delivery outbox moves into it.
 * - `spend_counters`: how many times a player spent on a thing in a period (per-player limits),
 *   counted under the account lock; the item exchanges made so far are counted into it.
 * - `stock_units`: a global stock of units (coupon codes, prizes) reserved one per spend.
 * - The ledger's writes as SQL functions, and `spend_points`, which claims the idempotency key,
 *   checks the limit, reserves a unit and debits in one round trip. The ledger's rules are written
 *   once, here; the TypeScript ledger calls these functions.
 */
export default /* sql */ `
CREATE TABLE jobs (
  -- A caller-chosen id makes a job unique: enqueuing it again, from any node, does nothing.
  id           text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 200),
  kind         text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]{0,63}$'),
  -- What the job is about, as type:id (exchange:…, lottery:…).
  reference    text CHECK (length(reference) <= 200),
  payload      jsonb NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  run_at       timestamptz NOT NULL,
  -- A runner's lease: another runner may take the job once it has passed.
  leased_until timestamptz,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error   text,
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  CHECK ((status = 'pending') = (finished_at IS NULL))
) WITH (fillfactor = 70);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status = 'pending';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status <> 'pending';

-- Rows updated on every spend keep room on their page, so updates stay HOT (no index writes).
ALTER TABLE point_accounts SET (fillfactor = 70);

-- Deliveries waiting in the old outbox become delivery jobs carrying what the delivery needs.
INSERT INTO jobs (id, kind, reference, payload, run_at, leased_until, attempts, last_error, created_at)
SELECT 'item-delivery:' || x.id, 'item-delivery', 'exchange:' || x.id,
       jsonb_build_object(
         'exchange_id', x.id, 'user_id', x.user_id, 'item_id', x.item_id,
         'content_id', x.content_id, 'game_user_id', x.game_user_id, 'sku', x.sku,
         'platform', x.platform, 'period_start', x.period_start),
       o.available_at, o.leased_until, o.attempts, x.last_error, x.created_at
  FROM delivery_outbox o JOIN item_exchanges x ON x.id = o.exchange_id;
DROP TABLE delivery_outbox;
-- Attempts live with the job now; the exchange keeps why it was refunded (last_error).
ALTER TABLE item_exchanges DROP COLUMN attempts;
DROP INDEX item_exchanges_limit_idx;

CREATE TABLE spend_counters (
  user_id      uuid NOT NULL REFERENCES users (id),
  -- What the limit is on, as type:id (item:scout-ticket, coupon:…).
  scope        text NOT NULL CHECK (length(scope) <= 200),
  -- Start of the period the spends count in; 'epoch' when the limit never resets.
  period_start timestamptz NOT NULL,
  used         integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (user_id, scope, period_start)
) WITH (fillfactor = 70);
INSERT INTO spend_counters (user_id, scope, period_start, used)
SELECT user_id, 'item:' || item_id, period_start, count(*)
  FROM item_exchanges WHERE status <> 'refunded'
 GROUP BY user_id, item_id, period_start;

CREATE TABLE stock_units (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  pool        text NOT NULL CHECK (length(pool) <= 200),
  -- What the player receives: a coupon code, a prize's serial…
  value       text NOT NULL CHECK (length(value) <= 500),
  -- The spend (its ledger reference) that took the unit.
  reserved_by text CHECK (length(reserved_by) <= 200),
  reserved_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((reserved_by IS NULL) = (reserved_at IS NULL)),
  UNIQUE (pool, value)
);
CREATE INDEX stock_units_free_idx ON stock_units (pool, id) WHERE reserved_by IS NULL;
CREATE INDEX stock_units_reserved_idx ON stock_units (reserved_by) WHERE reserved_by IS NOT NULL;

-- Claims an idempotency key with a first answer (code 0 while the work is under way), or says
-- what the request that holds it answered. A request still under way holds the key's row: the
-- insert waits for it, and the select after it (a new statement, so a new snapshot) reads what
-- it committed.
CREATE FUNCTION idempotency_claim(p_user uuid, p_key text, p_hash text, p_code integer, p_body text)
RETURNS TABLE (claimed boolean, same_request boolean, stored_code integer, stored_body text)
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
  VALUES (p_user, p_key, p_hash, p_code, p_body)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN QUERY SELECT true, true, p_code, p_body;
    RETURN;
  END IF;
  RETURN QUERY
    SELECT false, r.request_hash = p_hash, r.response_code, r.response_body
      FROM idempotent_requests r WHERE r.user_id = p_user AND r.key = p_key;
END
$fn$;

-- Locks the account row for the rest of the transaction (creating it on first use); returns
-- its balance. Every ledger write starts here, so one account's writes happen one at a time.
CREATE FUNCTION ledger_lock(p_user uuid) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_balance bigint;
BEGIN
  SELECT a.balance INTO v_balance FROM point_accounts a WHERE a.user_id = p_user FOR UPDATE;
  IF FOUND THEN
    RETURN v_balance;
  END IF;
  INSERT INTO point_accounts (user_id) VALUES (p_user) ON CONFLICT DO NOTHING;
  SELECT a.balance INTO STRICT v_balance FROM point_accounts a WHERE a.user_id = p_user FOR UPDATE;
  RETURN v_balance;
END
$fn$;

-- Turns the remainder of every lot past its expiry into an expiry entry. Needs the account lock
-- (p_balance is what ledger_lock returned); returns the balance after and how many lots it settled.
CREATE FUNCTION ledger_settle(p_user uuid, p_balance bigint, p_now timestamptz,
                              OUT settled_balance bigint, OUT settled_lots integer)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_lot record;
BEGIN
  settled_balance := p_balance;
  settled_lots := 0;
  FOR v_lot IN
    SELECT l.id, l.entry_id, l.remaining FROM point_lots l
     WHERE l.user_id = p_user AND l.remaining > 0 AND l.expires_at <= p_now
     ORDER BY l.expires_at, l.id
  LOOP
    settled_balance := settled_balance - v_lot.remaining;
    settled_lots := settled_lots + 1;
    UPDATE point_lots SET remaining = 0, expired_at = p_now WHERE id = v_lot.id;
    INSERT INTO point_entries (user_id, kind, amount, reason, reference, balance_after, created_at)
    VALUES (p_user, 'expiry', -v_lot.remaining, 'points_expired', 'entry:' || v_lot.entry_id,
            settled_balance, p_now);
  END LOOP;
  IF settled_lots > 0 THEN
    UPDATE point_accounts SET balance = settled_balance, updated_at = p_now WHERE user_id = p_user;
  END IF;
END
$fn$;

-- What ledger_consume and ledger_add answer: an outcome and the entry it concerns.
CREATE FUNCTION ledger_movement(p_outcome text, p_entry point_entries)
RETURNS TABLE (outcome text, id bigint, kind text, amount bigint, reason text, reference text,
               idempotency_key text, refund_of bigint, balance_after bigint,
               expires_at timestamptz, created_at timestamptz)
LANGUAGE sql AS $fn$
  SELECT p_outcome, p_entry.id, p_entry.kind, p_entry.amount, p_entry.reason, p_entry.reference,
         p_entry.idempotency_key, p_entry.refund_of, p_entry.balance_after, p_entry.expires_at,
         p_entry.created_at
$fn$;

-- Takes p_amount from the account, soonest-expiring lots first, as a debit or a negative
-- adjustment. Outcomes: spent, previous (this key already made the same movement: that entry),
-- key_reused (the key made another movement), insufficient (nothing written). p_locked_balance
-- is the balance when the caller already holds the lock and settled the account, else NULL.
CREATE FUNCTION ledger_consume(p_user uuid, p_kind text, p_amount bigint, p_reason text,
                               p_reference text, p_key text, p_now timestamptz,
                               p_locked_balance bigint)
RETURNS TABLE (outcome text, id bigint, kind text, amount bigint, reason text, reference text,
               idempotency_key text, refund_of bigint, balance_after bigint,
               expires_at timestamptz, created_at timestamptz)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_balance bigint;
  v_entry point_entries%ROWTYPE;
  v_left bigint;
  v_take bigint;
  v_lot record;
BEGIN
  IF p_locked_balance IS NULL THEN
    v_balance := ledger_lock(p_user);
  ELSE
    v_balance := p_locked_balance;
  END IF;
  IF p_key IS NOT NULL THEN
    SELECT * INTO v_entry FROM point_entries e
     WHERE e.user_id = p_user AND e.idempotency_key = p_key;
    IF FOUND THEN
      RETURN QUERY SELECT * FROM ledger_movement(
        CASE WHEN v_entry.kind = p_kind AND v_entry.amount = -p_amount
             THEN 'previous' ELSE 'key_reused' END, v_entry);
      RETURN;
    END IF;
  END IF;
  IF p_locked_balance IS NULL THEN
    SELECT s.settled_balance INTO v_balance FROM ledger_settle(p_user, v_balance, p_now) s;
  END IF;
  IF v_balance < p_amount THEN
    RETURN QUERY SELECT * FROM ledger_movement('insufficient', NULL::point_entries);
    RETURN;
  END IF;

  INSERT INTO point_entries (user_id, kind, amount, reason, reference, idempotency_key,
                             balance_after, created_at)
  VALUES (p_user, p_kind, -p_amount, p_reason, p_reference, p_key, v_balance - p_amount, p_now)
  RETURNING * INTO v_entry;
  v_left := p_amount;
  FOR v_lot IN
    SELECT l.id, l.remaining FROM point_lots l
     WHERE l.user_id = p_user AND l.remaining > 0 AND l.expires_at > p_now
     ORDER BY l.expires_at, l.id
  LOOP
    v_take := LEAST(v_lot.remaining, v_left);
    UPDATE point_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
    INSERT INTO point_allocations (debit_entry_id, lot_id, amount)
    VALUES (v_entry.id, v_lot.id, v_take);
    v_left := v_left - v_take;
    EXIT WHEN v_left = 0;
  END LOOP;
  IF v_left > 0 THEN
    RAISE EXCEPTION 'ledger invariant broken: balance exceeds the open lots';
  END IF;
  UPDATE point_accounts SET balance = v_entry.balance_after, updated_at = p_now
   WHERE user_id = p_user;

  RETURN QUERY SELECT * FROM ledger_movement('spent', v_entry);
END
$fn$;

-- Adds p_amount in a new lot expiring at p_expires_at, as a credit or a positive adjustment.
-- Outcomes: added, previous, key_reused (as ledger_consume).
CREATE FUNCTION ledger_add(p_user uuid, p_kind text, p_amount bigint, p_reason text,
                           p_reference text, p_key text, p_now timestamptz,
                           p_expires_at timestamptz)
RETURNS TABLE (outcome text, id bigint, kind text, amount bigint, reason text, reference text,
               idempotency_key text, refund_of bigint, balance_after bigint,
               expires_at timestamptz, created_at timestamptz)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_balance bigint;
  v_entry point_entries%ROWTYPE;
BEGIN
  v_balance := ledger_lock(p_user);
  IF p_key IS NOT NULL THEN
    SELECT * INTO v_entry FROM point_entries e
     WHERE e.user_id = p_user AND e.idempotency_key = p_key;
    IF FOUND THEN
      RETURN QUERY SELECT * FROM ledger_movement(
        CASE WHEN v_entry.kind = p_kind AND v_entry.amount = p_amount
             THEN 'previous' ELSE 'key_reused' END, v_entry);
      RETURN;
    END IF;
  END IF;
  SELECT s.settled_balance INTO v_balance FROM ledger_settle(p_user, v_balance, p_now) s;

  INSERT INTO point_entries (user_id, kind, amount, reason, reference, idempotency_key,
                             balance_after, expires_at, created_at)
  VALUES (p_user, p_kind, p_amount, p_reason, p_reference, p_key, v_balance + p_amount,
          p_expires_at, p_now)
  RETURNING * INTO v_entry;
  INSERT INTO point_lots (user_id, entry_id, amount, remaining, expires_at)
  VALUES (p_user, v_entry.id, p_amount, p_amount, p_expires_at);
  UPDATE point_accounts SET balance = v_entry.balance_after, updated_at = p_now
   WHERE user_id = p_user;

  RETURN QUERY SELECT * FROM ledger_movement('added', v_entry);
END
$fn$;

-- A spend in one round trip: locks and settles the account, answers a replay of the request's
-- idempotency key, checks the player's limit for the period, reserves a unit of stock, debits,
-- counts the spend and stores the answer under the key. The feature's record is written by the
-- same statement (CTEs reading this function's row), so the whole spend is atomic without a
-- transaction block. The account lock comes first: it makes a player's requests, and so any one
-- key, run one at a time, so the key is written once, with its answer. Outcomes: spent
-- (stored_body: p_answer with data.point, the balance after); replay (the key had answered:
-- stored_body); key_reused (the key belongs to another request: nothing written);
-- limit_reached, sold_out, insufficient (refused: stored_body is the refusal, stored under the
-- key). A request elsewhere that stored an answer under the same key meanwhile (a refusal before
-- any spend) makes the insert fail with a unique violation: the caller runs the spend again,
-- which then answers the replay.
CREATE FUNCTION spend_points(p_user uuid, p_key text, p_hash text,
                             p_amount bigint, p_reason text, p_reference text, p_ledger_key text,
                             p_now timestamptz,
                             p_limit_scope text, p_limit_period timestamptz, p_limit_max integer,
                             p_stock_pool text,
                             p_answer jsonb, p_limit_refusal jsonb, p_stock_refusal jsonb)
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
    IF COALESCE(v_used, 0) >= p_limit_max THEN
      outcome := 'limit_reached';
      v_refusal := p_limit_refusal;
    END IF;
  END IF;

  IF v_refusal IS NULL AND p_stock_pool IS NOT NULL THEN
    UPDATE stock_units u SET reserved_by = p_reference, reserved_at = p_now
     WHERE u.id = (SELECT s.id FROM stock_units s
                    WHERE s.pool = p_stock_pool AND s.reserved_by IS NULL
                    ORDER BY s.id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING u.id, u.value INTO v_unit_id, v_unit_value;
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
    VALUES (p_user, p_limit_scope, p_limit_period, 1)
    ON CONFLICT (user_id, scope, period_start)
    DO UPDATE SET used = spend_counters.used + 1;
  END IF;

  v_body := jsonb_set(p_answer, '{data,point}', to_jsonb(v_debit.balance_after))::text;
  INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
  VALUES (p_user, p_key, p_hash, (p_answer ->> 'status_code')::integer, v_body);
  RETURN QUERY SELECT 'spent'::text, v_body, v_debit.id, v_debit.balance_after, v_unit_id,
    v_unit_value;
END
$fn$;
`;
