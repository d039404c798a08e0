import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database';
import { run } from '../../../db/statement';
import { enqueueJob } from '../../../jobs/job';
import { createPlayer, seedShop, type Player } from '../../../test/shop';
import { testLedger } from '../../../test/ledger';
import { itemDeliveryJob } from '../../items/delivery-job';

/**
 * For tests: a player with points and an exchange of coins-100 whose delivery has failed once
 * and waits to try again (`failing`), as the job runner leaves it after a temporary failure. Made
 * in the database directly, so a test needs no platform to get there.
 */
export async function createFailingExchange(
  db: Database,
  options: { points?: number } = {},
): Promise<{ player: Player; exchangeId: string }> {
  await seedShop(db);
  const player = await createPlayer(db, testLedger, { points: options.points ?? 1000 });
  const exchangeId = randomUUID();
  const now = new Date();
  await db.transaction(async (tx) => {
    const debit = await testLedger.debit(tx, {
      userId: player.id,
      amount: 50,
      reason: 'item_exchange',
      reference: `exchange:${exchangeId}`,
      now,
    });
    await tx.query(
      `INSERT INTO item_exchanges (id, user_id, item_id, platform, content_id, sku, game_user_id,
                                   cost, period_start, debit_entry_id, created_at)
       VALUES ($1, $2, 'coins-100', 'steam', 'efs', 'efs.coins-100', $3, 50, 'epoch', $4, $5)`,
      [exchangeId, player.id, player.gameUserId, debit.id, now],
    );
    const job = itemDeliveryJob(
      {
        exchange_id: exchangeId,
        user_id: player.id,
        item_id: 'coins-100',
        content_id: 'efs',
        game_user_id: player.gameUserId!,
        sku: 'efs.coins-100',
        platform: 'steam',
        period_start: new Date(0).toISOString(),
      },
      now,
    );
    await run(tx, enqueueJob(job, now));
    await tx.query(
      `UPDATE jobs SET attempts = 1, last_error = 'platform temporarily unavailable',
                       run_at = $2 WHERE id = $1`,
      [job.id, new Date(now.getTime() + 3_600_000)],
    );
  });
  return { player, exchangeId };
}
