import { z } from 'zod';
import { ERROR_CODES, LANGUAGES, COUPON_ID_PATTERN } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import { syncCouponPool, type CouponStock } from './coupon-stock';

const text = (max: number) => z.string().trim().max(max);
const byLanguage = <T extends z.ZodType>(schema: T) =>
  z
    .partialRecord(z.enum(LANGUAGES), schema)
    .refine((texts) => texts.en !== undefined || texts.ja !== undefined, {
      message: 'English or Japanese texts are required (every language falls back to them)',
    });

/** A coupon campaign as an operator (or the demo) writes it. */
export const CouponCampaignInput = z.object({
  id: z.string().regex(COUPON_ID_PATTERN),
  sortOrder: z.number().int().default(0),
  image: text(300).min(1),
  texts: byLanguage(z.object({ name: text(120).min(1), description: text(1000) })),
});
export type CouponCampaignInput = z.input<typeof CouponCampaignInput>;

/** A coupon as an operator (or the demo) writes it. */
export const CouponInput = z
  .object({
    id: z.string().regex(COUPON_ID_PATTERN),
    campaignId: z.string().regex(COUPON_ID_PATTERN),
    sortOrder: z.number().int().default(0),
    cost: z.number().int().min(1).max(10_000_000),
    validFrom: z.date(),
    validTo: z.date(),
    issueLimit: z.number().int().min(1).max(10_000_000),
    holdingLimit: z.number().int().min(1).max(1000),
    issuing: z.boolean().default(true),
    image: text(300).min(1),
    texts: byLanguage(z.object({ name: text(120).min(1), terms: text(4000), notes: text(4000) })),
  })
  .refine((coupon) => coupon.validTo > coupon.validFrom, {
    message: 'validTo must be after validFrom',
    path: ['validTo'],
  });
export type CouponInput = z.input<typeof CouponInput>;

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, z.prettifyError(parsed.error));
  }
  return parsed.data;
}

/** Creates or updates a coupon campaign. */
export async function saveCouponCampaign(tx: Queryable, input: CouponCampaignInput): Promise<void> {
  const campaign = parse(CouponCampaignInput, input);
  await run(
    tx,
    sql`INSERT INTO coupon_campaigns (id, sort_order, image, texts)
        VALUES (${campaign.id}, ${campaign.sortOrder}, ${campaign.image}, ${JSON.stringify(campaign.texts)})
        ON CONFLICT (id) DO UPDATE SET sort_order = EXCLUDED.sort_order, image = EXCLUDED.image,
          texts = EXCLUDED.texts, updated_at = now()
        WHERE (coupon_campaigns.sort_order, coupon_campaigns.image, coupon_campaigns.texts)
              IS DISTINCT FROM (EXCLUDED.sort_order, EXCLUDED.image, EXCLUDED.texts)`,
  );
}

/**
 * Creates or updates a coupon, then frees or withholds its codes for its issue limit. A lower
 * issue limit never takes back coupons already issued; an ended validity expires the unused
 * ones at the next expiry step.
 */
export async function saveCoupon(tx: Queryable, input: CouponInput): Promise<CouponStock> {
  const coupon = parse(CouponInput, input);
  const { rows } = await run(
    tx,
    sql`SELECT 1 FROM coupon_campaigns WHERE id = ${coupon.campaignId}`,
  );
  if (rows.length === 0)
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'no such coupon campaign');
  await run(
    tx,
    sql`INSERT INTO coupons (id, campaign_id, sort_order, cost, valid_from, valid_to, issue_limit,
                             holding_limit, issuing, image, texts)
        VALUES (${coupon.id}, ${coupon.campaignId}, ${coupon.sortOrder}, ${coupon.cost},
                ${coupon.validFrom}, ${coupon.validTo}, ${coupon.issueLimit}, ${coupon.holdingLimit},
                ${coupon.issuing}, ${coupon.image}, ${JSON.stringify(coupon.texts)})
        ON CONFLICT (id) DO UPDATE SET campaign_id = EXCLUDED.campaign_id,
          sort_order = EXCLUDED.sort_order, cost = EXCLUDED.cost, valid_from = EXCLUDED.valid_from,
          valid_to = EXCLUDED.valid_to, issue_limit = EXCLUDED.issue_limit,
          holding_limit = EXCLUDED.holding_limit, issuing = EXCLUDED.issuing,
          image = EXCLUDED.image, texts = EXCLUDED.texts, version = coupons.version + 1,
          updated_at = now()
        WHERE (coupons.campaign_id, coupons.sort_order, coupons.cost, coupons.valid_from,
               coupons.valid_to, coupons.issue_limit, coupons.holding_limit, coupons.issuing,
               coupons.image, coupons.texts)
              IS DISTINCT FROM
              (EXCLUDED.campaign_id, EXCLUDED.sort_order, EXCLUDED.cost, EXCLUDED.valid_from,
               EXCLUDED.valid_to, EXCLUDED.issue_limit, EXCLUDED.holding_limit, EXCLUDED.issuing,
               EXCLUDED.image, EXCLUDED.texts)`,
  );
  return syncCouponPool(tx, coupon.id);
}
