/**
 * Shared foundations for every feature that spends points or runs work later:
 *
 * - `jobs`: one table of background work for every kind (deliveries, expiry, draws, periodic
 *   tasks); the item delivery outbox moves into it.
 * - `spend_counters`: how many times a player spent on a thing in a period (per-player limits),
 *   counted under the account lock; the item exchanges made so far are counted into it.
 * - `stock_units`: a global stock of units (coupon codes, prizes) reserved one per spend.
 * - The ledger's writes as SQL functions, and `spend_points`, which claims the idempotency key,
 *   checks the limit, reserves a unit and debits in one round trip. The ledger's rules are written
 *   once, here; the TypeScript ledger calls these functions.
 */
export default /* sql */ `
CREATE TABLE jobs (
  -- A caller-chosen id makes a job unique: enqueuing it again, from any node, does nothing.
  id           text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 200),
  kind         text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]{0,63}$'),
  -- What the job is about, as type:id (exchange:…, lottery:…).
  reference    text CHECK (length(reference) <= 200),
  payload      jsonb NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  run_at       timestamptz NOT NULL,
  -- A runner's lease: another runner may take the job once it has passed.
  leased_until timestamptz,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error   text,
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  CHECK ((status = 'pending') = (finished_at IS NULL))
) WITH (fillfactor = 70);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status = 'pending';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status <> 'pending';

-- Rows updated on every spend keep room on their page, so updates stay HOT (no index writes).
ALTER TABLE point_accounts SET (fillfactor = 70);

-- Deliveries waiting in the old outbox become delivery jobs carrying what the delivery needs.
INSERT INTO jobs (id, kind, reference, payload, run_at, leased_until, attempts, last_error, created_at)
SELECT 'item-delivery:' || x.id, 'item-delivery', 'exchange:' || x.id,
       jsonb_build_object(
         'exchange_id', x.id, 'user_id', x.user_id, 'item_id', x.item_id,
         'content_id', x.content_id, 'game_user_id', x.game_user_id, 'sku', x.sku,
         'platform', x.platform, 'period_start', x.period_start),
       o.available_at, o.leased_until, o.attempts, x.last_error, x.created_at
  FROM delivery_outbox o JOIN item_exchanges x ON x.id = o.exchange_id;
DROP TABLE delivery_outbox;
-- Attempts live with the job now; the exchange keeps why it was refunded (last_error).
ALTER TABLE item_exchanges DROP COLUMN attempts;
DROP INDEX item_exchanges_limit_idx;

CREATE TABLE spend_counters (
  user_id      uuid NOT NULL REFERENCES users (id),
  -- What the limit is on, as type:id (item:scout-ticket, coupon:…).
  scope        text NOT NULL CHECK (length(scope) <= 200),
  -- Start of the period the spends count in; 'epoch' when the limit never resets.
  period_start timestamptz NOT NULL,
  used         integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (user_id, scope, period_start)
) WITH (fillfactor = 70);
INSERT INTO spend_counters (user_id, scope, period_start, used)
SELECT user_id, 'item:' || item_id, period_start, count(*)
  FROM item_exchanges WHERE status <> 'refunded'
 GROUP BY user_id, item_id, period_start;

CREATE TABLE stock_units (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  pool        text NOT NULL CHECK (length(pool) <= 200),
  -- What the player receives: a coupon code, a prize's serial…
  value       text NOT NULL CHECK (length(value) <= 500),
  -- The spend (its ledger reference) that took the unit.
  reserved_by text CHECK (length(reserved_by) <= 200),
  reserved_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((reserved_by IS NULL) = (reserved_at IS NULL)),
  UNIQUE (pool, value)
);
CREATE INDEX stock_units_free_idx ON stock_units (pool, id) WHERE reserved_by IS NULL;
CREATE INDEX stock_units_reserved_idx ON stock_units (reserved_by) WHERE reserved_by IS NOT NULL;

-- (Its functions and triggers are in db/functions/, applied after the migrations.)
`;
