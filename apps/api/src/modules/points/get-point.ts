import type { Database } from '../../db/database';
import type { Ledger } from './ledger';

/** The player's spendable points right now. */
export function getPoint(db: Database, ledger: Ledger, userId: string, now: Date): Promise<number> {
  return ledger.balance(db, userId, now);
}
