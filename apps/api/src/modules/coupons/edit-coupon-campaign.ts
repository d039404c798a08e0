import { type CampaignInput, type ConsoleCampaign } from '@points/contracts';
import type { Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { editVersioned } from '../operator-actions/versioned-edit';
import { readCouponCampaign } from './read-coupon-campaign';
import { saveCouponCampaign } from './save-coupon';

/** The campaign's own fields, as the audit log keeps them (its coupons are audited apart). */
const snapshotOf = (campaign: ConsoleCampaign) => ({
  id: campaign.id,
  sort_order: campaign.sort_order,
  image: campaign.image,
  texts: campaign.texts,
});

/**
 * Creates a coupon campaign, or updates an existing one (campaigns have no version: an update
 * is of what is there), through `saveCouponCampaign`; answers it before and after for the audit
 * log.
 */
export function editCouponCampaign(
  tx: Queryable,
  input: CampaignInput,
  mode: 'create' | 'update',
): Promise<AuditedOutcome<ConsoleCampaign>> {
  return editVersioned(
    tx,
    'coupon_campaigns',
    { ...input, version: mode === 'create' ? null : 'any' },
    {
      read: () => readCouponCampaign(tx, input.id),
      save: () =>
        saveCouponCampaign(tx, {
          id: input.id,
          sortOrder: input.sort_order,
          image: input.image,
          texts: input.texts,
        }),
      snapshot: snapshotOf,
    },
  );
}
