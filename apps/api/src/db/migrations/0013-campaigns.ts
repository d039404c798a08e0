/**
 * Earning (issue 14): campaigns, the fixed campaign pages, and `point_grants`, the record that
 * makes a second credit for the same player, campaign, period (and game) impossible.
 */
export default /* sql */ `
-- One trigger function for every revision table from now on: the table is the trigger's argument.
CREATE FUNCTION bump_revision() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('UPDATE %I SET revision = revision + 1', TG_ARGV[0]);
  RETURN NULL;
END
$fn$;

CREATE TABLE campaigns (
  id                       text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  kind                     text NOT NULL CHECK (kind IN ('claim', 'join_app', 'goal')),
  sort_order               integer NOT NULL DEFAULT 0,
  published                boolean NOT NULL DEFAULT false,
  starts_at                timestamptz NOT NULL,
  ends_at                  timestamptz NOT NULL,
  repeat                   text NOT NULL DEFAULT 'none'
                           CHECK (repeat IN ('none', 'daily', 'weekly', 'monthly')),
  barred_account_countries text[] NOT NULL DEFAULT '{}',
  barred_game_countries    text[] NOT NULL DEFAULT '{}',
  linked_rule              text NOT NULL DEFAULT 'none'
                           CHECK (linked_rule IN ('none', 'one', 'any', 'all', 'at_least_two')),
  linked_games             text[] NOT NULL DEFAULT '{}',
  reward_points            integer NOT NULL CHECK (reward_points BETWEEN 1 AND 1000000),
  reward_expiry_days       integer NOT NULL CHECK (reward_expiry_days BETWEEN 1 AND 3650),
  goal_metric              text,
  goal_target              integer CHECK (goal_target > 0),
  image                    text NOT NULL DEFAULT '',
  -- { "<language>": { "name", "summary", "description", "rules" } }
  texts                    jsonb NOT NULL,
  version                  integer NOT NULL DEFAULT 1,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((kind = 'goal') = (goal_metric IS NOT NULL AND goal_target IS NOT NULL)),
  -- A join-app campaign rewards linking the games it names.
  CHECK (kind <> 'join_app' OR cardinality(linked_games) > 0)
);

-- The fixed pages at /campaigns/{uuid}: typed blocks per language.
CREATE TABLE campaign_pages (
  id          uuid PRIMARY KEY,
  game_banner boolean NOT NULL DEFAULT false,
  -- { "<language>": { "title", "blocks": [ … ] } }
  texts       jsonb NOT NULL,
  version     integer NOT NULL DEFAULT 1,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaign_revision (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL
);
INSERT INTO campaign_revision VALUES (true, 1);
CREATE TRIGGER campaigns_revision AFTER INSERT OR UPDATE OR DELETE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('campaign_revision');
CREATE TRIGGER campaign_pages_revision AFTER INSERT OR UPDATE OR DELETE ON campaign_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('campaign_revision');

-- What a player earned, once per scope (campaign:<id>), period and part (a join-app game, or '').
-- The primary key is what makes a second credit impossible, with or without an idempotency key.
CREATE TABLE point_grants (
  user_id      uuid NOT NULL REFERENCES users (id),
  scope        text NOT NULL,
  period_start timestamptz NOT NULL,
  part         text NOT NULL DEFAULT '',
  amount       integer NOT NULL CHECK (amount > 0),
  entry_id     bigint NOT NULL REFERENCES point_entries (id),
  granted_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, scope, period_start, part)
);
CREATE INDEX point_grants_scope_idx ON point_grants (scope, period_start);

-- An earning in one round trip: locks the account, answers a replay of the key, records a grant
-- for each part not yet granted this period (a claim has the one part ''; a join-app claim one
-- per newly linked game), credits each through ledger_add with its own expiry, and stores the
-- answer (p_answer with data.point, data.points and data.games filled in). With nothing left to
-- grant it stores p_refusal instead. Outcomes: earned, refused, replay, key_reused.
CREATE FUNCTION earn_points(p_user uuid, p_key text, p_hash text,
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

  SELECT r.request_hash, r.response_body INTO v_stored
    FROM idempotent_requests r WHERE r.user_id = p_user AND r.key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN v_stored.request_hash = p_hash THEN 'replay' ELSE 'key_reused' END,
      v_stored.response_body;
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
    v_body := p_refusal::text;
    INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
    VALUES (p_user, p_key, p_hash, (p_refusal ->> 'status_code')::integer, v_body);
    RETURN QUERY SELECT 'refused'::text, v_body;
    RETURN;
  END IF;

  v_body := jsonb_set(jsonb_set(jsonb_set(p_answer,
              '{data,point}', to_jsonb(v_balance)),
              '{data,points}', to_jsonb(p_amount * cardinality(v_granted))),
              '{data,games}', to_jsonb(array_remove(v_granted, '')))::text;
  INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
  VALUES (p_user, p_key, p_hash, (p_answer ->> 'status_code')::integer, v_body);
  RETURN QUERY SELECT 'earned'::text, v_body;
END
$fn$;
`;
