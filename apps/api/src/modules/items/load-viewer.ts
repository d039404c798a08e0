import type { Database } from '../../db/database';
import type { Ledger } from '../points/ledger';
import type { AuthenticatedSession } from '../auth/session-store';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import { usedKey, VISITOR, type Viewer } from './item-view';

const DAY = 86_400_000;

/**
 * The viewer of the catalogue: a visitor, or the signed-in player with their balance, what they
 * spent against limits in the periods still running (two small indexed queries), and what the
 * game platform says of their linked game accounts (kept a few minutes per node).
 */
export async function loadViewer(
  deps: { db: Database; ledger: Ledger; gameAccounts: GameAccountCache },
  session: AuthenticatedSession | null,
  now: Date,
): Promise<Viewer> {
  if (!session) return VISITOR;
  const { user } = session;
  const [balance, used, gameAccounts] = await Promise.all([
    deps.ledger.balance(deps.db, user.id, now),
    deps.db.query<{ scope: string; period_start: Date; used: number }>(
      `SELECT scope, period_start, used FROM spend_counters
        WHERE user_id = $1 AND scope LIKE 'item:%' AND used > 0
          AND (period_start = 'epoch'::timestamptz OR period_start > $2)`,
      // Monthly periods are the longest that reset: older ones cannot be running.
      [user.id, new Date(now.getTime() - 32 * DAY)],
    ),
    deps.gameAccounts.statuses(user.gameApps),
  ]);
  return {
    signedIn: true,
    country: user.country,
    gameApps: user.gameApps,
    balance,
    used: new Map(used.rows.map((row) => [usedKey(row.scope, row.period_start), row.used])),
    gameAccounts,
  };
}
