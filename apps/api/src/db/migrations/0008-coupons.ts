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
-- (Its functions and triggers are in db/functions/, applied after the migrations.)

-- The first units of a pool: where a reservation's random start is drawn from.
CREATE INDEX stock_units_pool_idx ON stock_units (pool, id);

`;
