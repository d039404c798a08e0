/**
 * Content (issue 11): news notices, topics, popups, carousel banners and game banners in one
 * table, since they share everything that matters (a public id, per-language texts, a window,
 * country targeting, a publication state) and differ only in a few attributes. Who saw what
 * (notices read, popups closed) is one table too. Every change to content bumps
 * `content_revision`, which each API node polls to know when to read content again.
 */
export default /* sql */ `
CREATE TABLE contents (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind                text NOT NULL CHECK (kind IN ('notice', 'topic', 'popup', 'carousel', 'game_banner')),
  reason_id           text NOT NULL CHECK (reason_id ~ '^[a-z0-9-]{1,64}$'),
  status              text NOT NULL DEFAULT 'draft'
                        CHECK (status IN ('draft', 'published', 'unpublished')),
  public_start_date   timestamptz NOT NULL,
  public_end_date     timestamptz,
  target_countries    text[] NOT NULL DEFAULT '{}',
  target_country_flag smallint NOT NULL DEFAULT 0 CHECK (target_country_flag IN (0, 1)),
  -- Among banners shown at once, the lower first.
  sort_order          integer NOT NULL DEFAULT 0,
  -- { "<language>": { "title": …, "body": <markdown subset>, "alt": … } }
  texts               jsonb NOT NULL DEFAULT '{}',
  -- Kind-specific: thumbnails, links, popup type and button, banner images.
  attributes          jsonb NOT NULL DEFAULT '{}',
  version             integer NOT NULL DEFAULT 1,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  published_at        timestamptz,
  UNIQUE (kind, reason_id),
  CHECK (public_end_date IS NULL OR public_end_date > public_start_date)
);

-- A notice opened or a popup closed by a player: recorded once.
CREATE TABLE content_seen (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  seen_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, content_id)
);

-- Players the store promotion treats specially (SPEC.md §6, POST /check-special-user).
CREATE TABLE special_users (
  user_id     uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  global_flag boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint NOT NULL
);
INSERT INTO content_revision (revision) VALUES (1);

-- (Its functions and triggers are in db/functions/, applied after the migrations.)
`;
