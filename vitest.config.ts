import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // One file at a time: the overload test measures latencies on a quiet machine.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      // The benchmarks' own helpers (counting a run's answers).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' } },
      // Checks of the repository's own tooling (lint rules).
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
