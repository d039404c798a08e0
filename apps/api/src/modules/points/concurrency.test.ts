import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database, type Queryable } from '../../db/database';
import { hasPostgres } from '../../test/databases';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { createPlayer } from '../../test/shop';
import { spendSuite } from '../../test/spend-route';
import { createTestUser, type TestUser } from '../../test/users';
import { expireDuePoints } from './expire-points';

/**
 * Real parallel requests over HTTP against PostgreSQL: PGlite runs one transaction at a time, so
 * only PostgreSQL can prove the limits hold under concurrency.
 */
describe.runIf(hasPostgres)('ledger under concurrency [postgres]', () => {
  const handle = spendSuite();

  const fund = (points: number): Promise<TestUser> => createPlayer(handle.db, ledger, { points });

  const spend = (user: TestUser, key: string, amount: number) =>
    fetch(`${handle.base}/api/v1/test/spend`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ amount }),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));

  const ledgerState = async (userId: string) =>
    (await ledgerTotals(handle.db, [userId])).get(userId)!;

  it('spend storm: 200 parallel debits of 10 on 1,000 points: exactly 100 succeed, never below zero', async () => {
    const user = await fund(1000);
    let sampling = true;
    const observed: number[] = [];
    const sampler = (async () => {
      while (sampling) {
        observed.push(await ledger.balance(handle.db, user.id, new Date()));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => spend(user, `storm-${i}`, 10)),
    );
    sampling = false;
    await sampler;

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 402)).toHaveLength(100);
    for (const result of results.filter((r) => r.status === 402)) {
      expect(JSON.parse(result.body)).toEqual({ status_code: 402 });
    }
    const state = await ledgerState(user.id);
    expect(state).toEqual({
      balance: 0,
      entries_sum: 0,
      lots_sum: 0,
      min_balance_after: 0,
      debits: 100,
    });
    // Each successful debit saw a different balance: 990, 980, …, 0, one at a time.
    const after = results
      .filter((result) => result.status === 200)
      .map((result) => JSON.parse(result.body).data.point as number)
      .sort((a, b) => b - a);
    expect(after).toEqual(Array.from({ length: 100 }, (_, i) => 990 - i * 10));
    expect(observed.length).toBeGreaterThan(0);
    expect(Math.min(...observed)).toBeGreaterThanOrEqual(0);
  });

  it('replays: one key sent 3 times in parallel makes one entry and three identical answers', async () => {
    const user = await fund(500);
    const results = await Promise.all([1, 2, 3].map(() => spend(user, 'same-key', 70)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((result) => result.body)).size).toBe(1);
    expect(JSON.parse(results[0]!.body).data.point).toBe(430);
    const state = await ledgerState(user.id);
    expect(state.debits).toBe(1);
    expect(state.balance).toBe(430);
  });

  it('the same key with another request is refused with 400 and moves nothing', async () => {
    const user = await fund(500);
    const [first, second] = await Promise.all([
      spend(user, 'reused-key', 70),
      spend(user, 'reused-key', 80),
    ]);
    const outcomes = [first!, second!].map((result) => result.status).sort();
    expect(outcomes).toEqual([200, 400]);
    const state = await ledgerState(user.id);
    expect(state.debits).toBe(1);
    expect([430, 420]).toContain(state.balance);
  });

  it('spends on many accounts at once without any waiting on the others', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => fund(100)));
    const results = await Promise.all(
      users.flatMap((user) => Array.from({ length: 5 }, (_, i) => spend(user, `multi-${i}`, 20))),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    for (const user of users) expect((await ledgerState(user.id)).balance).toBe(0);
  });

  /**
   * Holds one writer's transaction open until the other is seen waiting for the account lock, then
   * lets it commit: the waiting writer must act on what the first one committed, not on what its
   * own statement saw before it had to wait.
   */
  const afterWaitingBehind = async <T>(
    first: (tx: Queryable) => Promise<unknown>,
    second: () => Promise<T>,
  ): Promise<T> => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstDone = new Promise<void>((resolve) => (started = resolve));
    const holder = handle.db.transaction(async (tx) => {
      await first(tx);
      started();
      await released;
    });
    await firstDone;
    const waiter = second();
    for (let tries = 0; ; tries++) {
      const { rows } = await handle.db.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0]!.waiting > 0) break;
      if (tries > 500) throw new Error('the second writer never waited for the lock');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await holder;
    return waiter;
  };

  it('a debit that waited for the lock spends from what the first writer left', async () => {
    const user = await createTestUser(handle.db);
    const now = new Date();
    await handle.db.transaction(async (tx) => {
      await ledger.credit(tx, {
        userId: user.id,
        amount: 100,
        reason: 'login_bonus',
        now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
      await ledger.credit(tx, { userId: user.id, amount: 100, reason: 'welcome_bonus', now });
    });
    const second = await afterWaitingBehind(
      // Empties the soonest-expiring lot, then holds the account lock.
      (tx) => ledger.debit(tx, { userId: user.id, amount: 100, reason: 'item_exchange', now }),
      () =>
        handle.db.transaction((tx) =>
          ledger.debit(tx, { userId: user.id, amount: 60, reason: 'item_exchange', now }),
        ),
    );
    expect(second.balanceAfter).toBe(40);
    const state = await ledgerState(user.id);
    expect(state).toMatchObject({ balance: 40, entries_sum: 40, lots_sum: 40, debits: 2 });
  });

  it('a replay that waited for the lock returns the first call’s entry', async () => {
    const user = await fund(500);
    const now = new Date();
    const debit = (tx: Queryable) =>
      ledger.debit(tx, {
        userId: user.id,
        amount: 70,
        reason: 'item_exchange',
        idempotencyKey: 'waited-replay',
        now,
      });
    let first: Awaited<ReturnType<typeof debit>> | undefined;
    const replay = await afterWaitingBehind(
      async (tx) => (first = await debit(tx)),
      () => handle.db.transaction(debit),
    );
    expect(replay.id).toBe(first!.id);
    expect(await ledgerState(user.id)).toMatchObject({ balance: 430, entries_sum: 430, debits: 1 });
  });

  it('expiry racing a debit: no point is both spent and expired', async () => {
    const nodeB: Database = createPostgresDatabase(handle.url!, { poolSize: 4 });
    try {
      for (let round = 0; round < 25; round++) {
        const user = await createTestUser(handle.db);
        const expiry = new Date(Date.now() + 60_000);
        await handle.db.transaction(async (tx) => {
          await ledger.credit(tx, {
            userId: user.id,
            amount: 100,
            reason: 'login_bonus',
            now: new Date(),
            expiresAt: expiry,
          });
          await ledger.credit(tx, {
            userId: user.id,
            amount: 100,
            reason: 'welcome_bonus',
            now: new Date(),
          });
        });
        const justBefore = new Date(expiry.getTime() - 1);
        // A debit on one node a millisecond before the expiry, the job on another at the expiry.
        const [debit] = await Promise.allSettled([
          handle.db.transaction((tx) =>
            ledger.debit(tx, {
              userId: user.id,
              amount: 150,
              reason: 'item_exchange',
              now: justBefore,
            }),
          ),
          expireDuePoints(nodeB, ledger, expiry),
          expireDuePoints(handle.db, ledger, expiry),
        ]);
        await expireDuePoints(handle.db, ledger, expiry);

        const { rows } = await handle.db.query<{
          spent: number;
          expired: number;
          remaining: number;
        }>(
          `SELECT (SELECT COALESCE(-SUM(amount), 0)::bigint FROM point_entries
                    WHERE user_id = $1 AND kind = 'debit') AS spent,
                  (SELECT COALESCE(-SUM(amount), 0)::bigint FROM point_entries
                    WHERE user_id = $1 AND kind = 'expiry') AS expired,
                  (SELECT COALESCE(SUM(remaining), 0)::bigint FROM point_lots WHERE user_id = $1) AS remaining`,
          [user.id],
        );
        const { spent, expired, remaining } = rows[0]!;
        // Every one of the 200 points is in exactly one place.
        expect(spent + expired + remaining).toBe(200);
        if (debit!.status === 'fulfilled') {
          expect({ spent, expired, remaining }).toEqual({ spent: 150, expired: 0, remaining: 50 });
        } else {
          expect(debit!.reason).toMatchObject({ catalogueCode: 402 });
          expect({ spent, expired, remaining }).toEqual({ spent: 0, expired: 100, remaining: 100 });
        }
        // Per lot: what it had = what is left + what debits took + what expired from it.
        const lots = await handle.db.query<{ balanced: boolean }>(
          `SELECT l.amount = l.remaining
                  + COALESCE((SELECT SUM(a.amount) FROM point_allocations a WHERE a.lot_id = l.id), 0)
                  + COALESCE((SELECT -SUM(e.amount) FROM point_entries e
                               WHERE e.kind = 'expiry' AND e.reference = 'entry:' || l.entry_id), 0)
                  AS balanced
             FROM point_lots l WHERE l.user_id = $1`,
          [user.id],
        );
        expect(lots.rows.every((lot) => lot.balanced)).toBe(true);
      }
    } finally {
      await nodeB.close();
    }
  });
});
