import type { Database } from '../db/database';
import { generateCouponCodes } from '../modules/coupons/coupon-stock';
import { saveCoupon, saveCouponCampaign, type CouponInput } from '../modules/coupons/save-coupon';

const DAY_MS = 86_400_000;

export interface TestCoupon {
  id: string;
  cost?: number;
  issueLimit?: number;
  holdingLimit?: number;
  /** Codes in its pool; the issue limit's worth when absent. */
  codes?: number;
  /** Days from `now` its validity starts and ends. */
  from?: number;
  to?: number;
  issuing?: boolean;
}

/** A coupon campaign with the given coupons (through the operator's use-cases), and their codes. */
export async function seedCoupons(
  db: Database,
  now: Date,
  campaignId: string,
  coupons: TestCoupon[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await saveCouponCampaign(tx, {
      id: campaignId,
      image: `/content/coupons/${campaignId}.svg`,
      texts: {
        en: { name: `Campaign ${campaignId}`, description: 'Test coupons' },
        ja: { name: `キャンペーン ${campaignId}`, description: 'テスト' },
      },
    });
    for (const [index, coupon] of coupons.entries()) {
      const input: CouponInput = {
        id: coupon.id,
        campaignId,
        sortOrder: index,
        cost: coupon.cost ?? 100,
        validFrom: new Date(now.getTime() + (coupon.from ?? -1) * DAY_MS),
        validTo: new Date(now.getTime() + (coupon.to ?? 30) * DAY_MS),
        issueLimit: coupon.issueLimit ?? 100,
        holdingLimit: coupon.holdingLimit ?? 1,
        issuing: coupon.issuing ?? true,
        image: `/content/coupons/${coupon.id}.svg`,
        texts: {
          en: { name: `Coupon ${coupon.id}`, terms: 'Terms', notes: 'Notes' },
          ja: { name: `クーポン ${coupon.id}`, terms: '条件', notes: '注意' },
        },
      };
      await saveCoupon(tx, input);
      const codes = coupon.codes ?? coupon.issueLimit ?? 100;
      if (codes > 0) await generateCouponCodes(tx, coupon.id, codes);
    }
  });
}
