/**
 * The item shop as operators edit it (issue 13): items gain a `version` for optimistic edits in
 * the console, and the catalogue follows a revision like content and coupons, so a console write
 * shows on every node within CONTENT_REFRESH_MS instead of a 30 s cache.
 */
export default /* sql */ `
-- Bumped by every save: a save that read an older version is refused (changed_since_read).
ALTER TABLE items ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE items ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Every change to items, their variants or groups bumps the revision each node polls.
CREATE TABLE item_revision (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL
);
INSERT INTO item_revision VALUES (true, 1);
-- (Its functions and triggers are in db/functions/, applied after the migrations.)
`;
