import { z } from 'zod';
import { isConnectionError } from '../db/connection-errors';
import type { Database } from '../db/database';
import { run, sql, together, withParts, type Statement } from '../db/statement';
import {
  enqueueJob,
  giveUpJob,
  PermanentJobFailure,
  RetryJobLater,
  type Job,
  type JobHandler,
  type PeriodicTask,
} from './job';

export interface JobRunnerOptions {
  /** How often the runner looks for due jobs when nothing nudges it. */
  pollMs: number;
  /** How long the runner waits after a nudge, so that jobs enqueued close together share a pass. */
  lingerMs: number;
  /** How long a runner holds a job before another node may take it over. */
  leaseMs: number;
  /** Jobs claimed per pass. */
  batchSize: number;
  /** Jobs running at once: enough to hide a slow platform's latency (no database connection is
   * held while a job waits on another system). */
  concurrency: number;
}

export const DEFAULT_RUNNER_OPTIONS: JobRunnerOptions = {
  pollMs: 1000,
  lingerMs: 25,
  leaseMs: 30_000,
  batchSize: 50,
  concurrency: 16,
};

export interface JobPass {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunner {
  /** Adds the handler of a kind of job. */
  register<Payload>(handler: JobHandler<Payload>): void;
  /** Runs a task every `everyMs`, once per period across all nodes. */
  every(task: PeriodicTask): void;
  /** Enqueues periodic tasks that are due, then claims and runs one batch of due jobs. */
  runDue(): Promise<JobPass>;
  /** Runs a pass soon (after the linger): a feature just enqueued a job. */
  nudge(): void;
  start(): void;
  /** Stops taking jobs and waits for the pass under way. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  kind: string;
  reference: string | null;
  payload: unknown;
  attempts: number;
  run_at: Date;
}

interface Outcome {
  job: Job<unknown>;
  handler: JobHandler<unknown>;
  result: 'done' | 'retry' | 'fail';
  error?: string;
  /** The payload did not match its kind's schema: nothing can be done, nor undone, with it. */
  unreadable?: boolean;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Sets `synchronous_commit` off for the statement's own transaction (is_local: true). */
const ASYNC_COMMIT = sql`SELECT set_config('synchronous_commit', 'off', true)`;

/**
 * The runner's bookkeeping (a lease taken or handed back, a batch marked done, a retry put off),
 * as one statement whose commit does not wait for its WAL to reach the disk. Requests commit
 * synchronously; if the runner's commits waited too, each pass would add its own fsyncs to theirs
 * (on a slow disk, the spends' tail). Nothing is lost by it: a commit PostgreSQL loses in a crash
 * (the last few hundred ms) is as if the node had died before it: a lease runs out and the job
 * is taken again, a delivery is sent again under the same delivery id (which the platform
 * delivers at most once) and recorded then. Work whose loss would show (a transactional job, a
 * compensation) commits as usual. Every part is data-changing, so it runs whether read or not.
 */
export function bookkeeping(parts: readonly Statement[]): Statement {
  return together([...parts, ASYNC_COMMIT]);
}

/**
 * One runner per API node, one `jobs` table for the cluster. A pass claims due jobs under a lease
 * (`FOR UPDATE SKIP LOCKED`, so two nodes never take the same job), runs them, and records each
 * outcome: done (with the handler's own completion, in one statement for the batch), retried
 * after a backoff with jitter, or failed for good and compensated once. A node that dies leaves
 * its jobs leased; when the lease runs out another node takes them. Periodic tasks are jobs with
 * an id per period (`expire-points@2026-11-22T10:01:00.000Z`), so each period runs once, however
 * many nodes enqueue it.
 */
export function createJobRunner(
  deps: {
    db: Database;
    clock: () => Date;
    onError?: (error: unknown, job?: Job<unknown>) => void;
    /** After a pass: the jobs it finished (done, or given up and compensated). */
    onFinished?: (jobs: Job<unknown>[]) => void;
  },
  options: JobRunnerOptions = DEFAULT_RUNNER_OPTIONS,
): JobRunner {
  const handlers = new Map<string, JobHandler<unknown>>();
  const periodic = new Map<string, { task: PeriodicTask; enqueuedSlot: number }>();
  const onError = deps.onError ?? (() => {});

  const register = (handler: JobHandler<unknown>) => {
    if (handlers.has(handler.kind)) throw new Error(`job kind ${handler.kind} registered twice`);
    handlers.set(handler.kind, handler);
  };

  /** The current period's job of each periodic task this node has not enqueued yet. */
  async function enqueuePeriodic(now: Date): Promise<void> {
    const statements: Statement[] = [];
    const enqueued: Array<() => void> = [];
    for (const entry of periodic.values()) {
      const slot = Math.floor(now.getTime() / entry.task.everyMs) * entry.task.everyMs;
      if (slot === entry.enqueuedSlot) continue;
      const runAt = new Date(slot);
      statements.push(
        enqueueJob(
          { id: `${entry.task.kind}@${runAt.toISOString()}`, kind: entry.task.kind, runAt },
          now,
        ),
      );
      enqueued.push(() => (entry.enqueuedSlot = slot));
    }
    if (statements.length === 0) return;
    await run(deps.db, together(statements));
    for (const done of enqueued) done();
  }

  /** Leases up to a batch of due jobs, in one statement (its commit asynchronous). */
  async function claim(now: Date): Promise<Job<unknown>[]> {
    const { rows } = await run<ClaimedRow>(
      deps.db,
      withParts(
        [
          [
            'due',
            sql`SELECT id FROM jobs
                 WHERE status = 'pending' AND run_at <= ${now} AND kind = ANY(${[...handlers.keys()]}::text[])
                   AND (leased_until IS NULL OR leased_until <= ${now})
                 ORDER BY run_at
                 LIMIT ${options.batchSize}
                 FOR UPDATE SKIP LOCKED`,
          ],
          [
            'claimed',
            sql`UPDATE jobs j
                   SET leased_until = ${now}::timestamptz + make_interval(secs => ${options.leaseMs}::double precision / 1000),
                       attempts = j.attempts + 1
                  FROM due WHERE j.id = due.id
                RETURNING j.id, j.kind, j.reference, j.payload, j.attempts, j.run_at`,
          ],
        ],
        // Read only when a job was claimed: with none, nothing was written and nothing commits.
        sql`SELECT claimed.* FROM claimed, (${ASYNC_COMMIT}) AS async_commit`,
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      reference: row.reference,
      payload: row.payload,
      attempts: row.attempts,
      runAt: row.run_at,
    }));
  }

