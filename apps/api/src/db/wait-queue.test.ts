import { describe, expect, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, createWaitQueue } from './database';
import { hasPostgres } from '../test/databases';
import { waitFor } from '../test/wait';

describe('waiting for a database connection', () => {
  it('reports how long the oldest waiter has waited, and 0 with none waiting', () => {
    let time = 1_000;
    const queue = createWaitQueue(() => time);
    const ended: Array<[number, number]> = [];
    queue.observe((waitedMs, stillWaiting) => ended.push([waitedMs, stillWaiting]));
    expect(queue.oldestWaitMs()).toBe(0);
    const first = queue.enter();
    time += 40;
    const second = queue.enter();
    time += 5;
    expect(queue.oldestWaitMs()).toBe(45);
    // Past the first (the one being served on a single connection), the next has waited 5 ms.
    expect(queue.oldestWaitMs(1)).toBe(5);
    first();
    expect(queue.oldestWaitMs()).toBe(5);
    expect(queue.size).toBe(1);
    time += 10;
    second();
    expect(queue.oldestWaitMs()).toBe(0);
    // Each wait is told as it ends, with how many still wait; ending it twice tells it once.
    second();
    expect(ended).toEqual([
      [45, 1],
      [15, 0],
    ]);
  });

  it.runIf(hasPostgres)(
    'PostgreSQL reports its queue and its age, tells each wait, and gives every connection back, failed or not',
    async () => {
      const db = createPostgresDatabase(process.env.TEST_DATABASE_URL!, { poolSize: 2 });
      const ended: number[] = [];
      db.observeWaits!((_waitedMs, stillWaiting) => ended.push(stillWaiting));
      try {
        // Two transactions hold both connections until the test lets them go.
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let holding = 0;
        const held = Array.from({ length: 2 }, () =>
          db.transaction(async (tx) => {
            await tx.query('SELECT 1');
            holding++;
            await gate;
          }),
        );
        await waitFor('both connections held', () => holding === 2);
        const queued = Array.from({ length: 2 }, () => db.query('SELECT 1'));
        expect(db.stats().waiting).toBe(2);
        release();
        await Promise.all([...held, ...queued]);
        expect(db.stats()).toMatchObject({ waiting: 0, oldestWaitMs: 0 });
        expect(ended).toHaveLength(4);
        expect(ended.at(-1)).toBe(0);
        await expect(db.query('SELECT no_such_column')).rejects.toThrow();
        await expect(
          db.transaction(async (tx) => {
            await tx.query('SELECT 1');
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        // Both connections are free again: two held at once, neither waiting for the other.
        let inside = 0;
        let releaseBoth!: () => void;
        const both = new Promise<void>((resolve) => (releaseBoth = resolve));
        const pair = Array.from({ length: 2 }, () =>
          db.transaction(async () => {
            inside++;
            await both;
          }),
        );
        await waitFor('both transactions running side by side', () => inside === 2);
        expect(db.stats().waiting).toBe(0);
        releaseBoth();
        await Promise.all(pair);
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
