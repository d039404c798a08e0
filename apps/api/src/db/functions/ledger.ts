/**
 * The ledger's writes (SPEC.md's points rules, written once): the account lock every write of a
 * player starts with, settling expired lots, taking points soonest-expiring first, and adding a
 * lot. The TypeScript ledger (modules/points/ledger.ts), spends and earnings call these.
 */
export default /* sql */ `
-- Locks the account row for the rest of the transaction (creating it on first use); returns
-- its balance. Every ledger write starts here, so one account's writes happen one at a time.
CREATE OR REPLACE FUNCTION ledger_lock(p_user uuid) RETURNS bigint
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
CREATE OR REPLACE FUNCTION ledger_settle(p_user uuid, p_balance bigint, p_now timestamptz,
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
CREATE OR REPLACE FUNCTION ledger_movement(p_outcome text, p_entry point_entries)
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
CREATE OR REPLACE FUNCTION ledger_consume(p_user uuid, p_kind text, p_amount bigint, p_reason text,
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
CREATE OR REPLACE FUNCTION ledger_add(p_user uuid, p_kind text, p_amount bigint, p_reason text,
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
`;
