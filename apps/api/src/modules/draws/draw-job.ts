import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { jobOf, RetryJobLater, scheduleOnce, type JobHandler, type JobKind } from '../../jobs/job';
import type { DrawPrize } from './draw';
import { drawOnce, type DrawSubject } from './draw-once';

/**
 * The draw of one kind of subject, made now or by its job: one job a subject (`<type>-draw:<id>`,
 * its payload the subject's key), due at its draw time, whose fixed id makes it run once. The job
 * runs in the transaction that marks it done, so the draw takes effect exactly once whichever
 * node runs it (and not at all if that node dies first); before its time it waits without
 * counting an attempt.
 */
export function drawJobs<Row, Prize extends DrawPrize>(subject: DrawSubject<Row, Prize>) {
  const { key } = subject.tables;
  const kind = `${subject.type}-draw`;
  const of: JobKind<Record<string, string>> = {
    kind,
    payload: z.object({ [key]: z.string().min(1) }) as z.ZodType<Record<string, string>>,
  };
  /** Makes the draw (`drawOnce`) in the caller's transaction; answers what it did. */
  const draw = (db: Queryable, id: string, now: Date) => drawOnce(db, subject, id, now);
  return {
    draw,
    /** Enqueues the draw at its time, or moves it there if it has not run. */
    schedule: (id: string, runAt: Date, now: Date) =>
      scheduleOnce(
        jobOf(of, {
          id: `${kind}:${id}`,
          reference: `${subject.type}:${id}`,
          payload: { [key]: id },
          runAt,
        }),
        now,
      ),
    /** The draw job of every subject of the kind. */
    handler: (): JobHandler<Record<string, string>> => ({
      ...of,
      transactional: true,
      retry: { maxAttempts: 20, backoffMs: 5_000, maxBackoffMs: 300_000 },
      async run({ payload }, { tx, now }) {
        const outcome = await draw(tx!, payload[key]!, now);
        if (outcome === 'not_yet') throw new RetryJobLater(subject.waiting);
      },
    }),
  };
}
