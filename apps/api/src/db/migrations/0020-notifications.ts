/**
 * Notifications (issue 31): what a player is told about, each raised once per player, kind and
 * event (`UNIQUE (user_id, kind, event_key)`, docs/features/notifications.md), in the same
 * transaction or statement as the event. `params` holds the facts the texts need (amounts,
 * dates, ids); names are rendered at read time in the player's language. A notification shows
 * from `visible_from` (a lottery's result at its announcement). The settings hold the player's
 * e-mail choice, off by default; `email` stays empty until e-mail is sent.
 */
export default /* sql */ `
CREATE TABLE notifications (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('points_expiring', 'lottery_result',
                 'festival_draw_result', 'delivery_refunded', 'coupon_expiring')),
  -- Which event of the kind: a lottery's id, an exchange's, a stage and a date…
  event_key    text NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
  params       jsonb NOT NULL DEFAULT '{}',
  -- The page on the site it is about.
  link         text NOT NULL CHECK (link ~ '^/' AND length(link) <= 500),
  visible_from timestamptz NOT NULL,
  created_at   timestamptz NOT NULL,
  read_at      timestamptz,
  UNIQUE (user_id, kind, event_key)
);
-- A player's list, newest first; the unread count reads only the unread.
CREATE INDEX notifications_list_idx ON notifications (user_id, visible_from DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id, visible_from)
  WHERE read_at IS NULL;

CREATE TABLE notification_settings (
  user_id           uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email_opt_in      boolean NOT NULL DEFAULT false,
  -- The address e-mail goes to, kept only while the player opts in.
  email             text CHECK (length(email) <= 320),
  -- What the one-click unsubscribe link carries: 64 random hex digits.
  unsubscribe_token text NOT NULL UNIQUE
                    DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
                    CHECK (unsubscribe_token ~ '^[0-9a-f]{64}$'),
  updated_at        timestamptz NOT NULL
);
`;
