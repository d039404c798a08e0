/**
 * The console's notification counts per day and kind (issue 31) read a range of days across all
 * players: the list's indexes lead with the player, so without this one the counts would read
 * every notification ever raised. `kind` beside the time lets them be counted from the index
 * alone. (0021 is the e-mail outbox.)
 */
export default /* sql */ `
CREATE INDEX notifications_shown_kind_idx ON notifications (visible_from, kind);
`;
