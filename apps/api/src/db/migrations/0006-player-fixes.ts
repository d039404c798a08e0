/**
 * What trying the site as a player found (issue 10):
 *
 * - Contact messages get a short reference a person can read out ("K7F2-9QXA"), and the keyed
 *   hash of the sender's address, so the hourly limit counts accepted messages only (the key is
 *   forgotten after a day).
 * - Sessions keep the provider's ID token, the hint its end-session endpoint needs to sign the
 *   player out of the provider too (OpenID Connect RP-initiated logout).
 */
export default /* sql */ `
ALTER TABLE contact_messages ADD COLUMN reference text, ADD COLUMN client_key text;
UPDATE contact_messages
   SET reference = upper(substr(replace(id::text, '-', ''), 1, 4) || '-' ||
                         substr(replace(id::text, '-', ''), 5, 4));
ALTER TABLE contact_messages ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX contact_messages_reference_idx ON contact_messages (reference);
CREATE INDEX contact_messages_client_idx ON contact_messages (client_key, created_at)
  WHERE client_key IS NOT NULL;

ALTER TABLE sessions ADD COLUMN id_token text;
`;
