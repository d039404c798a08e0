/**
 * Point adjustments made by operators in the console: who made each one and why. The ledger
 * entry's reference is `adjustment:<id>`, so the points history can name the reason to the player
 * and the console can name the operator.
 */
export default /* sql */ `
CREATE TABLE point_adjustments (
  id               uuid PRIMARY KEY,
  user_id          uuid NOT NULL REFERENCES users (id),
  entry_id         bigint NOT NULL UNIQUE REFERENCES point_entries (id),
  operator_subject text NOT NULL,
  operator_name    text NOT NULL,
  reason           text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_at       timestamptz NOT NULL
);
CREATE INDEX point_adjustments_user_idx ON point_adjustments (user_id, created_at DESC);
`;
