/**
 * `earn_points`: every earning of points through a campaign (a claim, a join-app reward, a goal)
 * in one statement.
 */
export default /* sql */ `
-- An earning in one round trip: locks the account, answers a replay of the key, records a grant
-- for each part not yet granted this period (a claim has the one part ''; a join-app claim one
-- per newly linked game), credits each through ledger_add with its own expiry, and stores the
-- answer (p_answer with data.point, data.points and data.games filled in). With nothing left to
-- grant it stores p_refusal instead. Outcomes: earned, refused, replay, key_reused.
CREATE OR REPLACE FUNCTION earn_points(p_user uuid, p_key text, p_hash text,
                            p_scope text, p_period timestamptz, p_parts text[],
                            p_amount bigint, p_reason text, p_now timestamptz,
                            p_expires_at timestamptz, p_answer jsonb, p_refusal jsonb)
RETURNS TABLE (outcome text, stored_body text)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_stored record;
  v_part text;
  v_entry record;
  v_granted text[] := '{}';
  v_balance bigint;
  v_body text;
BEGIN
  -- The same lock as every spend: a player's requests run one at a time, so a key is answered once.
  PERFORM ledger_lock(p_user);

  SELECT * INTO v_stored FROM idempotency_answered(p_user, p_key, p_hash);
  IF FOUND THEN
    RETURN QUERY SELECT v_stored.outcome, v_stored.stored_body;
    RETURN;
  END IF;

  FOREACH v_part IN ARRAY p_parts LOOP
    PERFORM 1 FROM point_grants g
      WHERE g.user_id = p_user AND g.scope = p_scope AND g.period_start = p_period
        AND g.part = v_part;
    CONTINUE WHEN FOUND;
    SELECT * INTO v_entry FROM ledger_add(p_user, 'credit', p_amount, p_reason, p_scope,
      'grant:' || p_scope || ':' || extract(epoch FROM p_period)::bigint || ':' || v_part,
      p_now, p_expires_at);
    INSERT INTO point_grants (user_id, scope, period_start, part, amount, entry_id, granted_at)
    VALUES (p_user, p_scope, p_period, v_part, p_amount, v_entry.id, p_now);
    v_granted := v_granted || v_part;
    v_balance := v_entry.balance_after;
  END LOOP;

  IF cardinality(v_granted) = 0 THEN
    v_body := idempotency_store(p_user, p_key, p_hash, p_refusal);
    RETURN QUERY SELECT 'refused'::text, v_body;
    RETURN;
  END IF;

  v_body := idempotency_store(p_user, p_key, p_hash,
    jsonb_set(jsonb_set(jsonb_set(p_answer,
      '{data,point}', to_jsonb(v_balance)),
      '{data,points}', to_jsonb(p_amount * cardinality(v_granted))),
      '{data,games}', to_jsonb(array_remove(v_granted, ''))));
  RETURN QUERY SELECT 'earned'::text, v_body;
END
$fn$;
`;
