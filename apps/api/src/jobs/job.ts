import type { z } from 'zod';
import type { Queryable } from '../db/database';
import { sql, type Statement } from '../db/statement';

/** One row of the `jobs` table, as a handler sees it. */
export interface Job<Payload = unknown> {
  id: string;
  kind: string;
  /** What the job is about, as type:id (`exchange:…`), or null. */
  reference: string | null;
  payload: Payload;
  /** This attempt's number: 1 the first time. */
  attempts: number;
  runAt: Date;
}

export interface JobContext {
  now: Date;
  /** The last attempt the handler's policy allows: a temporary failure now is final. */
  finalAttempt: boolean;
  /**
   * For a transactional handler: the transaction in which the job is also marked done, so its
   * database work and its completion commit together or not at all.
   */
  tx: Queryable | null;
}

export interface RetryPolicy {
  /** Attempts before a job that keeps failing is given up (and compensated). */
  maxAttempts: number;
  /** First retry delay; each further one doubles, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

/**
 * A kind of job: its name, and the schema of the payload its jobs carry. Who enqueues a job and
 * who runs it share it: a payload is checked when the job is made (`jobOf`) and again before it
 * runs, since the row may have been written by another version of the code, or by hand.
 */
export interface JobKind<Payload> {
  kind: string;
  payload: z.ZodType<Payload>;
}

/** What runs the jobs of one kind. */
export interface JobHandler<Payload = never> extends JobKind<Payload> {
  retry: RetryPolicy;
  /**
   * Runs `run` inside a transaction that also marks the job done: for work that stays in the
   * database (a draw, a settlement), which then takes effect exactly once even if a node dies.
   * Work that reaches another system (a delivery) is not transactional: it must be safe to
   * repeat, since a node can die after the effect and before recording it.
   */
  transactional?: boolean;
  /** Does the work. Throw to fail: `PermanentJobFailure` for good, `RetryJobLater` to wait. */
  run(job: Job<Payload>, context: JobContext): Promise<void>;
  /**
   * What else changes when jobs of this kind succeed (e.g. exchanges marked delivered), as one
   * statement run together with their completion, so both happen or neither.
   */
  completed?(jobs: Job<Payload>[], now: Date): Statement;
  /**
   * Undoes the job's effect after it failed for good (a refund); runs once, in the transaction
   * that marks the job failed.
   */
  compensate?(tx: Queryable, job: Job<Payload>, reason: string, now: Date): Promise<void>;
}

/** Work that runs every `everyMs` on one node of the cluster (whichever claims it first). */
export interface PeriodicTask {
  kind: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

/** Sending again cannot succeed: the job is given up at once and compensated. */
export class PermanentJobFailure extends Error {
  override name = 'PermanentJobFailure';
}

/** Not a failure to count: try again after the backoff, however many attempts were made. */
export class RetryJobLater extends Error {
  override name = 'RetryJobLater';
}

export interface NewJob {
  /** Give a fixed id to make the job unique: enqueuing the same id again does nothing. */
  id: string;
  kind: string;
  reference?: string | null;
  payload?: unknown;
  runAt: Date;
}

/**
 * A job of `of`'s kind, its payload checked against the kind's schema: a payload that does not
 * match is a mistake in the code that makes it, and throws before anything is written.
 */
export function jobOf<Payload>(
  of: JobKind<Payload>,
  job: Omit<NewJob, 'kind' | 'payload'> & { payload: Payload },
): NewJob {
  return { ...job, kind: of.kind, payload: of.payload.parse(job.payload) };
}

/**
 * The statement that enqueues a job, for a feature to run with the record the job is about (in
 * its transaction, or as part of one statement). A job whose id exists already is left as it is.
 * With `onlyIfSpent`, it is a part of a spend (`SpendPlan.record`): enqueued only when the spend
 * went through.
 */
export function enqueueJob(
  job: NewJob,
  now: Date,
  options: { onlyIfSpent?: boolean } = {},
): Statement {
  const values = [
    job.id,
    job.kind,
    job.reference ?? null,
    JSON.stringify(job.payload ?? {}),
    job.runAt,
    now,
  ];
  return {
    text: `INSERT INTO jobs (id, kind, reference, payload, run_at, created_at)
           SELECT $1::text, $2::text, $3::text, $4::jsonb, $5::timestamptz, $6::timestamptz${options.onlyIfSpent ? ' FROM spent' : ''}
           ON CONFLICT (id) DO NOTHING`,
    values,
  };
}

/**
 * Enqueues a one-off job, or moves it to the job's new `runAt` if it has not run yet: for work
 * due at a time an operator may change (a draw at its selection time).
 */
export function scheduleOnce(job: NewJob, now: Date): Statement {
  const insert = enqueueJob(job, now);
  return {
    text: insert.text.replace(
      'ON CONFLICT (id) DO NOTHING',
      `ON CONFLICT (id) DO UPDATE SET run_at = EXCLUDED.run_at WHERE jobs.status = 'pending'`,
    ),
    values: insert.values,
  };
}

/**
 * Locks a job's row for the rest of the transaction, as the runner does before it compensates
 * one: a feature that acts on the same work (an operator's refund) takes it first, so the two
 * never both act.
 */
export const lockJob = (id: string): Statement =>
  sql`SELECT 1 FROM jobs WHERE id = ${id} FOR UPDATE`;

/**
 * Makes a job due at `now` again with its attempts counted afresh (an operator's retry after it
 * was given up). Its last error stays until an attempt succeeds.
 */
export const retryJobNow = (id: string, now: Date): Statement =>
  sql`UPDATE jobs SET status = 'pending', attempts = 0, run_at = ${now}, leased_until = NULL,
                      finished_at = NULL
       WHERE id = ${id}`;

/**
 * Gives a pending job up for `reason`, so no runner takes it again: for a job whose work was
 * undone in the same transaction (the runner's own compensation, or an operator's refund).
 */
export const giveUpJob = (id: string, reason: string, now: Date): Statement =>
  sql`UPDATE jobs SET status = 'failed', finished_at = ${now}, leased_until = NULL,
                      last_error = ${reason}
       WHERE id = ${id} AND status = 'pending'`;
