import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { pruneEndedSessions } from '../modules/auth/session-store';
import { pruneIdempotentRequests } from '../modules/idempotency/run-idempotent';
import { expireDuePoints } from '../modules/points/expire-points';
import type { Ledger } from '../modules/points/ledger';

export interface JobSettings {
  expiryIntervalSeconds: number;
  idempotencyTtlHours: number;
}

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Background work of every API node: expiring points, pruning ended sessions and old idempotency
 * answers. Each job is safe to run on several nodes at once; a failure is logged and retried at
 * the next tick. Returns a function that stops the jobs and waits for running ones.
 */
export function startJobs(
  deps: { db: Database; ledger: Ledger; log: FastifyBaseLogger; clock?: () => Date },
  settings: JobSettings,
): () => Promise<void> {
  const clock = deps.clock ?? (() => new Date());
  const jobs: Job[] = [
    {
      name: 'expire-points',
      everyMs: settings.expiryIntervalSeconds * 1000,
      run: async () => {
        const run = await expireDuePoints(deps.db, deps.ledger, clock());
        if (run.lots > 0) deps.log.info({ job: 'expire-points', ...run }, 'points expired');
      },
    },
    {
      name: 'prune-sessions',
      everyMs: 3_600_000,
      run: () => pruneEndedSessions(deps.db, 30 * 86_400),
    },
    {
      name: 'prune-idempotency',
      everyMs: 3_600_000,
      run: () => pruneIdempotentRequests(deps.db, settings.idempotencyTtlHours),
    },
  ];

  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    const tick = async () => {
      if (stopped) return;
      const work = job.run().catch((error: unknown) => {
        deps.log.error({ err: error, job: job.name }, 'background job failed');
      });
      running.add(work);
      await work;
      running.delete(work);
      if (!stopped) timer.refresh();
    };
    // Jitter spreads nodes started together so they do not all tick at the same moment.
    const timer = setTimeout(tick, Math.round(job.everyMs * (0.5 + Math.random() * 0.5)));
    timer.unref();
    return timer;
  });

  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(running);
  };
}
