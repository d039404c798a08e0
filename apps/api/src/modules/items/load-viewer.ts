import type { Database } from '../../db/database';
import { fromJsonRows, jsonRows, run, sql } from '../../db/statement';
import { balanceOf, type Ledger } from '../points/ledger';
import type { AuthenticatedSession } from '../auth/session-store';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import { usedKey, VISITOR, type Viewer } from './item-view';

const DAY = 86_400_000;

/**
 * The viewer of the catalogue: a visitor, or the signed-in player with their balance, what they
 * spent against limits in the periods still running (one statement), and what the game platform
 * says of their linked game accounts (kept a few minutes per node).
 */
export async function loadViewer(
  deps: { db: Database; ledger: Ledger; gameAccounts: GameAccountCache },
  session: AuthenticatedSession | null,
  now: Date,
): Promise<Viewer> {
  if (!session) return VISITOR;
  const { user } = session;
  // Monthly periods are the longest that reset: older ones cannot be running.
  const oldestRunning = new Date(now.getTime() - 32 * DAY);
  const [facts, gameAccounts] = await Promise.all([
    run<{ balance: number; used: unknown }>(
      deps.db,
      sql`SELECT ${balanceOf(user.id, now)} AS balance, ${jsonRows(
        sql`SELECT scope, period_start, used FROM spend_counters
             WHERE user_id = ${user.id} AND scope LIKE 'item:%' AND used > 0
               AND (period_start = 'epoch'::timestamptz OR period_start > ${oldestRunning})`,
      )} AS used`,
    ),
    deps.gameAccounts.statuses(user.gameApps),
  ]);
  const { balance, used } = facts.rows[0]!;
  const counters = fromJsonRows<{ scope: string; period_start: string; used: number }>(used);
  return {
    signedIn: true,
    country: user.country,
    gameApps: user.gameApps,
    balance,
    used: new Map(
      counters.map((row) => [usedKey(row.scope, new Date(row.period_start)), row.used]),
    ),
    gameAccounts,
  };
}
