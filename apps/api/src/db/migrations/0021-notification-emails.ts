/**
 * E-mail notifications (issue 31): the outbox of daily e-mails and what the one-click
 * unsubscribe needs (docs/features/notifications.md, "E-mail").
 *
 * `notification_emails` holds one e-mail per player per UTC day (`UNIQUE (user_id, day)`: a batch
 * composed twice, or on two nodes at once, is still one), the notifications it covers
 * (`notification_ids`, so kinds per day are counted through them) and how sending it went:
 * `pending` until the SMTP server accepts it (`sent`, with its `smtp_message_id`), `failed` after
 * a permanent refusal (5xx) or too many attempts, `cancelled` when the player opted out before it
 * went. No address is kept here: it is read from the settings when the e-mail is sent.
 *
 * `sessions.email` keeps the provider's (verified) `email` claim of a sign-in while that session
 * lives, so that opting in can take the address without keeping one for players who never do; it
 * is cleared when the session ends. The unsubscribe link's token is looked up by its SHA-256.
 */
export default /* sql */ `
CREATE TABLE notification_emails (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The UTC day of the batch.
  day              date NOT NULL,
  -- The notifications it tells of (notifications.id), in the order written.
  notification_ids uuid[] NOT NULL CHECK (cardinality(notification_ids) > 0),
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  -- SMTP attempts made (a lease taken counts as one).
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When a pending e-mail is tried next (after a temporary failure, or when a sender's lease ends).
  next_attempt_at  timestamptz,
  created_at       timestamptz NOT NULL,
  sent_at          timestamptz,
  last_error       text CHECK (length(last_error) <= 1000),
  -- The Message-ID header it was sent with.
  smtp_message_id  text CHECK (length(smtp_message_id) <= 500),
  UNIQUE (user_id, day),
  CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
-- The sender's queue: only pending e-mails, by when they are due.
CREATE INDEX notification_emails_due_idx ON notification_emails (next_attempt_at)
  WHERE status = 'pending';
-- The console's counts by day.
CREATE INDEX notification_emails_day_idx ON notification_emails (day);

ALTER TABLE sessions ADD COLUMN email text CHECK (length(email) <= 320);

CREATE UNIQUE INDEX notification_settings_unsubscribe_hash_idx
  ON notification_settings (sha256(decode(unsubscribe_token, 'hex')));
`;
