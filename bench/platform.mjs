// `npm run bench` (platform part): GET /api/v1/health against a bare Fastify hello-world, side by
// side in one run on this machine, and the time and peak memory of `npm start`: a first start
// (nothing built, a new data folder) and a later one (built, the same data folder).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, targets } from '../scripts/build.mjs';
import { COMPRESSED_STAMP } from '../scripts/precompress.mjs';
import {
  fixed,
  freePort,
  mb,
  measureRps,
  startProcess,
  startSite,
  table,
  treeRss,
  waitForOk,
} from './lib.mjs';
import { createDatabase, dropDatabase, postgresProblem } from './postgres.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const startRounds = Number(process.env.BENCH_START_ROUNDS ?? 2);

const compressed = () =>
  [targets.web, targets.console].every((target) =>
    existsSync(path.join(target.dist, COMPRESSED_STAMP)),
  );

/**
 * One `npm start` on PGlite in `dataDir`: the time to the first healthy answer, and the peak
 * resident memory of its whole process tree (npm, the server, the builds and the precompression
 * it runs) until it is healthy and the precompression it may run beside it has ended.
 */
async function timeStart(dataDir) {
  const port = await freePort();
  const started = Date.now();
  const site = startProcess('npm', ['start', '--silent'], {
    env: {
      PORT: String(port),
      IDP_PORT: String(await freePort()),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(site.child.pid))), 20);
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/v1/health`);
    const healthyMs = Date.now() - started;
    const deadline = Date.now() + 60_000;
    while (!compressed() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { healthyMs, peak, compressedMs: compressed() ? Date.now() - started : undefined };
  } catch (error) {
    throw new Error(`${error.message}\n${site.stderr()}`, { cause: error });
  } finally {
    clearInterval(sampler);
    await site.stop();
  }
}

/** First starts (no build output, a new data folder) and the later start after each. */
async function startRuns() {
  const runs = [];
  for (let round = 1; round <= startRounds; round++) {
    for (const target of Object.values(targets)) {
      rmSync(path.dirname(target.output), { recursive: true, force: true });
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'points-bench-start-'));
    try {
      runs.push({ round, kind: 'first', ...(await timeStart(dataDir)) });
      runs.push({ round, kind: 'later', ...(await timeStart(dataDir)) });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return runs;
}

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
  const starts = await startRuns();
  // Built (and compressed) up front so the cold starts below measure starting, not building.
  await ensureBuilt();

  const hello = await baseline();
  const runs = await healthRun('GET /api/v1/health (PGlite)', {}, { withoutDatabase: true });
  const problem = await postgresProblem();
  if (problem) {
    console.log(`(PostgreSQL run skipped: ${problem})`);
  } else {
    const name = `points_bench_${Date.now().toString(36)}`;
    try {
      const url = await createDatabase(name);
      runs.push(...(await healthRun('GET /api/v1/health (PostgreSQL)', { DATABASE_URL: url })));
    } finally {
      await dropDatabase(name);
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
    '\n`npm start` (already built, a new data folder): to the first healthy answer, and peak memory\n',
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
  console.log(
    '\n`npm start` on PGlite: a first start (nothing built, a new data folder), then a later one\n' +
      '(built, the same data folder); peak RSS of the whole process tree until healthy and the\n' +
      'precompression beside it has ended\n',
  );
  console.log(
    table([
      ['round', 'start', 'healthy after', 'compressed after', 'peak RSS (process tree)'],
      ...starts.map((run) => [
        run.round,
        run.kind,
        `${fixed(run.healthyMs / 1000, 1)} s`,
        run.compressedMs === undefined ? '-' : `${fixed(run.compressedMs / 1000, 1)} s`,
        mb(run.peak),
      ]),
    ]),
  );
  return { hello, runs, starts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runPlatformBench();
}
