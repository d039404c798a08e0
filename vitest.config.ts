import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most of a
    // suite's time is spent waiting on PostgreSQL, PGlite's start or a server under test, so
    // three files at a time finish sooner there. Every file has its own databases, ports and
    // Redis keys.
    maxWorkers: 3,
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/idp',
      'apps/web',
      'apps/console',
      // API processes behind nginx (cluster/harness.ts): the launch-day storm and overload.
      {
        test: {
          name: 'cluster',
          include: ['cluster/**/*.test.ts'],
          environment: 'node',
          // One file at a time: each starts nodes, nginx and a storm that take the whole machine.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      // The benchmarks' own helpers (counting a run's answers).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' } },
      // Checks of the repository's own tooling (lint rules). A first lint loads the parsers and
      // walks an app's imports: seconds, more on a busy machine.
      {
        test: {
          name: 'tooling',
          include: ['tooling/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
