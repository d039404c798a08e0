import { type ConsoleEarningCampaign, type EarningCampaignInput } from '@points/contracts';
import type { Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { lockForEdit } from '../operator-actions/versioned-edit';
import { readCampaign } from './read-campaign';
import { saveCampaign } from './save-campaign';

/**
 * Creates a campaign (`version` null) or updates one at the version the operator read (publishing
 * is an update of `published`); answers it before and after for the audit log.
 */
export async function editCampaign(
  tx: Queryable,
  input: EarningCampaignInput,
): Promise<AuditedOutcome<ConsoleEarningCampaign>> {
  const exists = await lockForEdit(tx, {
    table: 'campaigns',
    id: input.id,
    version: input.version,
    noun: 'campaign',
  });
  const before = exists ? await readCampaign(tx, input.id) : null;
  await saveCampaign(tx, input);
  const after = (await readCampaign(tx, input.id))!;
  const publishing = before !== null && before.published !== after.published;
  return {
    result: after,
    audit: {
      action: !before
        ? 'campaign.create'
        : publishing
          ? after.published
            ? 'campaign.publish'
            : 'campaign.unpublish'
          : 'campaign.update',
      objectType: 'campaign',
      objectId: input.id,
      before,
      after,
      reason: input.reason ?? null,
    },
  };
}
