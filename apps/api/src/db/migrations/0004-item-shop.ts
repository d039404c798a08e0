/**
 * The item shop: groups and items (texts in every language, limits, periods, country bars),
 * the platform variants an item is delivered as, the exchanges players make, and the delivery
 * outbox the workers drain.
 */
export default /* sql */ `
CREATE TABLE item_groups (
  id         text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,40}$'),
  sort_order integer NOT NULL,
  -- { "<language>": "<group name>" } for all 17 languages.
  names      jsonb NOT NULL
);

CREATE TABLE items (
  id                       text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,40}$'),
  group_id                 text NOT NULL REFERENCES item_groups (id),
  sort_order               integer NOT NULL,
  cost                     integer NOT NULL CHECK (cost > 0),
  trade_point_type         text NOT NULL CHECK (trade_point_type IN ('item', 'points')),
  image                    text NOT NULL,
  -- Exchanges a player may make per period; NULL means unlimited.
  exchange_limit           integer CHECK (exchange_limit > 0),
  reset                    text NOT NULL DEFAULT 'none'
                             CHECK (reset IN ('none', 'daily', 'weekly', 'monthly')),
  -- When the period turns over, UTC, in minutes after midnight.
  reset_minute             integer NOT NULL DEFAULT 0 CHECK (reset_minute BETWEEN 0 AND 1439),
  valid_from               timestamptz,
  valid_to                 timestamptz,
  barred_account_countries text[] NOT NULL DEFAULT '{}',
  barred_game_countries    text[] NOT NULL DEFAULT '{}',
  -- { "<language>": { "name": …, "description": …, "details": … } } for all 17 languages.
  texts                    jsonb NOT NULL,
  CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to > valid_from)
);

-- How an item reaches a game: Steam, or the mobile game on iOS and Android.
CREATE TABLE item_variants (
  item_id    text NOT NULL REFERENCES items (id),
  platform   text NOT NULL CHECK (platform IN ('steam', 'mobile')),
  content_id text NOT NULL,
  sku        text NOT NULL,
  PRIMARY KEY (item_id, platform)
);

CREATE TABLE item_exchanges (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid NOT NULL REFERENCES users (id),
  item_id         text NOT NULL REFERENCES items (id),
  platform        text NOT NULL,
  content_id      text NOT NULL,
  sku             text NOT NULL,
  game_user_id    text NOT NULL,
  cost            integer NOT NULL CHECK (cost > 0),
  -- Start of the limit period this exchange counts in.
  period_start    timestamptz NOT NULL,
  debit_entry_id  bigint NOT NULL UNIQUE REFERENCES point_entries (id),
  refund_entry_id bigint UNIQUE REFERENCES point_entries (id),
  status          text NOT NULL DEFAULT 'queued'
                    CHECK (status IN ('queued', 'delivered', 'refunded')),
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  CHECK ((status = 'refunded') = (refund_entry_id IS NOT NULL))
);
CREATE INDEX item_exchanges_limit_idx ON item_exchanges (user_id, item_id, period_start)
  WHERE status <> 'refunded';
CREATE INDEX item_exchanges_user_idx ON item_exchanges (user_id, created_at DESC);

-- Work for the delivery workers: one row per exchange until it is delivered or refunded.
CREATE TABLE delivery_outbox (
  exchange_id  uuid PRIMARY KEY REFERENCES item_exchanges (id),
  available_at timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  -- A worker's lease: another worker may take the row once it has passed.
  leased_until timestamptz
);
CREATE INDEX delivery_outbox_ready_idx ON delivery_outbox (available_at);
`;
