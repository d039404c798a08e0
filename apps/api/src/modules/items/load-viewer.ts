import type { Database } from '../../db/database';
import { fromJsonRows, jsonRows, run, sql } from '../../db/statement';
import { balanceChangesAt, balanceOf, type Ledger } from '../points/ledger';
import type { PlayerFacts } from '../users/player-facts';
import type { AuthenticatedSession } from '../auth/session-store';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import { usedKey, VISITOR, type Viewer } from './item-view';

const DAY = 86_400_000;

interface ItemFacts {
  balance: number;
  used: Map<string, number>;
}

/** The player's balance and spends against limits in the periods still running: one statement. */
async function readItemFacts(db: Database, userId: string, now: Date) {
  // Monthly periods are the longest that reset: older ones cannot be running.
  const oldestRunning = new Date(now.getTime() - 32 * DAY);
  const { rows } = await run<{ balance: number; changes_at: number | null; used: unknown }>(
    db,
    sql`SELECT ${balanceOf(userId, now)} AS balance,
               ${balanceChangesAt(userId, now)} AS changes_at, ${jsonRows(
                 sql`SELECT scope, period_start, used FROM spend_counters
                      WHERE user_id = ${userId} AND scope LIKE 'item:%' AND used > 0
                        AND (period_start = 'epoch'::timestamptz OR period_start > ${oldestRunning})`,
               )} AS used`,
  );
  const { balance, changes_at, used } = rows[0]!;
  const counters = fromJsonRows<{ scope: string; period_start: string; used: number }>(used);
  const value: ItemFacts = {
    balance,
    used: new Map(
      counters.map((row) => [usedKey(row.scope, new Date(row.period_start)), row.used]),
    ),
  };
  return { value, validUntil: changes_at ?? undefined };
}

/**
 * The viewer of the catalogue: a visitor, or the signed-in player with their balance and what
 * they spent against limits in the periods still running (one statement, kept per player while
 * they write nothing: player-facts.ts), and what the game platform says of their linked game
 * accounts (kept a few minutes per node).
 */
export async function loadViewer(
  deps: { db: Database; ledger: Ledger; gameAccounts: GameAccountCache; facts: PlayerFacts },
  session: AuthenticatedSession | null,
  now: Date,
): Promise<Viewer> {
  if (!session) return VISITOR;
  const { user } = session;
  const [facts, gameAccounts] = await Promise.all([
    deps.facts.get(user.id, 'items', now, () => readItemFacts(deps.db, user.id, now)),
    deps.gameAccounts.statuses(user.gameApps),
  ]);
  return {
    signedIn: true,
    country: user.country,
    gameApps: user.gameApps,
    balance: facts.balance,
    used: facts.used,
    gameAccounts,
  };
}
