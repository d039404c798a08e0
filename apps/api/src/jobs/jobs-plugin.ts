import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's job runner: features enqueue with `enqueueJob` and nudge it here. */
    jobs: JobRunner;
  }
}

/**
 * The node's job runner as part of the app: it starts taking jobs once the app is ready (every
 * feature has registered its handlers by then) and stops, waiting for the pass under way, when the
 * app closes. Switched off (`JOBS_ENABLED=false`, the tests' default) the runner never starts and
 * tests drive it with `runDue()`.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { runner: JobRunner; enabled: boolean }) => {
    app.decorate('jobs', options.runner);
    if (options.enabled) app.addHook('onReady', async () => options.runner.start());
    app.addHook('onClose', async () => options.runner.stop());
  },
  { name: 'jobs' },
);
