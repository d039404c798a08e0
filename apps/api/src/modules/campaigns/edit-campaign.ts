import {
  ALREADY_EXISTS,
  CHANGED_SINCE_READ,
  ERROR_CODES,
  type ConsoleEarningCampaign,
  type EarningCampaignInput,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../console/audit-log';
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
  // The row lock orders two saves of one campaign: the second sees the first's version.
  const locked = await run<{ version: number }>(
    tx,
    sql`SELECT version FROM campaigns WHERE id = ${input.id} FOR UPDATE`,
  );
  const current = locked.rows[0];
  if (input.version === null && current) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'a campaign with this id exists', {
      details: { reason: ALREADY_EXISTS },
    });
  }
  if (input.version !== null) {
    if (!current) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such campaign');
    if (current.version !== input.version) {
      throw new AppError(ERROR_CODES.GENERIC_ERROR, 'the campaign changed since it was read', {
        details: { reason: CHANGED_SINCE_READ },
      });
    }
  }
  const before = current ? await readCampaign(tx, input.id) : null;
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
