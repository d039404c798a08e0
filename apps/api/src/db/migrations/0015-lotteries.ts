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
-- (Its functions and triggers are in db/functions/, applied after the migrations.)

`;
