/**
 * Coupons (issue 12): coupon campaigns (SPEC's coupon-measures) hold coupons; each coupon's codes
 * are a stock (`stock_units`, pool `coupon:<id>`) that a get reserves one of, and the codes a
 * player got are `player_coupons` (obtained, used, expired).
 *
 * The issue limit is kept by the stock itself: only as many codes as the limit still allows are
 * free; the others wait with `reserved_by = 'withheld'` and are released when the limit is raised
 * (`syncCouponPool`). So a get needs one `FOR UPDATE SKIP LOCKED` reservation, no counter row that
 * every get of the coupon would queue on, and the limit and an empty pool refuse alike. The
 * reservation itself (`stock_reserve`, used by `spend_points`) starts at a random point of the
 * pool, so parallel gets of one coupon do not all walk the same units.
 */
export default /* sql */ `
CREATE TABLE coupon_campaigns (
  id         text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,40}$'),
  sort_order integer NOT NULL DEFAULT 0,
  image      text NOT NULL,
  -- { "<language>": { "name": …, "description": … } }
  texts      jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  id            text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,40}$'),
  campaign_id   text NOT NULL REFERENCES coupon_campaigns (id),
  sort_order    integer NOT NULL DEFAULT 0,
  cost          integer NOT NULL CHECK (cost > 0),
  -- When it can be got and used; unused coupons expire at valid_to.
  valid_from    timestamptz NOT NULL,
  valid_to      timestamptz NOT NULL,
  -- Coupons issued to all players together, at most.
  issue_limit   integer NOT NULL CHECK (issue_limit > 0),
  -- Coupons one player may get, at most (used or not).
  holding_limit integer NOT NULL CHECK (holding_limit > 0),
  -- false: no longer issued (an operator stopped it); coupons already got stay usable.
  issuing       boolean NOT NULL DEFAULT true,
  -- Codes in its pool (issued, free and withheld), kept by syncCouponPool: whether the pool or the
  -- issue limit runs out first, without counting the pool on every get.
  code_count    integer NOT NULL DEFAULT 0 CHECK (code_count >= 0),
  image         text NOT NULL,
  -- { "<language>": { "name": …, "terms": …, "notes": … } }
  texts         jsonb NOT NULL,
  version       integer NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to > valid_from)
);
CREATE INDEX coupons_campaign_idx ON coupons (campaign_id, sort_order);

CREATE TABLE player_coupons (
  id             uuid PRIMARY KEY,
  user_id        uuid NOT NULL REFERENCES users (id),
  coupon_id      text NOT NULL REFERENCES coupons (id),
  -- The code: one unit of the coupon's stock, never given to two players.
  unit_id        bigint NOT NULL UNIQUE REFERENCES stock_units (id),
  cost           integer NOT NULL CHECK (cost > 0),
  debit_entry_id bigint NOT NULL UNIQUE REFERENCES point_entries (id),
  status         text NOT NULL DEFAULT 'obtained' CHECK (status IN ('obtained', 'used', 'expired')),
  obtained_at    timestamptz NOT NULL,
  used_at        timestamptz,
  expired_at     timestamptz,
  CHECK ((status = 'used') = (used_at IS NOT NULL)),
  CHECK ((status = 'expired') = (expired_at IS NOT NULL))
);
CREATE INDEX player_coupons_user_idx ON player_coupons (user_id, obtained_at DESC, id);
CREATE INDEX player_coupons_coupon_idx ON player_coupons (coupon_id, status);

-- Every change to the catalogue bumps the revision each node polls, like content's.
CREATE TABLE coupon_revision (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL
);
INSERT INTO coupon_revision VALUES (true, 1);
CREATE FUNCTION bump_coupon_revision() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE coupon_revision SET revision = revision + 1;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER coupon_campaigns_revision AFTER INSERT OR UPDATE OR DELETE ON coupon_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_coupon_revision();
CREATE TRIGGER coupons_revision AFTER INSERT OR UPDATE OR DELETE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION bump_coupon_revision();

-- The first units of a pool: where a reservation's random start is drawn from.
CREATE INDEX stock_units_pool_idx ON stock_units (pool, id);

-- Reserves one free unit of a pool, starting from a random point of the pool and wrapping round.
-- Taking always the lowest free id made every spend of a busy pool walk the same head of the free
-- index: over the units reserved since the last vacuum (still in the index until then) and over
-- those that parallel spends hold. A random start spreads parallel spends over the pool, and what
-- a scan passes is only the units reserved near its start. NULL when no unit is free.
CREATE FUNCTION stock_reserve(p_pool text, p_reference text, p_now timestamptz)
RETURNS TABLE (id bigint, value text)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_low bigint;
  v_high bigint;
  v_start bigint;
BEGIN
  SELECT s.id INTO v_low FROM stock_units s WHERE s.pool = p_pool ORDER BY s.id LIMIT 1;
  SELECT s.id INTO v_high FROM stock_units s WHERE s.pool = p_pool ORDER BY s.id DESC LIMIT 1;
  IF v_low IS NULL THEN
    RETURN;
  END IF;
  v_start := v_low + floor(random() * (v_high - v_low + 1))::bigint;
  RETURN QUERY
    UPDATE stock_units u SET reserved_by = p_reference, reserved_at = p_now
     WHERE u.id = (SELECT s.id FROM stock_units s
                    WHERE s.pool = p_pool AND s.reserved_by IS NULL AND s.id >= v_start
                    ORDER BY s.id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING u.id, u.value;
  IF FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY
    UPDATE stock_units u SET reserved_by = p_reference, reserved_at = p_now
     WHERE u.id = (SELECT s.id FROM stock_units s
                    WHERE s.pool = p_pool AND s.reserved_by IS NULL AND s.id < v_start
                    ORDER BY s.id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING u.id, u.value;
END
$fn$;

-- As in 0005, with the unit reserved by stock_reserve.
CREATE OR REPLACE FUNCTION spend_points(p_user uuid, p_key text, p_hash text,
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
