/**
 * `point_grants` by campaign for the console's counts, keyed (scope, user_id) instead of
 * (scope, period_start): every claim of one campaign had the same key, so parallel claims all
 * inserted into the same index page and queued on it; the player's id spreads them out.
 */
export default /* sql */ `
DROP INDEX point_grants_scope_idx;
CREATE INDEX point_grants_scope_user_idx ON point_grants (scope, user_id);
`;
