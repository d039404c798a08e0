import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { nextShownAt, unreadCountOf } from '../notifications/list-notifications';
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

/**
 * What the header shows on every page (`GET /point`): the balance as `keptBalance` reads it and how
 * many notifications are unread, in one statement on a miss, kept while the player writes nothing
 * and until either changes by itself (a lot expiring, a notification whose time comes). A job
 * that raises a notification forgets its players' facts (`forgetPlayersOf`), a read mark is the
 * player's own write.
 */
export function keptHeader(
  deps: { db: Queryable; facts: PlayerFacts },
  userId: string,
  now: Date,
): Promise<{ point: number; unread: number }> {
  return deps.facts.get(userId, 'header', now, async () => {
    const { rows } = await run<{
      balance: number;
      changes_at: number | null;
      unread: number;
      shown_at: number | null;
    }>(
      deps.db,
      sql`SELECT ${balanceOf(userId, now)} AS balance,
                 ${balanceChangesAt(userId, now)} AS changes_at,
                 ${unreadCountOf(userId, now)} AS unread,
                 ${nextShownAt(userId, now)} AS shown_at`,
    );
    const row = rows[0]!;
    const until = [row.changes_at, row.shown_at].filter((at): at is number => at !== null);
    return {
      value: { point: row.balance, unread: row.unread },
      validUntil: until.length > 0 ? Math.min(...until) : undefined,
    };
  });
}
