/**
 * The operator console's foundations: operators' own sessions (never a player's), the append-only
 * audit log of every console write, the run-time site settings (the maintenance switch) that every
 * node follows through a revision, and a status for contact messages.
 */
export default /* sql */ `
CREATE TABLE operator_sessions (
  token_hash  bytea PRIMARY KEY,
  subject     text NOT NULL,
  name        text NOT NULL,
  role        text NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
  id_token    text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX operator_sessions_expiry_idx ON operator_sessions (expires_at);

CREATE TABLE console_audit (
  id              bigserial PRIMARY KEY,
  at              timestamptz NOT NULL DEFAULT now(),
  operator_subject text NOT NULL,
  operator_name   text NOT NULL,
  operator_role   text NOT NULL,
  action          text NOT NULL,
  object_type     text NOT NULL,
  object_id       text NOT NULL,
  before          jsonb,
  after           jsonb,
  reason          text,
  request_id      text
);
CREATE INDEX console_audit_at_idx ON console_audit (at DESC, id DESC);
CREATE INDEX console_audit_object_idx ON console_audit (object_type, object_id);
CREATE INDEX console_audit_operator_idx ON console_audit (operator_subject);

-- (Its functions and triggers are in db/functions/, applied after the migrations.)

CREATE TABLE site_settings (
  key         text PRIMARY KEY,
  value       jsonb NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now(),
  changed_by  text
);
INSERT INTO site_settings (key, value, changed_by) VALUES ('maintenance', 'false', NULL);

CREATE TABLE site_settings_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint NOT NULL
);
INSERT INTO site_settings_revision (revision) VALUES (1);

ALTER TABLE contact_messages
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered')),
  ADD COLUMN status_changed_at timestamptz;
CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at DESC);
`;
