import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/idp',
      'apps/web',
      'apps/console',
      // Checks of the repository's own tooling (lint rules).
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
