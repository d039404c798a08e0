import type {
  ConsoleLottery,
  ConsoleLotteryCampaign,
  LotteryCampaignInput,
  LotteryInput,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { editVersioned } from '../operator-actions/versioned-edit';
import { readLottery, readLotteryCampaigns } from './read-lottery';
import { saveLottery, saveLotteryCampaign } from './save-lottery';

/**
 * Creates a lottery (`version` null) or updates one at the version the operator read; a drawn
 * lottery is refused (`already_drawn`). Answers it before and after for the audit log (the seed
 * is in neither).
 */
export function editLottery(
  tx: Queryable,
  input: LotteryInput,
  now: Date,
): Promise<AuditedOutcome<ConsoleLottery>> {
  return editVersioned(tx, {
    table: 'lotteries',
    id: input.id,
    version: input.version,
    noun: 'lottery',
    objectType: 'lottery',
    reason: input.reason,
    read: () => readLottery(tx, input.id),
    save: () => saveLottery(tx, input, now),
    snapshot: (read) => read.lottery,
  });
}

/** Creates or updates a lottery campaign at the version read (publishing is an update). */
export function editLotteryCampaign(
  tx: Queryable,
  input: LotteryCampaignInput,
): Promise<AuditedOutcome<ConsoleLotteryCampaign>> {
  return editVersioned(tx, {
    table: 'lottery_campaigns',
    id: input.id,
    version: input.version,
    noun: 'lottery campaign',
    objectType: 'lottery_campaign',
    reason: input.reason,
    read: async () => (await readLotteryCampaigns(tx, input.id))[0] ?? null,
    save: () => saveLotteryCampaign(tx, input),
  });
}
