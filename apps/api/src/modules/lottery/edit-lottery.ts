import type {
  ConsoleLottery,
  ConsoleLotteryCampaign,
  LotteryCampaignInput,
  LotteryInput,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { lockForEdit } from '../operator-actions/versioned-edit';
import { readLottery, readLotteryCampaigns } from './read-lottery';
import { saveLottery, saveLotteryCampaign } from './save-lottery';

/**
 * Creates a lottery (`version` null) or updates one at the version the operator read; a drawn
 * lottery is refused (`already_drawn`). Answers it before and after for the audit log (the seed
 * is in neither).
 */
export async function editLottery(
  tx: Queryable,
  input: LotteryInput,
  now: Date,
): Promise<AuditedOutcome<ConsoleLottery>> {
  const exists = await lockForEdit(tx, {
    table: 'lotteries',
    id: input.id,
    version: input.version,
    noun: 'lottery',
  });
  const before = exists ? await readLottery(tx, input.id) : null;
  await saveLottery(tx, input, now);
  const after = (await readLottery(tx, input.id))!;
  return {
    result: after,
    audit: {
      action: before ? 'lottery.update' : 'lottery.create',
      objectType: 'lottery',
      objectId: input.id,
      before: before?.lottery ?? null,
      after: after.lottery,
      reason: input.reason ?? null,
    },
  };
}

/** Creates or updates a lottery campaign at the version read (publishing is an update). */
export async function editLotteryCampaign(
  tx: Queryable,
  input: LotteryCampaignInput,
): Promise<AuditedOutcome<ConsoleLotteryCampaign>> {
  const exists = await lockForEdit(tx, {
    table: 'lottery_campaigns',
    id: input.id,
    version: input.version,
    noun: 'lottery campaign',
  });
  const [before] = exists ? await readLotteryCampaigns(tx, input.id) : [];
  await saveLotteryCampaign(tx, input);
  const [after] = await readLotteryCampaigns(tx, input.id);
  return {
    result: after!,
    audit: {
      action: before ? 'lottery_campaign.update' : 'lottery_campaign.create',
      objectType: 'lottery_campaign',
      objectId: input.id,
      before: before ?? null,
      after,
      reason: input.reason ?? null,
    },
  };
}
