/** Users as the sign-in provider describes them, their linked game apps, and bearer sessions. */
export default /* sql */ `
CREATE TABLE users (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject         text NOT NULL UNIQUE,
  nickname        text NOT NULL,
  country         text NOT NULL,
  language        text NOT NULL,
  phone_number    text,
  address         jsonb,
  program_consent boolean NOT NULL DEFAULT false,
  point_available boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  last_login_at   timestamptz
);

CREATE TABLE user_game_apps (
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id   text NOT NULL,
  platform     text NOT NULL,
  game_user_id text NOT NULL,
  PRIMARY KEY (user_id, content_id, platform)
);

CREATE TABLE sessions (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Only a SHA-256 of each bearer token is kept: a copy of this table signs nobody in.
CREATE TABLE session_tokens (
  token_hash  bytea PRIMARY KEY,
  session_id  uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  issued_at   timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  replaced_at timestamptz
);
CREATE INDEX session_tokens_session_id_idx ON session_tokens (session_id);
`;
