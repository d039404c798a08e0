import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 18080);
const idpPort = Number(process.env.E2E_IDP_PORT ?? 18081);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database for every run: the suite starts from the demo content.
const dataDir = mkdtempSync(path.join(tmpdir(), 'points-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // The dev provider remembers consent given during the run, so a retry would not be a rerun.
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(tmpdir(), 'points-e2e-results'),
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  },
});
