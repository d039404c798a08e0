/**
 * The points ledger: immutable entries, the lots credits create (spent soonest-expiring first),
 * which lots each debit consumed, one row per account to serialise its writes, and the stored
 * answers of idempotent requests.
 */
export default /* sql */ `
CREATE TABLE point_accounts (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE RESTRICT,
  -- The sum of every entry, i.e. of every lot's remainder: never negative, whatever the code does.
  balance    bigint NOT NULL DEFAULT 0 CONSTRAINT point_accounts_balance_not_negative CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE point_entries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES point_accounts (user_id),
  kind            text NOT NULL,
  amount          bigint NOT NULL,
  reason          text NOT NULL CHECK (reason ~ '^[a-z][a-z0-9_]{0,63}$'),
  reference       text CHECK (length(reference) <= 200),
  idempotency_key text CHECK (length(idempotency_key) <= 255),
  refund_of       bigint REFERENCES point_entries (id),
  balance_after   bigint NOT NULL CHECK (balance_after >= 0),
  -- For entries that bring points: when the soonest of them expire.
  expires_at      timestamptz,
  created_at      timestamptz NOT NULL,
  CONSTRAINT point_entries_kind_sign CHECK (
    (kind = 'credit' AND amount > 0) OR
    (kind = 'refund' AND amount > 0 AND refund_of IS NOT NULL) OR
    (kind = 'debit' AND amount < 0) OR
    (kind = 'expiry' AND amount < 0) OR
    (kind = 'adjustment' AND amount <> 0)
  ),
  CONSTRAINT point_entries_refund_only CHECK (refund_of IS NULL OR kind = 'refund')
);
CREATE UNIQUE INDEX point_entries_idempotency_idx ON point_entries (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- A debit is refunded at most once.
CREATE UNIQUE INDEX point_entries_refund_of_idx ON point_entries (refund_of) WHERE refund_of IS NOT NULL;
CREATE INDEX point_entries_history_idx ON point_entries (user_id, id DESC);

CREATE TABLE point_lots (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES point_accounts (user_id),
  entry_id   bigint NOT NULL REFERENCES point_entries (id),
  amount     bigint NOT NULL CHECK (amount > 0),
  remaining  bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set once the expiry entry for this lot's remainder is written.
  expired_at timestamptz,
  CONSTRAINT point_lots_remaining_range CHECK (remaining >= 0 AND remaining <= amount),
  CONSTRAINT point_lots_expired_empty CHECK (expired_at IS NULL OR remaining = 0)
);
CREATE INDEX point_lots_spendable_idx ON point_lots (user_id, expires_at, id) WHERE remaining > 0;
CREATE INDEX point_lots_due_idx ON point_lots (expires_at) WHERE remaining > 0;

CREATE TABLE point_allocations (
  debit_entry_id bigint NOT NULL REFERENCES point_entries (id),
  lot_id         bigint NOT NULL REFERENCES point_lots (id),
  amount         bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (debit_entry_id, lot_id)
);
CREATE INDEX point_allocations_lot_idx ON point_allocations (lot_id);

-- (Its functions and triggers are in db/functions/, applied after the migrations.)

CREATE TABLE idempotent_requests (
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key           text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash  text NOT NULL,
  response_code integer NOT NULL,
  -- Text, not jsonb: a replay answers byte for byte what the first request answered.
  response_body text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotent_requests_created_idx ON idempotent_requests (created_at);
`;
