/**
 * The festival (issue 16): pre-registration in the advance period, the visitor draw among
 * pre-registrants (the lottery's commit-and-reveal draw: seed, commitment, salt), visitors' and
 * companions' registrations (one companion per visitor through a single-use code), check-in by
 * ticket code, and the attendance reward through `point_grants` (scope `festival:<id>`).
 */
export default /* sql */ `
CREATE TABLE festivals (
  id                    text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  published             boolean NOT NULL DEFAULT false,
  pre_registration_from timestamptz NOT NULL,
  pre_registration_to   timestamptz NOT NULL,
  -- The visitor draw among pre-registrants.
  draw_at               timestamptz NOT NULL,
  -- Drawn players register as visitors (and their companions) until then.
  registration_to       timestamptz NOT NULL,
  event_starts_at       timestamptz NOT NULL,
  event_ends_at         timestamptz NOT NULL,
  -- Attendees claim the reward until then.
  reward_until          timestamptz NOT NULL,
  visitor_slots         integer NOT NULL CHECK (visitor_slots BETWEEN 1 AND 100000),
  reward_points         integer NOT NULL CHECK (reward_points BETWEEN 1 AND 1000000),
  reward_expiry_days    integer NOT NULL CHECK (reward_expiry_days BETWEEN 1 AND 3650),
  image                 text NOT NULL DEFAULT '',
  -- { "<language>": { "name": …, "description": …, "venue": … } }
  texts                 jsonb NOT NULL,
  seed                  text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  commitment            text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  pseudonym_salt        text NOT NULL,
  version               integer NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (pre_registration_to > pre_registration_from),
  CHECK (draw_at >= pre_registration_to),
  CHECK (registration_to > draw_at),
  CHECK (event_starts_at >= registration_to),
  CHECK (event_ends_at > event_starts_at),
  CHECK (reward_until > event_ends_at)
);

-- A pre-registration is one ticket in the visitor draw, numbered from one sequence.
CREATE SEQUENCE festival_entry_numbers;
CREATE TABLE festival_preregistrations (
  festival_id text NOT NULL REFERENCES festivals (id),
  user_id     uuid NOT NULL REFERENCES users (id),
  number      bigint NOT NULL DEFAULT nextval('festival_entry_numbers'),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (festival_id, user_id),
  UNIQUE (festival_id, number)
);

CREATE TABLE festival_draws (
  festival_id      text PRIMARY KEY REFERENCES festivals (id),
  ticket_list_hash text NOT NULL CHECK (ticket_list_hash ~ '^[0-9a-f]{64}$'),
  ticket_count     integer NOT NULL CHECK (ticket_count >= 0),
  drawn_at         timestamptz NOT NULL
);

CREATE TABLE festival_drawn (
  festival_id text NOT NULL REFERENCES festival_draws (festival_id),
  slot        integer NOT NULL CHECK (slot >= 0),
  user_id     uuid NOT NULL REFERENCES users (id),
  number      bigint NOT NULL,
  holder      text NOT NULL,
  PRIMARY KEY (festival_id, slot),
  UNIQUE (festival_id, user_id)
);

CREATE TABLE festival_registrations (
  id                uuid PRIMARY KEY,
  festival_id       text NOT NULL REFERENCES festivals (id),
  user_id           uuid NOT NULL REFERENCES users (id),
  role              text NOT NULL CHECK (role IN ('visitor', 'companion')),
  attendee_type     text NOT NULL CHECK (attendee_type IN
                      ('adult', 'university', 'secondary', 'middle', 'elementary')),
  age_group         text NOT NULL CHECK (age_group IN ('17_and_under', '18_and_older')),
  attending         boolean NOT NULL,
  has_companion     boolean NOT NULL DEFAULT false,
  -- The linked mobile game account shown at registration, or the consent that without one the
  -- arena activity is not open to them.
  game_user_id      text,
  game_user_name    text,
  no_mobile_consent boolean NOT NULL DEFAULT false,
  -- A visitor with a companion: the single-use code the companion registers with.
  companion_code    text UNIQUE,
  -- A companion: the visitor whose code they used. Unique: one companion per visitor.
  companion_of      uuid UNIQUE REFERENCES festival_registrations (id),
  -- Shown as a QR code; the check-in screen marks it attended once.
  ticket_code       text NOT NULL UNIQUE,
  checked_in_at     timestamptz,
  checked_in_by     text,
  created_at        timestamptz NOT NULL,
  UNIQUE (festival_id, user_id),
  CHECK ((role = 'companion') = (companion_of IS NOT NULL)),
  CHECK (companion_code IS NULL OR (role = 'visitor' AND has_companion)),
  CHECK (role = 'visitor' OR NOT has_companion),
  CHECK (game_user_id IS NOT NULL OR no_mobile_consent),
  -- Elementary and middle school students are 17 and under; adults (non-students) 18 and older.
  CHECK (attendee_type NOT IN ('elementary', 'middle') OR age_group = '17_and_under'),
  CHECK (attendee_type <> 'adult' OR age_group = '18_and_older'),
  CHECK ((checked_in_at IS NULL) = (checked_in_by IS NULL))
);

CREATE TABLE festival_revision (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL
);
INSERT INTO festival_revision VALUES (true, 1);
-- (Its functions and triggers are in db/functions/, applied after the migrations.)
`;
