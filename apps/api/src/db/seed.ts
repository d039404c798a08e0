import { DEMO_ACCOUNTS } from '@points/idp/demo-accounts';
import { insertUserIfAbsent } from '../modules/users/user-repository';
import type { Database } from './database';

/**
 * Demo content for local use, safe to apply at every start: rows that exist are left alone, so a
 * restart neither duplicates nor resets anything.
 */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { claims } of DEMO_ACCOUNTS) await insertUserIfAbsent(tx, claims);
  });
}
