/**
 * Issue 27: rules the server keeps itself. A visitor who is not attending brings no companion:
 * codes handed to such visitors before are withdrawn (a companion who already registered with
 * one keeps their registration) and the table refuses the pair from now on.
 */
export default /* sql */ `
UPDATE festival_registrations SET has_companion = false, companion_code = NULL
 WHERE role = 'visitor' AND NOT attending AND has_companion;
ALTER TABLE festival_registrations ADD CONSTRAINT festival_registrations_companion_needs_visitor
  CHECK (attending OR NOT has_companion);
`;
