/**
 * Content's languages that deliberately fall back (issue 13): publishing needs each of the 17
 * languages either written or named here. NULL for content written before the console (and by
 * the demo seed, which does not name them): every language without a text falls back, as before.
 */
export default /* sql */ `
ALTER TABLE contents ADD COLUMN fallback_languages text[];
CREATE INDEX contents_kind_status_idx ON contents (kind, status, public_start_date DESC, id DESC);
`;
