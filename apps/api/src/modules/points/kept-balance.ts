import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { PlayerFacts } from '../users/player-facts';
import { balanceChangesAt, balanceOf } from './ledger';

/**
 * The player's spendable points at `now`, as a page shows them: read in one statement with the
 * moment they next change by themselves, and kept while the player writes nothing
 * (player-facts.ts).
 */
export function keptBalance(
  deps: { db: Queryable; facts: PlayerFacts },
  userId: string,
  now: Date,
): Promise<number> {
  return deps.facts.get(userId, 'balance', now, async () => {
    const { rows } = await run<{ balance: number; changes_at: number | null }>(
      deps.db,
      sql`SELECT ${balanceOf(userId, now)} AS balance,
                 ${balanceChangesAt(userId, now)} AS changes_at`,
    );
    return { value: rows[0]!.balance, validUntil: rows[0]!.changes_at ?? undefined };
  });
}
