/**
 * Earning (issue 14): campaigns, the fixed campaign pages, and `point_grants`, the record that
 * makes a second credit for the same player, campaign, period (and game) impossible.
 */
export default /* sql */ `
-- (Its functions and triggers are in db/functions/, applied after the migrations.)

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
`;
