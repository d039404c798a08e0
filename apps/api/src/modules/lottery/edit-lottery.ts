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
  return editVersioned(tx, 'lotteries', input, {
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
  return editVersioned(tx, 'lottery_campaigns', input, {
    read: async () => (await readLotteryCampaigns(tx, input.id))[0] ?? null,
    save: () => saveLotteryCampaign(tx, input),
  });
}
