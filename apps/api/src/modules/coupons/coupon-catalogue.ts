import type { Language } from '@points/contracts';
import type { Database } from '../../db/database';
import { byIdOf, indexByCampaign } from '../../db/catalogue-index';
import { revisionSnapshotOf, type RevisionSnapshot } from '../../db/revision-snapshot';
import { inLanguage, type Localized } from '../texts/localized';

export interface CampaignTexts {
  name: string;
  description: string;
}

export interface CouponTexts {
  name: string;
  terms: string;
  notes: string;
}

export interface CouponCampaign {
  id: string;
  sortOrder: number;
  image: string;
  texts: Localized<CampaignTexts>;
}

export interface Coupon {
  id: string;
  campaignId: string;
  sortOrder: number;
  cost: number;
  validFrom: Date;
  validTo: Date;
  issueLimit: number;
  holdingLimit: number;
  /** false once an operator stopped issuing it (its coupons already got stay usable). */
  issuing: boolean;
  /** Codes in its pool, issued or not. */
  codeCount: number;
  image: string;
  texts: Localized<CouponTexts>;
}

/** Every coupon campaign and coupon: small, and the same for every player. */
export interface CouponCatalogue {
  revision: string;
  campaigns: CouponCampaign[];
  campaignsById: Map<string, CouponCampaign>;
  /** By campaign, in their order. */
  couponsByCampaign: Map<string, Coupon[]>;
  couponsById: Map<string, Coupon>;
}

export type CouponCatalogueStore = RevisionSnapshot<CouponCatalogue>;

/** A coupon's row, as the catalogue and the console read it. */
export interface CouponRow {
  id: string;
  campaign_id: string;
  sort_order: number;
  cost: number;
  valid_from: Date;
  valid_to: Date;
  issue_limit: number;
  holding_limit: number;
  issuing: boolean;
  code_count: number;
  image: string;
  texts: Coupon['texts'];
}

async function loadCouponCatalogue(db: Database): Promise<CouponCatalogue> {
  const [revision, campaigns, coupons] = await Promise.all([
    db.query<{ revision: string }>('SELECT revision::text AS revision FROM coupon_revision'),
    db.query<{ id: string; sort_order: number; image: string; texts: CouponCampaign['texts'] }>(
      'SELECT id, sort_order, image, texts FROM coupon_campaigns ORDER BY sort_order, id',
    ),
    db.query<CouponRow>(
      `SELECT id, campaign_id, sort_order, cost, valid_from, valid_to, issue_limit, holding_limit,
              issuing, code_count, image, texts
         FROM coupons ORDER BY campaign_id, sort_order, id`,
    ),
  ]);
  const index = indexByCampaign(
    coupons.rows.map((row): Coupon => ({
      id: row.id,
      campaignId: row.campaign_id,
      sortOrder: row.sort_order,
      cost: row.cost,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      issueLimit: row.issue_limit,
      holdingLimit: row.holding_limit,
      issuing: row.issuing,
      codeCount: row.code_count,
      image: row.image,
      texts: row.texts,
    })),
  );
  const list: CouponCampaign[] = campaigns.rows.map((row) => ({
    id: row.id,
    sortOrder: row.sort_order,
    image: row.image,
    texts: row.texts,
  }));
  return {
    revision: revision.rows[0]!.revision,
    campaigns: list,
    campaignsById: byIdOf(list),
    couponsByCampaign: index.byCampaign,
    couponsById: index.byId,
  };
}

/** The coupon catalogue kept on each node, read again when `coupon_revision` moves. */
export const createCouponCatalogueStore = revisionSnapshotOf(
  'coupon_revision',
  loadCouponCatalogue,
);

/** A campaign's texts in a language, falling back to English, then Japanese. */
export function campaignTextsIn(campaign: CouponCampaign, language: Language): CampaignTexts {
  return inLanguage(campaign.texts, language) ?? { name: campaign.id, description: '' };
}

/** A coupon's texts in a language, falling back to English, then Japanese. */
export function couponTextsIn(coupon: Coupon, language: Language): CouponTexts {
  return inLanguage(coupon.texts, language) ?? { name: coupon.id, terms: '', notes: '' };
}
