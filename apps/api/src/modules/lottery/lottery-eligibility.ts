import { ERROR_CODES, type LotteryRefusal, type LotteryState } from '@points/contracts';
import { AppError } from '../../errors';
import { firstBlock, type Rules } from '../eligibility/rules';
import { isAnnounced, type Lottery } from './lottery-catalogue';

/** Why nobody can enter a lottery now, one per rule, in the order they are checked. */
type EntryBlock = 'not_started' | 'ended';

/**
 * The rules of an entry that the lottery decides: its entry period. The lottery's state and the
 * entry's refusal both read this one list. The player's entry limit and points are the spend's
 * (all entries or none, under the account lock), and the page shows them as `entries_left`.
 */
const RULES: Rules<Lottery, object, EntryBlock> = [
  { block: 'not_started', fails: (lottery, _facts, now) => now < lottery.entryFrom },
  { block: 'ended', fails: (lottery, _facts, now) => now >= lottery.entryTo },
];

/** Whether entries are taken now. */
export const isOpenForEntry = (lottery: Lottery, now: Date): boolean =>
  firstBlock(RULES, lottery, {}, now) === null;

/** A visitor, or the player's entries in the lotteries and the ones they won. */
export type EntryViewer =
  | { signedIn: false }
  | { signedIn: true; entries: ReadonlyMap<string, number>; wins: ReadonlyMap<string, unknown> };

/** The lottery's state for the viewer (SPEC.md §4): the entry period, then the result. */
export function lotteryState(lottery: Lottery, viewer: EntryViewer, now: Date): LotteryState {
  switch (firstBlock(RULES, lottery, {}, now)) {
    case 'not_started':
      return 'upcoming';
    case null:
      return 'open';
    default:
      if (!isAnnounced(lottery, now)) return 'closed';
      if (!viewer.signedIn || !viewer.entries.get(lottery.id)) return 'announced';
      return viewer.wins.has(lottery.id) ? 'won' : 'lost';
  }
}

/** A lottery refusal: catalogue code 4049 with the reason the SPA turns into its message. */
export function lotteryRefusal(reason: LotteryRefusal): AppError {
  return new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });
}

/** Refuses an entry outside the lottery's entry period (the spend checks the rest). */
export function guardEntry(lottery: Lottery, now: Date): void {
  if (!isOpenForEntry(lottery, now)) throw lotteryRefusal('entry_closed');
}
