/**
 * Revision counters: every change to what nodes keep in memory (content, the item shop, coupons,
 * campaigns, lotteries, festivals, site settings) bumps its one-row revision table, which each
 * node polls and hears of (db/revision-snapshot.ts). One trigger function for all of them, the
 * table its argument.
 */

/** Each revision table and the tables whose changes move it. */
export const FOLLOWED: Record<string, readonly string[]> = {
  content_revision: ['contents'],
  item_revision: ['item_groups', 'items', 'item_variants'],
  coupon_revision: ['coupon_campaigns', 'coupons'],
  site_settings_revision: ['site_settings'],
  campaign_revision: ['campaigns', 'campaign_pages'],
  lottery_revision: ['lottery_campaigns', 'lotteries', 'lottery_prizes', 'lottery_draws'],
  festival_revision: ['festivals', 'festival_draws'],
};

const triggers = Object.entries(FOLLOWED).flatMap(([revision, tables]) =>
  tables.map(
    (table) => `CREATE OR REPLACE TRIGGER ${table}_revision
  AFTER INSERT OR UPDATE OR DELETE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('${revision}');`,
  ),
);

export default /* sql */ `
CREATE OR REPLACE FUNCTION bump_revision() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('UPDATE %I SET revision = revision + 1', TG_ARGV[0]);
  RETURN NULL;
END
$fn$;

${triggers.join('\n')}

-- The triggers and single-table functions of databases made before every trigger was named after
-- its table and called bump_revision.
DROP TRIGGER IF EXISTS contents_changed ON contents;
DROP TRIGGER IF EXISTS site_settings_changed ON site_settings;
DROP FUNCTION IF EXISTS content_changed();
DROP FUNCTION IF EXISTS bump_item_revision();
DROP FUNCTION IF EXISTS bump_coupon_revision();
DROP FUNCTION IF EXISTS bump_site_settings_revision();
`;
