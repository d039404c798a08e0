import { DEMO_ACCOUNTS } from '@points/idp/demo-accounts';
import { raiseExpiryNoticesIn } from '../modules/notifications/expiry-notices';
import type { Ledger } from '../modules/points/ledger';
import { insertUserIfAbsent } from '../modules/users/user-repository';
import type { Database, Queryable } from '../db/database';
import { seedDemoCampaigns } from './campaigns';
import { seedDemoCatalogue } from './catalogue';
import { seedDemoContact } from './contact';
import { seedDemoContent } from './content';
import { seedDemoCoupons } from './coupons';
import { seedDemoFestivals } from './festivals';
import { seedDemoHistory } from './history';
import { drawDemoLotteries, seedDemoLotteries } from './lotteries';

async function userIdOf(tx: Queryable, subject: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM users WHERE subject = $1', [
    subject,
  ]);
  return rows[0]!.id;
}

// Any fixed number: nodes that start together with the demo on queue here, and the second one
// finds the first one's demo.
const DEMO_LOCK_KEY = 7_240_318;

/**
 * The tables the demo writes into. A row in any of them means the database is not empty: an
 * operator (or an earlier start) has been at work, and the demo must not touch it.
 */
const DEMO_TABLES = [
  'users',
  'item_groups',
  'items',
  'contents',
  'coupon_campaigns',
  'coupons',
  'campaigns',
  'campaign_pages',
  'lottery_campaigns',
  'lotteries',
  'festivals',
  'contact_messages',
] as const;

/** Whether any table the demo writes into holds a row. */
async function holdsData(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ held: boolean }>(
    `SELECT ${DEMO_TABLES.map((table) => `EXISTS (SELECT 1 FROM ${table})`).join(' OR ')} AS held`,
  );
  return rows[0]!.held;
}

/**
 * Demo content for local use, written once: into an empty database, in one transaction. A
 * database holding anything the demo would write (users, items, coupons, campaigns, lotteries,
 * festivals, content, messages) is left exactly as it is, so a restart never overwrites what
 * operators changed, and the demo's dates, relative to the first start, never move. Answers
 * whether it wrote the demo.
 */
export async function seedDemo(db: Database, ledger: Ledger, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY]);
    if (await holdsData(tx)) return false;
    await seedDemoCatalogue(tx);
    await seedDemoContent(tx, now);
    await seedDemoCoupons(tx, now);
    await seedDemoCampaigns(tx, now);
    await seedDemoLotteries(tx, now);
    const userIds = new Map<string, string>();
    for (const { loginId, claims } of DEMO_ACCOUNTS) {
      const userId = (await insertUserIfAbsent(tx, claims)) ?? (await userIdOf(tx, claims.sub));
      userIds.set(loginId, userId);
    }
    // The balances as real claims and entries, in time order, so the history explains them.
    await seedDemoHistory(tx, userIds, now);
    await drawDemoLotteries(tx, userIds, now);
    // Whatever expired by the seed's time is settled, as the ledger would at a player's request.
    for (const userId of userIds.values()) await ledger.settleExpired(tx, userId, now);
    await seedDemoFestivals(tx, userIds, now);
    // The draws told their entrants; points expiring within 7 days are told as the hourly scan
    // would (player-jp's, docs/features/notifications.md).
    await raiseExpiryNoticesIn(tx, now);
    // After the users: the inbox's messages name the players who sent them.
    await seedDemoContact(tx, now);
    return true;
  });
}
