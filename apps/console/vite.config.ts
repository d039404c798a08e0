import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/** The operator console, served by the API under /console/ (apps/api/src/plugins/console-spa.ts). */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Inline assets would need data: in more CSP directives; files keep the policy simple.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries change less often than the console: cached apart from it.
          groups: [{ name: 'vendor', test: /node_modules[\\/]/, priority: 10 }],
        },
      },
    },
    // One operator tool on a desk, not a phone page: the vendor file may be large.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: Number(process.env.CONSOLE_DEV_PORT ?? 5174),
    proxy: { '/api': apiTarget },
  },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A budget for a busy machine (three test files at a time on two cores), not a speed.
    testTimeout: 30_000,
    css: false,
  },
});
