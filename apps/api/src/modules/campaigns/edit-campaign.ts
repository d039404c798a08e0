import { type ConsoleEarningCampaign, type EarningCampaignInput } from '@points/contracts';
import type { Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { editVersioned } from '../operator-actions/versioned-edit';
import { readCampaign } from './read-campaign';
import { saveCampaign } from './save-campaign';

/**
 * Creates a campaign (`version` null) or updates one at the version the operator read (publishing
 * is an update of `published`); answers it before and after for the audit log.
 */
export function editCampaign(
  tx: Queryable,
  input: EarningCampaignInput,
): Promise<AuditedOutcome<ConsoleEarningCampaign>> {
  return editVersioned(tx, 'campaigns', input, {
    read: () => readCampaign(tx, input.id),
    save: () => saveCampaign(tx, input),
    verb: (before, after) =>
      before.published === after.published ? undefined : after.published ? 'publish' : 'unpublish',
  });
}
