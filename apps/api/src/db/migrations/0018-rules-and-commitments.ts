/**
 * Issue 27: rules the server keeps itself, and draw commitments that bind everything a draw
 * depends on.
 *
 * - A visitor who is not attending brings no companion: codes handed to such visitors before are
 *   withdrawn (a companion who already registered with one keeps their registration) and the
 *   table refuses the pair from now on.
 * - Festival check-in is open only around the event: `check_in_margin_minutes` before it starts
 *   until as long after it ends (120 unless the operator sets it, at most a day).
 * - A draw's commitment was SHA-256 of the seed alone; that hash is kept as `seed_hash`, and the
 *   commitment becomes SHA-256 of the canonical text that binds the algorithm, the subject, the
 *   seed's hash, the prize slots in order and the entry period (`commitmentText` in
 *   @points/contracts: keys in alphabetical order, no spaces, times to the millisecond in UTC).
 *   The entry periods are cut to the millisecond first, as the text writes them. For lotteries
 *   and festivals made before this migration the binding commitment dates from it; their seed's
 *   hash is the one shown from the start.
 */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export default /* sql */ `
UPDATE festival_registrations SET has_companion = false, companion_code = NULL
 WHERE role = 'visitor' AND NOT attending AND has_companion;
ALTER TABLE festival_registrations ADD CONSTRAINT festival_registrations_companion_needs_visitor
  CHECK (attending OR NOT has_companion);

ALTER TABLE festivals ADD COLUMN check_in_margin_minutes integer NOT NULL DEFAULT 120
  CHECK (check_in_margin_minutes BETWEEN 0 AND 1440);

ALTER TABLE lotteries ADD COLUMN seed_hash text;
UPDATE lotteries SET seed_hash = commitment,
  entry_from = date_trunc('milliseconds', entry_from),
  entry_to = date_trunc('milliseconds', entry_to);
UPDATE lotteries l SET commitment = encode(sha256(convert_to(
  '{"algorithm":"sha256-rejection-v1","entry_from":"' || ${iso('l.entry_from')} ||
  '","entry_to":"' || ${iso('l.entry_to')} ||
  '","prizes":[' || COALESCE((
    SELECT string_agg('{"position":' || p.position || ',"quantity":' || p.quantity || '}', ','
                      ORDER BY p.position)
      FROM lottery_prizes p WHERE p.lottery_id = l.id), '') ||
  '],"seed_hash":"' || l.seed_hash || '","subject":"lottery:' || l.id || '"}', 'UTF8')), 'hex');
ALTER TABLE lotteries ALTER COLUMN seed_hash SET NOT NULL,
  ADD CONSTRAINT lotteries_seed_hash_check CHECK (seed_hash ~ '^[0-9a-f]{64}$');

ALTER TABLE festivals ADD COLUMN seed_hash text;
UPDATE festivals SET seed_hash = commitment,
  pre_registration_from = date_trunc('milliseconds', pre_registration_from),
  pre_registration_to = date_trunc('milliseconds', pre_registration_to);
UPDATE festivals f SET commitment = encode(sha256(convert_to(
  '{"algorithm":"sha256-rejection-v1","entry_from":"' || ${iso('f.pre_registration_from')} ||
  '","entry_to":"' || ${iso('f.pre_registration_to')} ||
  '","prizes":[{"position":0,"quantity":' || f.visitor_slots ||
  '}],"seed_hash":"' || f.seed_hash || '","subject":"festival:' || f.id || '"}', 'UTF8')), 'hex');
ALTER TABLE festivals ALTER COLUMN seed_hash SET NOT NULL,
  ADD CONSTRAINT festivals_seed_hash_check CHECK (seed_hash ~ '^[0-9a-f]{64}$');
`;
