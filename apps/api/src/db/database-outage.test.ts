import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../errors';
import { enqueueJob, type JobHandler } from '../jobs/job';
import { createJobRunner } from '../jobs/job-runner';
import { createTestDatabase, hasPostgres, type TestDatabase } from '../test/databases';
import { ledgerTotals, testLedger as ledger } from '../test/ledger';
import { createPlayer, seedShop, type Player } from '../test/shop';
import { buildTestApp } from '../test/test-app';
import { gate, waitFor } from '../test/wait';
import { createPostgresDatabase, type Database } from './database';

/**
 * Ends every other connection to this database, as a restart or a failover does, and waits (up
 * to 5 s each) until their processes are gone.
 */
const TERMINATE_OTHERS = `SELECT count(pg_terminate_backend(pid, 5000))::int AS n FROM pg_stat_activity
                           WHERE datname = current_database() AND pid <> pg_backend_pid()`;

/**
 * Until a pool has noticed that its connections were cut: the notice (the server's FATAL
 * message) is read at the next turn of the event loop, and a query sent on such a connection
 * before that fails like the requests in flight did. Waited for where a test needs the next
 * query to go through.
 */
const noticed = (db: Database) =>
  waitFor('the pool to drop its cut connections', () => db.stats().total === 0);

/** A port that refuses connections: the database's server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never says a word: a database host that vanished. */
async function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * PostgreSQL going away under the API (PostgreSQL only: PGlite is in the process and has no
 * connection to lose). A connection lost while a request holds it no longer ends the process
 * (an unhandled 'error' event did, on every node at once); requests fail with the 503 envelope
 * and never wait past the connection and query bounds; the pool reconnects by itself; health
 * says what is wrong; a request cut off in the middle is done once when sent again with its key.
 */
