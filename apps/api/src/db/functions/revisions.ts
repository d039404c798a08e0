/**
 * Revision counters: every change to what nodes keep in memory (content, the item shop, coupons,
 * campaigns, lotteries, festivals, site settings) bumps its one-row revision table, which each
 * node polls and hears of (db/revision-snapshot.ts). One trigger function for all of them, the
 * table its argument.
 */
export default /* sql */ `
CREATE OR REPLACE FUNCTION bump_revision() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('UPDATE %I SET revision = revision + 1', TG_ARGV[0]);
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE TRIGGER contents_changed AFTER INSERT OR UPDATE OR DELETE ON contents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('content_revision');

CREATE OR REPLACE TRIGGER item_groups_revision AFTER INSERT OR UPDATE OR DELETE ON item_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('item_revision');
CREATE OR REPLACE TRIGGER items_revision AFTER INSERT OR UPDATE OR DELETE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('item_revision');
CREATE OR REPLACE TRIGGER item_variants_revision AFTER INSERT OR UPDATE OR DELETE ON item_variants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('item_revision');

CREATE OR REPLACE TRIGGER coupon_campaigns_revision
  AFTER INSERT OR UPDATE OR DELETE ON coupon_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('coupon_revision');
CREATE OR REPLACE TRIGGER coupons_revision AFTER INSERT OR UPDATE OR DELETE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('coupon_revision');

CREATE OR REPLACE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('site_settings_revision');

CREATE OR REPLACE TRIGGER campaigns_revision AFTER INSERT OR UPDATE OR DELETE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('campaign_revision');
CREATE OR REPLACE TRIGGER campaign_pages_revision
  AFTER INSERT OR UPDATE OR DELETE ON campaign_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('campaign_revision');

CREATE OR REPLACE TRIGGER lottery_campaigns_revision
  AFTER INSERT OR UPDATE OR DELETE ON lottery_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');
CREATE OR REPLACE TRIGGER lotteries_revision AFTER INSERT OR UPDATE OR DELETE ON lotteries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');
CREATE OR REPLACE TRIGGER lottery_prizes_revision
  AFTER INSERT OR UPDATE OR DELETE ON lottery_prizes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');
CREATE OR REPLACE TRIGGER lottery_draws_revision AFTER INSERT OR UPDATE OR DELETE ON lottery_draws
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('lottery_revision');

CREATE OR REPLACE TRIGGER festivals_revision AFTER INSERT OR UPDATE OR DELETE ON festivals
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('festival_revision');
CREATE OR REPLACE TRIGGER festival_draws_revision
  AFTER INSERT OR UPDATE OR DELETE ON festival_draws
  FOR EACH STATEMENT EXECUTE FUNCTION bump_revision('festival_revision');

-- The single-table functions of databases made before every trigger called bump_revision.
DROP FUNCTION IF EXISTS content_changed();
DROP FUNCTION IF EXISTS bump_item_revision();
DROP FUNCTION IF EXISTS bump_coupon_revision();
DROP FUNCTION IF EXISTS bump_site_settings_revision();
`;
