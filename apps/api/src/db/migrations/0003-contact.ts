/** Messages players send through /contact. */
export default /* sql */ `
CREATE TABLE contact_messages (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
  category     text NOT NULL,
  email        text NOT NULL CHECK (length(email) <= 254),
  game_user_id text CHECK (length(game_user_id) <= 32),
  message      text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  language     text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);
`;