describe.runIf(hasPostgres)('the database goes away and comes back [postgres]', () => {
  let handle: TestDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { poolSize: 4 });
    await seedShop(handle.db);
    admin = new pg.Client({ connectionString: handle.url, application_name: 'outage-test' });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    await handle?.dispose();
  });

  const terminateOthers = async () =>
    (await admin.query<{ n: number }>(TERMINATE_OTHERS)).rows[0]!.n;

  it('survives a connection lost while checked out, idle or mid-query, and reconnects', async () => {
    const db = createPostgresDatabase(handle.url!, { poolSize: 4 });
    try {
      const cut = gate();
      const held = gate();
      // A transaction holding its connection between two statements (waiting on another system).
      const idleInTransaction = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        held.open();
        await cut.opened;
        await tx.query('SELECT 2');
      });
      // A query running when the connection goes.
      const midQuery = db.query('SELECT pg_sleep(30)').then(
        () => null,
        (error: unknown) => error,
      );
      await held.opened;
      await waitFor('the sleeping query to run', async () => {
        const { rows } = await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%'`,
        );
        return rows.length > 0;
      });
      // An idle pooled connection too.
      await db.query('SELECT 3');

      expect(await terminateOthers()).toBeGreaterThanOrEqual(2);
      cut.open();
      await expect(idleInTransaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(await midQuery).toBeInstanceOf(DatabaseUnavailableError);
      // New connections once the server answers: nothing to restart.
      await noticed(db);
      expect((await db.query<{ n: number }>('SELECT 4 AS n')).rows).toEqual([{ n: 4 }]);
      expect(
        await db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT 5 AS n')).rows),
      ).toEqual([{ n: 5 }]);
    } finally {
      await db.close();
    }
  }, 30_000);

  it('fails a query that gets no answer in time, and never hands its connection on', async () => {
    const db = createPostgresDatabase(handle.url!, { poolSize: 1, queryTimeoutMs: 300 });
    try {
      await expect(db.query('SELECT pg_sleep(60)')).rejects.toBeInstanceOf(
        DatabaseUnavailableError,
      );
      // In a transaction too, without waiting on a rollback the busy connection cannot answer
      // (this test's 10 s bound would catch that wait).
      await expect(
        db.transaction(async (tx) => {
          await tx.query('SELECT pg_sleep(60)');
        }),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
      // The one connection of the pool was dropped, not reused behind the sleeping query.
      expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
      await admin.query(
        `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%'`,
      );
    }
  }, 10_000);

  describe('through the API', () => {
    let app: FastifyInstance;
    let db: Database;
    beforeAll(async () => {
      db = createPostgresDatabase(handle.url!, { poolSize: 4 });
      app = await buildTestApp({ db, extra: { ledger } });
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });
    const exchange = (player: Player, key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/item-withdraw/coins-100',
        headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': key },
      });

    it('answers a request cut off mid-transaction with the 503 envelope, and does it once when sent again', async () => {
      const player = await createPlayer(handle.db, ledger, { points: 1000 });
      const key = randomUUID();
      // Hold every spend at its first write, so that the exchange is inside its transaction
      // when its connection is terminated.
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE idempotent_requests IN ACCESS EXCLUSIVE MODE');
      const cut = exchange(player, key);
      // pg_locks, not pg_stat_activity: the latter is read once per transaction, and this one
      // holds the lock.
      await waitFor('the exchange to wait on the lock', async () => {
        const { rows } = await admin.query(
          `SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'idempotent_requests'::regclass`,
        );
        return rows.length > 0;
      });
      expect(await terminateOthers()).toBeGreaterThanOrEqual(1);
      await admin.query('COMMIT');

      const answer = await cut;
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status_code: 503 });
      await Promise.all([noticed(db), noticed(handle.db)]);
      expect(await ledger.balance(handle.db, player.id, new Date())).toBe(1000);

      // The client sends it again with the same key: done once; a replay answers the same.
      const again = await exchange(player, key);
      expect(again.statusCode).toBe(200);
      expect((await exchange(player, key)).body).toBe(again.body);
      const totals = (await ledgerTotals(handle.db, [player.id])).get(player.id)!;
      expect(totals).toMatchObject({ balance: 950, entries_sum: 950, lots_sum: 950, debits: 1 });
    }, 30_000);

    it('keeps the job runner going through terminated connections', async () => {
      const ran: string[] = [];
      const runner = createJobRunner(
        { db, clock: () => new Date() },
        { pollMs: 20, lingerMs: 0, leaseMs: 5000, batchSize: 10, concurrency: 2 },
      );
      const handler: JobHandler<{ n: number }> = {
        kind: 'outage-note',
        payload: z.object({ n: z.number() }),
        retry: { maxAttempts: 1, backoffMs: 10, maxBackoffMs: 10 },
        run: async (job) => {
          ran.push(job.id);
        },
      };
      runner.register(handler);
      runner.start();
      try {
        for (let round = 0; round < 5; round++) {
          // Cut the runner's connections while it polls, then give it a job.
          await terminateOthers();
          const id = `outage-note:${round}`;
          // Enqueued through the test's own connection, which the cut spares.
          const job = enqueueJob(
            { id, kind: 'outage-note', payload: { n: round }, runAt: new Date() },
            new Date(),
          );
          await admin.query(job.text, job.values);
          await waitFor(`job ${id} to run`, () => ran.includes(id), { timeoutMs: 10_000 });
        }
      } finally {
        await runner.stop();
      }
    }, 60_000);
  });

  describe('while the server is down or silent', () => {
    for (const [what, open] of [
      ['refuses connections', async () => ({ port: await closedPort(), close: async () => {} })],
      ['accepts connections and never answers', blackHole],
    ] as const) {
      it(`answers 503 envelopes and says so in health when it ${what}`, async () => {
        const server = await open();
        const db = createPostgresDatabase(`postgres://postgres@127.0.0.1:${server.port}/points`, {
          poolSize: 2,
          connectTimeoutMs: 300,
        });
        const app = await buildTestApp({ db, extra: { ledger } });
        try {
          const health = await app.inject({ url: '/api/v1/health' });
          expect(health.statusCode).toBe(503);
          expect(health.json()).toEqual({ status_code: 503, reason: 'database_unreachable' });
          for (const request of [
            { method: 'GET' as const, url: '/api/v1/point', auth: true },
            { method: 'POST' as const, url: '/api/v1/item-withdraw/coins-100', auth: true },
            { method: 'GET' as const, url: '/api/v1/group-item?lang=en', auth: false },
          ]) {
            const response = await app.inject({
              method: request.method,
              url: request.url,
              headers: request.auth
                ? { authorization: `Bearer ${'a'.repeat(43)}`, 'idempotency-key': randomUUID() }
                : {},
            });
            expect(response.statusCode, request.url).toBe(503);
            expect(response.json(), request.url).toEqual({ status_code: 503 });
          }
        } finally {
          await app.close();
          await db.close();
          await server.close();
        }
      }, 20_000);
    }
  });
});
