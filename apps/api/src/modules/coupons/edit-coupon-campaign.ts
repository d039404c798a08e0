import {
  ALREADY_EXISTS,
  ERROR_CODES,
  type CampaignInput,
  type ConsoleCampaign,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../operator-actions/audited';
import { readCouponCampaign } from './read-coupon-campaign';
import { saveCouponCampaign } from './save-coupon';

/** The campaign's own fields, as the audit log keeps them (its coupons are audited apart). */
const snapshotOf = (campaign: ConsoleCampaign | null) =>
  campaign && {
    id: campaign.id,
    sort_order: campaign.sort_order,
    image: campaign.image,
    texts: campaign.texts,
  };

/**
 * Creates a coupon campaign, or updates an existing one, through `saveCouponCampaign`; answers
 * it before and after for the audit log.
 */
export async function editCouponCampaign(
  tx: Queryable,
  input: CampaignInput,
  mode: 'create' | 'update',
): Promise<AuditedOutcome<ConsoleCampaign>> {
  // The row lock makes a create that races another wait for it, and see it.
  await run(tx, sql`SELECT 1 FROM coupon_campaigns WHERE id = ${input.id} FOR UPDATE`);
  const before = await readCouponCampaign(tx, input.id);
  if (mode === 'create' && before) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'a campaign with this id exists', {
      details: { reason: ALREADY_EXISTS },
    });
  }
  if (mode === 'update' && !before) {
    throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon campaign');
  }
  await saveCouponCampaign(tx, {
    id: input.id,
    sortOrder: input.sort_order,
    image: input.image,
    texts: input.texts,
  });
  const after = (await readCouponCampaign(tx, input.id))!;
  return {
    result: after,
    audit: {
      action: before ? 'coupon_campaign.update' : 'coupon_campaign.create',
      objectType: 'coupon_campaign',
      objectId: input.id,
      before: snapshotOf(before),
      after: snapshotOf(after),
      reason: input.reason ?? null,
    },
  };
}