  async function runOne(claimed: Job<unknown>): Promise<Outcome> {
    const handler = handlers.get(claimed.kind)!;
    const payload = handler.payload.safeParse(claimed.payload);
    if (!payload.success) {
      const error = new PermanentJobFailure(
        `payload does not match the ${claimed.kind} schema: ${payload.error.message}`,
      );
      onError(error, claimed);
      return { job: claimed, handler, result: 'fail', error: errorText(error), unreadable: true };
    }
    const job = { ...claimed, payload: payload.data };
    const finalAttempt = job.attempts >= handler.retry.maxAttempts;
    try {
      if (handler.transactional) {
        const ran = await deps.db.transaction(async (tx) => {
          // Held to the commit: the job is done exactly when its work is.
          const still = await tx.query(
            `SELECT 1 FROM jobs WHERE id = $1 AND status = 'pending' FOR UPDATE`,
            [job.id],
          );
          if (still.rows.length === 0) return false;
          await handler.run(job, { now: deps.clock(), finalAttempt, tx });
          await tx.query(
            `UPDATE jobs SET status = 'done', finished_at = $2, leased_until = NULL, last_error = NULL
              WHERE id = $1`,
            [job.id, deps.clock()],
          );
          return true;
        });
        // Not pending any more: another node finished it meanwhile. Nothing is left to do.
        void ran;
        return { job, handler, result: 'done' };
      }
      await handler.run(job, { now: deps.clock(), finalAttempt, tx: null });
      return { job, handler, result: 'done' };
    } catch (error) {
      onError(error, job);
      const permanent = error instanceof PermanentJobFailure;
      // The database going away is no failure of the job: it is never given up (nor compensated)
      // for that, even on its last attempt.
      const wait = error instanceof RetryJobLater || isConnectionError(error);
      const result = permanent || (finalAttempt && !wait) ? 'fail' : 'retry';
      return { job, handler, result, error: errorText(error) };
    }
  }

