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
  // Budgets for a machine that runs three shards on two cores, not speeds: nothing is asserted on
  // how long a step takes.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // The dev provider remembers consent given during the run, so a retry would not be a rerun.
  retries: 0,
  reporter: [['list']],
  // One folder per server, so shards running at once never clear or share each other's traces.
  outputDir: path.join(tmpdir(), `points-e2e-results-${port}`),
  use: {
    baseURL,
    browserName: 'chromium',
    // Pages show times in UTC and the player's local time beside them where it differs: the
    // suite is a player in UTC, whatever zone the machine is set to.
    timezoneId: 'UTC',
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
      // The server's own mail catcher (scripts/mail-catcher.mjs), on this shard's ports; the
      // day's e-mails are made and sent every 2 s, so a spec sees one without waiting.
      MAIL_CATCHER_SMTP_PORT: String(port + 2),
      MAIL_CATCHER_HTTP_PORT: String(port + 3),
      EMAIL_BATCH_INTERVAL_SECONDS: '2',
      EMAIL_SEND_INTERVAL_SECONDS: '2',
    },
  },
});
