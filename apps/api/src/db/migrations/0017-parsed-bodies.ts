/**
 * Bodies parsed once, when written (issue 27): beside the Markdown of `contents` and `campaigns`,
 * the block tree each body makes, with the source it was made from:
 * `{ "<language>": { "<field>": { "source": <markdown>, "blocks": [ … ] } } }`. Nodes serve the
 * stored blocks and never parse on read; a body whose stored source is not its text (a row written
 * before this migration, or by a node of an older version) is parsed once by the
 * `store-parsed-bodies` task, at start-up and periodically (modules/texts/parsed-bodies.ts).
 */
export default /* sql */ `
ALTER TABLE contents ADD COLUMN parsed_bodies jsonb;
ALTER TABLE campaigns ADD COLUMN parsed_bodies jsonb;
`;
