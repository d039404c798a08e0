import { LANGUAGES, type Language } from '@points/contracts';
import type { Queryable } from '../db/database';
import { run, sql } from '../db/statement';
import type { CampaignTexts, CouponTexts } from '../modules/coupons/coupon-catalogue';
import { couponPool, generateCouponCodes } from '../modules/coupons/coupon-stock';
import { saveCoupon, saveCouponCampaign } from '../modules/coupons/save-coupon';
import { DEMO_TEXTS } from './texts';

interface DemoCouponTexts {
  campaigns: Record<string, CampaignTexts>;
  coupons: Record<string, CouponTexts>;
}

const textsIn = (language: Language): DemoCouponTexts => DEMO_TEXTS[language].coupons;

const DAY_MS = 86_400_000;

const CAMPAIGNS = ['official-store', 'stadium-partners', 'season-specials'];

interface DemoCoupon {
  id: string;
  campaign: string;
  cost: number;
  issueLimit: number;
  holdingLimit: number;
  /** Days from the seed's time the validity starts and ends. */
  from: number;
  to: number;
}

/** Different costs and limits; one with an issue limit of 5, one ended, one not started yet. */
const COUPONS: DemoCoupon[] = [
  {
    id: 'store-500-off',
    campaign: 'official-store',
    cost: 300,
    issueLimit: 1000,
    holdingLimit: 3,
    from: -10,
    to: 60,
  },
  {
    id: 'store-free-shipping',
    campaign: 'official-store',
    cost: 150,
    issueLimit: 2000,
    holdingLimit: 1,
    from: -10,
    to: 90,
  },
  {
    id: 'store-10-percent',
    campaign: 'official-store',
    cost: 800,
    issueLimit: 5,
    holdingLimit: 1,
    from: -3,
    to: 30,
  },
  {
    id: 'stadium-drink',
    campaign: 'stadium-partners',
    cost: 100,
    issueLimit: 2000,
    holdingLimit: 5,
    from: -20,
    to: 45,
  },
  {
    id: 'stadium-tour',
    campaign: 'stadium-partners',
    cost: 1200,
    issueLimit: 200,
    holdingLimit: 2,
    from: -5,
    to: 120,
  },
  {
    id: 'stadium-scarf',
    campaign: 'stadium-partners',
    cost: 2500,
    issueLimit: 50,
    holdingLimit: 1,
    from: -5,
    to: 120,
  },
  {
    id: 'autumn-kit-discount',
    campaign: 'season-specials',
    cost: 400,
    issueLimit: 500,
    holdingLimit: 2,
    from: -60,
    to: -5,
  },
  {
    id: 'new-year-bundle',
    campaign: 'season-specials',
    cost: 600,
    issueLimit: 500,
    holdingLimit: 2,
    from: 20,
    to: 80,
  },
];

const textsOf = <T>(pick: (texts: DemoCouponTexts) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pick(textsIn(language))]));

/**
 * The demo coupons, through the same use-cases an operator uses, with random codes for each
 * coupon's issue limit (generated once: a restart keeps the codes and who got them).
 */
export async function seedDemoCoupons(tx: Queryable, now: Date): Promise<void> {
  for (const [index, id] of CAMPAIGNS.entries()) {
    await saveCouponCampaign(tx, {
      id,
      sortOrder: index,
      image: `/content/coupons/${id}.svg`,
      texts: textsOf((texts) => texts.campaigns[id]!),
    });
  }
  for (const [index, coupon] of COUPONS.entries()) {
    await saveCoupon(tx, {
      id: coupon.id,
      campaignId: coupon.campaign,
      sortOrder: index,
      cost: coupon.cost,
      validFrom: new Date(now.getTime() + coupon.from * DAY_MS),
      validTo: new Date(now.getTime() + coupon.to * DAY_MS),
      issueLimit: coupon.issueLimit,
      holdingLimit: coupon.holdingLimit,
      image: `/content/coupons/${coupon.id}.svg`,
      texts: textsOf((texts) => texts.coupons[coupon.id]!),
    });
    const { rows } = await run(
      tx,
      sql`SELECT 1 FROM stock_units WHERE pool = ${couponPool(coupon.id)} LIMIT 1`,
    );
    if (rows.length === 0) await generateCouponCodes(tx, coupon.id, coupon.issueLimit);
  }
}
