import { z } from 'zod';
import type { Queryable } from '../../db/database';
import {
  jobOf,
  RetryJobLater,
  scheduleOnce,
  type JobHandler,
  type JobKind,
  type NewJob,
} from '../../jobs/job';
import type { DrawOutcome } from './draw-once';

/**
 * The scheduled draw of one kind of subject: a job a subject, due at its draw time, whose fixed
 * id (`<kind>:<id>`) makes it run once; it runs in the transaction that marks it done, so the
 * draw takes effect exactly once whichever node runs it (and not at all if that node dies first).
 * Before its time it waits (`waiting` says for what) without counting an attempt.
 */
export function drawJobs<Key extends string>(of: {
  kind: string;
  /** The subject's type in the job's reference (`lottery` → `lottery:<id>`). */
  type: string;
  /** The payload's one field, the subject's id. */
  key: Key;
  waiting: string;
  draw(tx: Queryable, id: string, now: Date): Promise<DrawOutcome>;
}) {
  type Payload = Record<Key, string>;
  const kind: JobKind<Payload> = {
    kind: of.kind,
    payload: z.object({ [of.key]: z.string().min(1) } as Record<
      Key,
      z.ZodString
    >) as z.ZodType<Payload>,
  };
  const job = (id: string, runAt: Date): NewJob =>
    jobOf(kind, {
      id: `${of.kind}:${id}`,
      reference: `${of.type}:${id}`,
      payload: { [of.key]: id } as Payload,
      runAt,
    });
  return {
    job,
    /** Enqueues the draw at its time, or moves it there if it has not run. */
    schedule: (id: string, runAt: Date, now: Date) => scheduleOnce(job(id, runAt), now),
    handler: (): JobHandler<Payload> => ({
      ...kind,
      transactional: true,
      retry: { maxAttempts: 20, backoffMs: 5_000, maxBackoffMs: 300_000 },
      async run({ payload }, { tx, now }) {
        const outcome = await of.draw(tx!, payload[of.key], now);
        if (outcome === 'not_yet') throw new RetryJobLater(of.waiting);
      },
    }),
  };
}
