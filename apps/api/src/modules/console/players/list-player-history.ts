import type { ConsolePointEntry, PlayerPageQuery } from '@points/contracts';
import type { Database } from '../../../db/database';
import { getPointHistory } from '../../points/get-point-history';
import type { HistoryRegistry } from '../../points/history-registry';
import type { Ledger } from '../../points/ledger';
import { adjustmentNotes } from './adjustment-history';

/**
 * The player's points history as the player reads it (the same registry names each entry),
 * with the operator and reason beside every adjustment.
 */
export async function listPlayerHistory(
  deps: { db: Database; ledger: Ledger; history: HistoryRegistry },
  userId: string,
  query: PlayerPageQuery,
  now: Date,
): Promise<{ entries: ConsolePointEntry[]; total: number }> {
  const page = await getPointHistory(
    deps,
    userId,
    { page: query.page, perPage: query.per_page, language: query.lang },
    now,
  );
  const adjustmentIds = page.entries
    .map((entry) => entry.reference)
    .filter((reference): reference is string => !!reference?.startsWith('adjustment:'))
    .map((reference) => reference.slice('adjustment:'.length));
  const notes = await adjustmentNotes(deps.db, userId, adjustmentIds);
  return {
    total: page.total,
    entries: page.entries.map((entry) => ({
      ...entry,
      adjustment: entry.reference?.startsWith('adjustment:')
        ? (notes.get(entry.reference.slice('adjustment:'.length)) ?? null)
        : null,
    })),
  };
}
