import { describe, expect, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, createWaitQueue } from './database';
import { hasPostgres } from '../test/databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waiting for a database connection', () => {
  it('reports how long the oldest waiter has waited, and 0 with none waiting', async () => {
    const queue = createWaitQueue();
    expect(queue.oldestWaitMs()).toBe(0);
    const first = queue.enter();
    await sleep(40);
    const second = queue.enter();
    expect(queue.oldestWaitMs()).toBeGreaterThanOrEqual(35);
    // Past the first (the one being served on a single connection), the next has just come.
    expect(queue.oldestWaitMs(1)).toBeLessThan(30);
    first();
    expect(queue.oldestWaitMs()).toBeLessThan(30);
    expect(queue.size).toBe(1);
    second();
    expect(queue.oldestWaitMs()).toBe(0);
  });

  it.runIf(hasPostgres)(
    'PostgreSQL reports its queue and its age, and gives every connection back, failed or not',
    async () => {
      const db = createPostgresDatabase(process.env.TEST_DATABASE_URL!, { poolSize: 2 });
      try {
        const sleeping = Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.1)'));
        await sleep(50);
        expect(db.stats().waiting).toBe(2);
        expect(db.stats().oldestWaitMs).toBeGreaterThanOrEqual(30);
        await Promise.all(sleeping);
        expect(db.stats()).toMatchObject({ waiting: 0, oldestWaitMs: 0 });
        await expect(db.query('SELECT no_such_column')).rejects.toThrow();
        await expect(
          db.transaction(async (tx) => {
            await tx.query('SELECT 1');
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        // Both connections are free again: two queries run side by side without waiting.
        const both = Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT 1')]);
        await sleep(10);
        expect(db.stats().waiting).toBe(0);
        await both;
      } finally {
        await db.close();
      }
    },
  );

  it('PGlite counts the calls queued behind the one running', async () => {
    const db = await createPgliteDatabase('memory://');
    try {
      const calls = Array.from({ length: 3 }, () => db.query('SELECT 1'));
      expect(db.stats().waiting).toBe(2);
      await Promise.all(calls);
      expect(db.stats()).toMatchObject({ waiting: 0, oldestWaitMs: 0 });
    } finally {
      await db.close();
    }
  });
});
