// `npm run bench` (platform part): GET /api/v1/health against a bare Fastify hello-world, side by
// side in one run on this machine, and the cold start and peak memory of `npm start`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  fixed,
  freePort,
  mb,
  measureRps,
  root,
  startProcess,
  table,
  temporaryDatabase,
  treeRss,
  waitForOk,
} from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const postgresServerUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function baseline() {
  const port = await freePort();
  const server = startProcess(process.execPath, ['bench/hello-fastify.mjs'], {
    env: { PORT: String(port) },
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/`);
    await measureRps(`http://127.0.0.1:${port}/`, { duration: 2, connections }); // warm-up
    return await measureRps(`http://127.0.0.1:${port}/`, { duration, connections });
  } finally {
    await server.stop();
  }
}

/** Starts the site as `npm start` does (built server; dev provider in-process). */
async function startSite(extraEnv = {}) {
  const port = await freePort();
  const idpPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'points-bench-'));
  const started = Date.now();
  const site = startProcess('npm', ['start', '--silent'], {
    env: {
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(site.child.pid))), 20);
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/v1/health`);
  } catch (error) {
    clearInterval(sampler);
    await site.stop();
    throw new Error(`${error.message}\n${site.stderr()}`, { cause: error });
  }
  const coldStartMs = Date.now() - started;
  return {
    url: `http://127.0.0.1:${port}`,
    coldStartMs,
    peak: () => peak,
    async stop() {
      clearInterval(sampler);
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function healthRun(label, env, { withoutDatabase = false } = {}) {
  const site = await startSite(env);
  try {
    await measureRps(`${site.url}/api/v1/health`, { duration: 2, connections }); // warm-up
    const result = await measureRps(`${site.url}/api/v1/health`, { duration, connections });
    const runs = [{ label, ...result, coldStartMs: site.coldStartMs, peakRss: site.peak() }];
    if (withoutDatabase) {
      // The same stack on a route that needs no database: what our hooks and envelope cost.
      const noDb = await measureRps(`${site.url}/api/v1/auth/config`, { duration, connections });
      runs.push({ label: 'GET /api/v1/auth/config (no database)', ...noDb });
    }
    return runs;
  } finally {
    await site.stop();
  }
}

export async function runPlatformBench() {
  // Build once up front so the cold start measures starting, not building.
  const build = startProcess('node', ['scripts/build.mjs'], { cwd: root });
  await new Promise((resolve) => build.child.once('exit', resolve));

  const hello = await baseline();
  const runs = await healthRun('GET /api/v1/health (PGlite)', {}, { withoutDatabase: true });
  const database = await temporaryDatabase(postgresServerUrl).catch((error) => {
    console.log(`(PostgreSQL run skipped: ${postgresServerUrl} unreachable: ${error.message})`);
    return null;
  });
  if (database) {
    try {
      runs.push(
        ...(await healthRun('GET /api/v1/health (PostgreSQL)', {
          DATABASE_URL: database.url,
          SEED_DEMO: 'true',
        })),
      );
    } finally {
      await database.drop();
    }
  }

  console.log(
    `\nPlatform: ${duration} s per run, ${connections} connections, autocannon in this process\n`,
  );
  console.log(
    table([
      ['target', 'req/s', 'p99 ms', 'non-2xx', 'ratio to hello-world'],
      ['bare Fastify hello-world', fixed(hello.rps), hello.latencyP99, hello.failures, '1.00'],
      ...runs.map((run) => [
        run.label,
        fixed(run.rps),
        run.latencyP99,
        run.failures,
        fixed(run.rps / hello.rps, 2),
      ]),
    ]),
  );
  console.log(
    '\n`npm start` (already built): cold start to first healthy answer, and peak memory\n',
  );
  console.log(
    table([
      ['database', 'cold start', 'peak RSS (process tree, during start and load)'],
      ...runs
        .filter((run) => run.coldStartMs)
        .map((run) => [
          run.label.replace(/^.*\((.*)\)$/, '$1'),
          `${run.coldStartMs} ms`,
          mb(run.peakRss),
        ]),
    ]),
  );
  return { hello, runs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runPlatformBench();
}