  /**
   * Records a pass's outcomes in one statement: the successes marked done, with each kind's own
   * completion (`completed`), the temporary failures put off by their backoff, and the leases of
   * the jobs a stopping node claimed and did not begin handed back (without counting the attempt).
   * Jobs given up are compensated each in a transaction of its own (`fail`).
   */
  async function settle(outcomes: Outcome[], notBegun: Job<unknown>[], now: Date): Promise<void> {
    const statements: Statement[] = [];
    const done = outcomes.filter((o) => o.result === 'done' && !o.handler.transactional);
    if (done.length > 0) {
      for (const handler of new Set(done.map((o) => o.handler))) {
        if (!handler.completed) continue;
        statements.push(
          handler.completed(
            done.filter((o) => o.handler === handler).map((o) => o.job),
            now,
          ),
        );
      }
      statements.push(
        sql`UPDATE jobs SET status = 'done', finished_at = ${now}, leased_until = NULL, last_error = NULL
             WHERE id = ANY(${done.map((o) => o.job.id)}::text[]) AND status = 'pending'`,
      );
    }
    const retried = outcomes.filter((o) => o.result === 'retry');
    if (retried.length > 0) {
      const runAt = retried.map((o) => new Date(now.getTime() + backoff(o)));
      statements.push(
        sql`UPDATE jobs j SET run_at = r.run_at, leased_until = NULL, last_error = r.error
              FROM unnest(${retried.map((o) => o.job.id)}::text[], ${runAt}::timestamptz[],
                          ${retried.map((o) => o.error ?? null)}::text[]) AS r(id, run_at, error)
             WHERE j.id = r.id AND j.status = 'pending'`,
      );
    }
    if (notBegun.length > 0) {
      statements.push(
        sql`UPDATE jobs SET leased_until = NULL, attempts = attempts - 1
             WHERE id = ANY(${notBegun.map((job) => job.id)}::text[]) AND status = 'pending'`,
      );
    }
    if (statements.length > 0) await run(deps.db, bookkeeping(statements));
  }

  /** How long a temporary failure waits before its next attempt. */
  function backoff({ handler, job }: Outcome): number {
    const { retry: policy } = handler;
    const base = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (job.attempts - 1));
    // Jitter keeps a platform that just recovered from being hit by every retry at once.
    return Math.round(base * (0.75 + Math.random() * 0.5));
  }

  /** Gives the job up: compensates it and marks it failed, once, in one transaction. */
  async function fail(outcome: Outcome, now: Date): Promise<void> {
    const { job, handler } = outcome;
    const reason = outcome.error ?? 'failed';
    await deps.db.transaction(async (tx) => {
      const still = await tx.query(
        `SELECT 1 FROM jobs WHERE id = $1 AND status = 'pending' FOR UPDATE`,
        [job.id],
      );
      if (still.rows.length === 0) return;
      if (!outcome.unreadable) await handler.compensate?.(tx, job, reason, now);
      await run(tx, giveUpJob(job.id, reason, now));
    });
  }

  async function runDue(): Promise<JobPass> {
    const now = deps.clock();
    if (periodic.size > 0) await enqueuePeriodic(now);
    const jobs = handlers.size > 0 ? await claim(now) : [];
    const pass: JobPass = { claimed: jobs.length, done: 0, retried: 0, failed: 0 };
    const queue = [...jobs];
    const outcomes: Outcome[] = [];
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency, queue.length) }, async () => {
        // Once the node stops (SIGTERM), jobs not started yet are not begun here.
        while (!stopped && queue.length > 0) outcomes.push(await runOne(queue.shift()!));
      }),
    );
    // A stopping node hands back the leases of the jobs it claimed and did not begin, so another
    // node runs them at once instead of after the lease (and the attempt is not counted).
    pass.claimed -= queue.length;
    const settledAt = deps.clock();
    await settle(outcomes, queue, settledAt);
    for (const outcome of outcomes) {
      if (outcome.result === 'done') pass.done++;
      else if (outcome.result === 'retry') pass.retried++;
      else {
        await fail(outcome, settledAt);
        pass.failed++;
      }
    }
    const finished = outcomes.filter((o) => o.result !== 'retry').map((o) => o.job);
    if (finished.length > 0) deps.onFinished?.(finished);
    return pass;
  }

  let started = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lingering: NodeJS.Timeout | undefined;

  const loop = async () => {
    do {
      again = false;
      try {
        const pass = await runDue();
        // A full batch means more may be waiting: go on without waiting for the timer.
        if (pass.claimed === options.batchSize) again = true;
      } catch (error) {
        onError(error);
      }
    } while (again && !stopped);
  };
  const trigger = () => {
    if (stopped || !started) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(trigger, options.pollMs);
    timer.unref();
  };

  return {
    register: register as JobRunner['register'],
    every(task) {
      if (periodic.has(task.kind)) throw new Error(`periodic task ${task.kind} registered twice`);
      periodic.set(task.kind, { task, enqueuedSlot: Number.NaN });
      register({
        kind: task.kind,
        // Its jobs carry nothing (`{}`), and nothing is read from them.
        payload: z.unknown(),
        // A periodic task that fails is not retried: the next period runs it again.
        retry: { maxAttempts: 1, backoffMs: 0, maxBackoffMs: 0 },
        run: async (_job, context) => {
          await task.run(context.now);
        },
      });
    },
    runDue,
    nudge() {
      if (stopped || !started || lingering) return;
      lingering = setTimeout(() => {
        lingering = undefined;
        trigger();
      }, options.lingerMs);
    },
    start() {
      if (started || stopped) return;
      started = true;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(lingering);
      await running;
    },
  };
}
