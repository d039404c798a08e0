/**
 * The history the database itself keeps from change: the ledger's entries and allocations, and
 * the operators' audit log, refuse every update, delete and truncate.
 */
export default /* sql */ `
-- Entries and allocations are history: corrections are new entries, never edits or deletes.
CREATE OR REPLACE FUNCTION reject_history_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION '% is append-only: record a correcting entry instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$fn$;
CREATE OR REPLACE TRIGGER point_entries_append_only BEFORE UPDATE OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();
CREATE OR REPLACE TRIGGER point_entries_no_truncate BEFORE TRUNCATE ON point_entries
  FOR EACH STATEMENT EXECUTE FUNCTION reject_history_change();
CREATE OR REPLACE TRIGGER point_allocations_append_only BEFORE UPDATE OR DELETE ON point_allocations
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();

-- Append-only: the database itself refuses to change or remove what was recorded.
CREATE OR REPLACE FUNCTION console_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_audit is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE OR REPLACE TRIGGER console_audit_no_update BEFORE UPDATE OR DELETE ON console_audit
  FOR EACH ROW EXECUTE FUNCTION console_audit_append_only();
CREATE OR REPLACE TRIGGER console_audit_no_truncate BEFORE TRUNCATE ON console_audit
  FOR EACH STATEMENT EXECUTE FUNCTION console_audit_append_only();
`;
