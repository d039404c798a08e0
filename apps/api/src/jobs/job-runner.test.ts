import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from '../db/database';
import { run, sql } from '../db/statement';
import {
  createTestDatabase,
  describeEachDatabase,
  hasPostgres,
  type TestDatabase,
} from '../test/databases';
import {
  enqueueJob,
  jobOf,
  PermanentJobFailure,
  RetryJobLater,
  type JobHandler,
  type JobKind,
} from './job';
import { bookkeeping, createJobRunner, DEFAULT_RUNNER_OPTIONS, type JobRunner } from './job-runner';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const POLICY = { maxAttempts: 3, backoffMs: 1000, maxBackoffMs: 60_000 };

const jobRow = async (db: Database, id: string) =>
  (
    await db.query<{ status: string; attempts: number; run_at: Date; last_error: string | null }>(
      'SELECT status, attempts, run_at, last_error FROM jobs WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describeEachDatabase('job runner', ({ db }) => {
  let now = new Date(T0);
  const clock = () => now;
  const runner = (): JobRunner => createJobRunner({ db: db(), clock }, DEFAULT_RUNNER_OPTIONS);
  const enqueue = (kind: string, id = `${kind}:${randomUUID()}`, payload: unknown = {}) =>
    run(db(), enqueueJob({ id, kind, payload, runAt: now }, now)).then(() => id);

  it('runs a due job once and marks it done, with its handler’s completion in the same statement', async () => {
    now = new Date(T0);
    const jobs = runner();
    const ran: string[] = [];
    jobs.register<{ note: string }>({
      kind: 'note',
      payload: z.object({ note: z.string() }),
      retry: POLICY,
      run: async (job) => {
        ran.push(job.payload.note);
      },
      // Observable: each completed job leaves a row behind.
      completed: (done) =>
        sql`INSERT INTO schema_migrations (id) SELECT 'completed ' || unnest(${done.map((job) => job.id)}::text[])`,
    });
    const id = await enqueue('note', undefined, { note: 'hello' });
    // Enqueuing the same id again does nothing: a job is unique by its id.
    await enqueue('note', id, { note: 'again' });
    expect(await jobs.runDue()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(ran).toEqual(['hello']);
    expect(await jobRow(db(), id)).toMatchObject({ status: 'done', attempts: 1 });
    const completed = await db().query('DELETE FROM schema_migrations WHERE id = $1', [
      `completed ${id}`,
    ]);
    expect(completed.rowCount).toBe(1);
    expect((await jobs.runDue()).claimed).toBe(0);
  });

  it('retries a failing job with growing backoff, then gives it up and compensates it once', async () => {
    now = new Date(T0);
    const jobs = runner();
    const compensated: string[] = [];
    jobs.register({
      kind: 'flaky',
      payload: z.unknown(),
      retry: POLICY,
      run: async () => {
        throw new Error('platform down');
      },
      compensate: async (tx, job, reason) => {
        await tx.query('SELECT 1');
        compensated.push(`${job.id}: ${reason}`);
      },
    });
    const id = await enqueue('flaky');
    expect((await jobs.runDue()).retried).toBe(1);
    const first = await jobRow(db(), id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'platform down' });
    const firstDelay = first.run_at.getTime() - T0;
    expect(firstDelay).toBeGreaterThanOrEqual(750);
    expect(firstDelay).toBeLessThanOrEqual(1250);
    // Not due again before its backoff.
    expect((await jobs.runDue()).claimed).toBe(0);

    now = new Date(first.run_at);
    expect((await jobs.runDue()).retried).toBe(1);
    const second = await jobRow(db(), id);
    expect(second.run_at.getTime() - now.getTime()).toBeGreaterThanOrEqual(1500);

    now = new Date(second.run_at);
    expect(await jobs.runDue()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await jobRow(db(), id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(compensated).toEqual([`${id}: platform down`]);
    now = new Date(T0 + 3_600_000);
    expect((await jobs.runDue()).claimed).toBe(0);
    expect(compensated).toHaveLength(1);
  });

  it('gives up at once on a permanent failure, and waits past the last attempt when told to', async () => {
    now = new Date(T0);
    const jobs = runner();
    const compensated: string[] = [];
    let attempts = 0;
    jobs.register({
      kind: 'refused',
      payload: z.unknown(),
      retry: POLICY,
      run: async () => {
        throw new PermanentJobFailure('unknown product');
      },
      compensate: async (_tx, job) => void compensated.push(job.id),
    });
    jobs.register({
      kind: 'unsure',
      payload: z.unknown(),
      retry: { ...POLICY, maxAttempts: 1 },
      run: async () => {
        attempts++;
        if (attempts < 3) throw new RetryJobLater('cannot tell yet');
      },
    });
    const refused = await enqueue('refused');
    const unsure = await enqueue('unsure');
    await jobs.runDue();
    expect(await jobRow(db(), refused)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(compensated).toEqual([refused]);
    for (let i = 0; i < 2; i++) {
      now = new Date(now.getTime() + 60_000);
      await jobs.runDue();
    }
    expect(await jobRow(db(), unsure)).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('reads each payload through its kind’s schema: one that does not match is given up unrun and uncompensated', async () => {
    now = new Date(T0);
    const jobs = runner();
    const parcel: JobKind<{ to: string; grams: number }> = {
      kind: 'parcel',
      payload: z.object({ to: z.string().min(1), grams: z.int().positive() }),
    };
    const ran: unknown[] = [];
    const compensated: string[] = [];
    jobs.register({
      ...parcel,
      retry: POLICY,
      run: async (job) => void ran.push(job.payload),
      compensate: async (_tx, job) => void compensated.push(job.id),
    });
    // Made through its kind, a payload that does not match throws before anything is written.
    expect(() =>
      jobOf(parcel, { id: 'parcel:bad', payload: { to: '', grams: 5 }, runAt: now }),
    ).toThrow();
    const good = jobOf(parcel, {
      id: `parcel:${randomUUID()}`,
      payload: { to: 'Osaka', grams: 250 },
      runAt: now,
    });
    await run(db(), enqueueJob(good, now));
    // A row written by other code (an older version, or by hand) is read through the schema too.
    const forged = await enqueue('parcel', undefined, { to: 'Osaka', grams: '250; DROP' });
    await jobs.runDue();
    expect(ran).toEqual([{ to: 'Osaka', grams: 250 }]);
    expect(await jobRow(db(), good.id)).toMatchObject({ status: 'done' });
    const row = await jobRow(db(), forged);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/payload does not match the parcel schema/);
    expect(compensated).toEqual([]);
  });

  it('rolls back a transactional job’s work when it fails, and commits it with the job', async () => {
    now = new Date(T0);
    const jobs = runner();
    let fail = true;
    const key = `tx-${randomUUID()}`;
    jobs.register({
      kind: 'in-db',
      payload: z.unknown(),
      transactional: true,
      retry: POLICY,
      run: async (_job, { tx }) => {
        await tx!.query(`INSERT INTO schema_migrations (id) VALUES ($1)`, [key]);
        if (fail) throw new Error('half way');
      },
    });
    const id = await enqueue('in-db');
    await jobs.runDue();
    const written = () =>
      db()
        .query('SELECT 1 FROM schema_migrations WHERE id = $1', [key])
        .then((result) => result.rows.length);
    expect(await written()).toBe(0);
    expect(await jobRow(db(), id)).toMatchObject({ status: 'pending', last_error: 'half way' });
    fail = false;
    now = new Date(T0 + 60_000);
    await jobs.runDue();
    expect(await written()).toBe(1);
    expect(await jobRow(db(), id)).toMatchObject({ status: 'done', attempts: 2 });
    await db().query('DELETE FROM schema_migrations WHERE id = $1', [key]);
  });

  it('takes over a job whose runner died holding it, once its lease has run out', async () => {
    now = new Date(T0);
    const jobs = runner();
    const ran: number[] = [];
    jobs.register({
      kind: 'leased',
      payload: z.unknown(),
      retry: POLICY,
      run: async (job) => void ran.push(job.attempts),
    });
    const id = await enqueue('leased');
    // Another node claimed it (attempt 1) and died before finishing.
    await db().query(`UPDATE jobs SET leased_until = $2, attempts = 1 WHERE id = $1`, [
      id,
      new Date(T0 + DEFAULT_RUNNER_OPTIONS.leaseMs),
    ]);
    expect((await jobs.runDue()).claimed).toBe(0);
    now = new Date(T0 + DEFAULT_RUNNER_OPTIONS.leaseMs);
    expect((await jobs.runDue()).done).toBe(1);
    expect(ran).toEqual([2]);
  });

  it('hands back the leases of claimed jobs it has not begun when it stops (SIGTERM)', async () => {
    now = new Date(T0);
    const jobs = createJobRunner(
      { db: db(), clock },
      { ...DEFAULT_RUNNER_OPTIONS, concurrency: 1 },
    );
    let release!: () => void;
    const started: string[] = [];
    jobs.register({
      kind: 'slow-handback',
      payload: z.unknown(),
      retry: POLICY,
      run: async (job) => {
        started.push(job.id);
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const ids = [
      await enqueue('slow-handback'),
      await enqueue('slow-handback'),
      await enqueue('slow-handback'),
    ];
    const pass = jobs.runDue();
    while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await jobs.stop();
    release();
    // The job begun finishes; the two not begun are handed back, free for another node now.
    expect(await pass).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    const { rows } = await db().query<{
      id: string;
      status: string;
      attempts: number;
      leased: boolean;
    }>(
      `SELECT id, status, attempts, leased_until IS NOT NULL AS leased FROM jobs
        WHERE id = ANY($1::text[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(started[0]!)).toMatchObject({ status: 'done', attempts: 1 });
    const others = ids.filter((id) => id !== started[0]).map((id) => byId.get(id));
    expect(others).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0, leased: false }),
      expect.objectContaining({ status: 'pending', attempts: 0, leased: false }),
    ]);
    const next = runner();
    next.register({
      kind: 'slow-handback',
      payload: z.unknown(),
      retry: POLICY,
      run: async () => {},
    });
    expect(await next.runDue()).toMatchObject({ claimed: 2, done: 2 });
  });

  it('runs a periodic task once per period, however often it is asked', async () => {
    now = new Date(T0 + 5000);
    const periods: string[] = [];
    const nodes = [runner(), runner()];
    for (const node of nodes) {
      node.every({
        kind: 'tick',
        everyMs: 60_000,
        run: async (at) => void periods.push(at.toISOString()),
      });
    }
    for (const node of nodes) await node.runDue();
    for (const node of nodes) await node.runDue();
    now = new Date(T0 + 65_000);
    for (const node of nodes) await node.runDue();
    expect(periods).toEqual([
      new Date(T0 + 5000).toISOString(),
      new Date(T0 + 65_000).toISOString(),
    ]);
    const { rows } = await db().query<{ id: string }>(
      `SELECT id FROM jobs WHERE kind = 'tick' ORDER BY id`,
    );
    expect(rows.map((row) => row.id)).toEqual([
      'tick@2026-11-22T10:00:00.000Z',
      'tick@2026-11-22T10:01:00.000Z',
    ]);
  });
});

/** Several nodes, each with its own pool and runner, on one PostgreSQL. */
describe.runIf(hasPostgres)('job runner across nodes [postgres]', () => {
  let handle: TestDatabase;
  let nodes: Database[];
  const NODES = 4;

  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { poolSize: 4 });
    nodes = Array.from({ length: NODES }, () =>
      createPostgresDatabase(handle.url!, { poolSize: 4 }),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all((nodes ?? []).map((node) => node.close()));
    await handle?.dispose();
  });

  const runners = (handler: (node: number) => JobHandler<unknown>) =>
    nodes.map((db, node) => {
      // Small batches, so that the nodes share the work between them.
      const runner = createJobRunner(
        { db, clock: () => new Date() },
        { ...DEFAULT_RUNNER_OPTIONS, batchSize: 2 },
      );
      runner.register(handler(node));
      return runner;
    });

  it('runs a one-off job with a fixed id once, when four nodes enqueue and run it at once', async () => {
    for (const transactional of [false, true]) {
      const kind = transactional ? 'draw-in-db' : 'draw';
      const runs: number[] = [];
      const all = runners((node) => ({
        kind,
        payload: z.unknown(),
        transactional,
        retry: POLICY,
        run: async () => {
          runs.push(node);
          // Slow enough that the other nodes arrive while it runs.
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
      }));
      const id = `${kind}:lottery-2026-summer`;
      await Promise.all(
        nodes.map(async (db, node) => {
          await run(db, enqueueJob({ id, kind, runAt: new Date() }, new Date()));
          await all[node]!.runDue();
          await all[node]!.runDue();
        }),
      );
      expect(runs).toHaveLength(1);
      expect(await jobRow(handle.db, id)).toMatchObject({ status: 'done', attempts: 1 });
    }
  });

  it('commits its bookkeeping without waiting for the WAL to reach the disk; other statements wait', async () => {
    // The statement writes a WAL record of its own and keeps its position: if the WAL flushed
    // is behind that when the statement has returned, its commit (after it) did not wait.
    const returnedUnflushed = async (asynchronous: boolean) => {
      const mark = sql`INSERT INTO schema_migrations (id)
                       SELECT 'wal ' || pg_logical_emit_message(true, 'test', 'mark')::text`;
      await run(handle.db, asynchronous ? bookkeeping([mark]) : mark);
      const { rows } = await handle.db.query<{ behind: boolean }>(
        `DELETE FROM schema_migrations WHERE id LIKE 'wal %'
         RETURNING pg_current_wal_flush_lsn() < substr(id, 5)::pg_lsn AS behind`,
      );
      return rows[0]!.behind;
    };
    // Another session's commit (or the WAL writer) may flush it first: one of 50 is enough.
    let unflushed = 0;
    for (let i = 0; i < 50 && unflushed === 0; i++) if (await returnedUnflushed(true)) unflushed++;
    expect(unflushed).toBe(1);
    for (let i = 0; i < 20; i++) expect(await returnedUnflushed(false)).toBe(false);
  });

  it('compensates a job that fails for good exactly once, with four nodes racing for it', async () => {
    const compensations: number[] = [];
    const attempts: number[] = [];
    const all = runners((node) => ({
      kind: 'doomed',
      payload: z.unknown(),
      retry: { maxAttempts: 2, backoffMs: 1, maxBackoffMs: 1 },
      run: async (job) => {
        attempts.push(job.attempts);
        throw new Error('refused');
      },
      compensate: async (tx) => {
        await tx.query('SELECT pg_sleep(0.02)');
        compensations.push(node);
      },
    }));
    const ids = Array.from({ length: 20 }, (_, i) => `doomed:${i}`);
    for (const id of ids) {
      await run(handle.db, enqueueJob({ id, kind: 'doomed', runAt: new Date() }, new Date()));
    }
    const pending = async () =>
      (
        await handle.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM jobs WHERE kind = 'doomed' AND status = 'pending'`,
        )
      ).rows[0]!.n;
    await Promise.all(
      all.map(async (runner) => {
        while ((await pending()) > 0) {
          await runner.runDue();
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }),
    );
    expect(compensations).toHaveLength(ids.length);
    expect(new Set(compensations).size).toBeGreaterThan(1);
    expect(attempts).toHaveLength(ids.length * 2);
    const { rows } = await handle.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM jobs WHERE kind = 'doomed' GROUP BY status`,
    );
    expect(rows).toEqual([{ status: 'failed', n: ids.length }]);
  });
});
