// `npm run bench` (platform part): GET /api/v1/health against a bare Fastify hello-world, side by
// side in one run on this machine, and the cold start and peak memory of `npm start`.
import { ensureBuilt } from '../scripts/build.mjs';
import {
  fixed,
  freePort,
  mb,
  measureRps,
  startProcess,
  startSite,
  table,
  waitForOk,
} from './lib.mjs';
import { createDatabase, dropDatabase, postgresProblem } from './postgres.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
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
