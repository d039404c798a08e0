/**
 * `spend_points`: every spend of points (an exchange, a coupon, lottery entries) in one statement.
 */
export default /* sql */ `
-- The signature before p_limit_units (migrations 0005 to 0014): a database made then drops it.
DROP FUNCTION IF EXISTS spend_points(uuid, text, text, bigint, text, text, text, timestamptz,
                                     text, timestamptz, integer, text, jsonb, jsonb, jsonb);

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
-- p_limit_units: the places of the limit the spend takes (entries bought together; 1 else).
CREATE OR REPLACE FUNCTION spend_points(p_user uuid, p_key text, p_hash text,
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

  SELECT * INTO v_stored FROM idempotency_answered(p_user, p_key, p_hash);
  IF FOUND THEN
    RETURN QUERY SELECT v_stored.outcome, v_stored.stored_body, NULL::bigint, NULL::bigint,
      NULL::bigint, NULL::text;
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
    v_body := idempotency_store(p_user, p_key, p_hash, v_refusal);
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

  v_body := idempotency_store(p_user, p_key, p_hash,
    jsonb_set(p_answer, '{data,point}', to_jsonb(v_debit.balance_after)));
  RETURN QUERY SELECT 'spent'::text, v_body, v_debit.id, v_debit.balance_after, v_unit_id,
    v_unit_value;
END
$fn$;
`;
