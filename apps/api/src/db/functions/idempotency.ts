/**
 * Idempotency keys in SQL (SPEC.md §7's Idempotency-Key): claiming a key for work done in
 * TypeScript, and the two steps every one-statement spend and earning takes under the player's
 * account lock: what a key already answered, and storing the answer it gives now.
 */
export default /* sql */ `
-- Claims an idempotency key with a first answer (code 0 while the work is under way), or says
-- what the request that holds it answered. A request still under way holds the key's row: the
-- insert waits for it, and the select after it (a new statement, so a new snapshot) reads what
-- it committed.
CREATE OR REPLACE FUNCTION idempotency_claim(p_user uuid, p_key text, p_hash text, p_code integer, p_body text)
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

-- What the key already answered, read under the player's account lock: 'replay' with the stored
-- answer when it came with the same request, 'key_reused' when with another; no row: never used.
CREATE OR REPLACE FUNCTION idempotency_answered(p_user uuid, p_key text, p_hash text)
RETURNS TABLE (outcome text, stored_body text)
LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN r.request_hash = p_hash THEN 'replay' ELSE 'key_reused' END, r.response_body
    FROM idempotent_requests r WHERE r.user_id = p_user AND r.key = p_key
$fn$;

-- Stores the answer a key gives (its status code read from it); returns it as text.
CREATE OR REPLACE FUNCTION idempotency_store(p_user uuid, p_key text, p_hash text, p_answer jsonb)
RETURNS text
LANGUAGE sql AS $fn$
  INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
  VALUES (p_user, p_key, p_hash, (p_answer ->> 'status_code')::integer, p_answer::text)
  RETURNING response_body
$fn$;
`;
