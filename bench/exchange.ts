// `npm run bench -- exchange`: item exchanges over HTTP on PostgreSQL (maximum rate, then p50/p99
// at half of it, arriving steadily) beside pgbench's TPC-B-like rate, and GET /group-item beside
// a bare Fastify hello-world, all in one run on this machine.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../apps/api/src/db/database';
import { seedDemoCatalogue } from '../apps/api/src/db/demo/catalogue';
import { migrate } from '../apps/api/src/db/migrate';
import { openLoop, type OpenLoopResult } from './open-loop';
import {
  createDatabase,
  createPgbench,
  dropDatabase,
  postgresProblem,
  seedAccounts,
} from './postgres';
import { ensureBuilt } from '../scripts/build.mjs';
import { fixed, freePort, measureRps, startProcess, table, waitForOk } from './lib.mjs';

const seconds = Number(process.env.BENCH_EXCHANGE_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const players = Number(process.env.BENCH_PLAYERS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** Players with plenty of points (`seedAccounts`), a linked Steam game and a session each: their tokens. */
async function seedPlayers(url: string, count: number): Promise<string[]> {
  const db = createPostgresDatabase(url, { poolSize: 2 });
  try {
    await migrate(db);
    await db.transaction((tx) => seedDemoCatalogue(tx));
    const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
    const ids = await seedAccounts(db, count);
    await db.query(
      `WITH u AS (
         SELECT id, n FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, n)
       ), apps AS (
         INSERT INTO user_game_apps (user_id, content_id, platform, game_user_id)
         SELECT id, 'efs', 'steam', 'US-EFS-bench-' || n FROM u
       ), s AS (
         INSERT INTO sessions (user_id, expires_at)
         SELECT id, now() + interval '1 day' FROM u RETURNING id, user_id
       )
       INSERT INTO session_tokens (token_hash, session_id, expires_at)
       SELECT decode(h.hash, 'hex'), s.id, now() + interval '1 day'
         FROM unnest($2::text[]) WITH ORDINALITY AS h(hash, n)
         JOIN u ON u.n = h.n JOIN s ON s.user_id = u.id`,
      [ids, hashes],
    );
    await db.query('ANALYZE');
    return tokens;
  } finally {
    await db.close();
  }
}

const exchangeRequest = (token: string) => ({
  method: 'POST',
  path: '/api/v1/item-withdraw/coins-100',
  headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
});

/** As many exchanges as the API takes: closed loop, every connection busy. */
async function exchangeLoad(base: string, tokens: string[]): Promise<OpenLoopResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/item-withdraw/coins-100',
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          headers: exchangeRequest(tokens[next++ % tokens.length]!).headers,
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (ratios: number[]) =>
  ratios.length > 1 ? ` (${fixed(Math.min(...ratios), 2)}–${fixed(Math.max(...ratios), 2)})` : '';

export async function runExchangeBench(): Promise<void> {
  const problem = await postgresProblem();
  if (problem) {
    console.log(`\nExchange: skipped, ${problem}`);
    return;
  }
  await ensureBuilt();
  const name = `points_bench_exchange_${Date.now().toString(36)}`;
  let hello: ReturnType<typeof startProcess> | undefined;
  let pgbench: Awaited<ReturnType<typeof createPgbench>> | undefined;
  let api: ReturnType<typeof startProcess> | undefined;
  try {
    const url = await createDatabase(name);
    const helloPort = await freePort();
    hello = startProcess(process.execPath, ['bench/hello-fastify.mjs'], {
      env: { PORT: String(helloPort) },
    });
    pgbench = await createPgbench();
    const tokens = await seedPlayers(url, players);
    const port = await freePort();
    // BENCH_PROFILE_DIR=… writes a CPU profile of the API process there.
    const profile = process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [];
    api = startProcess(process.execPath, [...profile, 'apps/api/dist/server.mjs'], {
      env: {
        PORT: String(port),
        DATABASE_URL: url,
        DB_POOL_SIZE: process.env.BENCH_DB_POOL ?? '16',
        OIDC_ISSUER: 'http://127.0.0.1:9/unused',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // Capacity is what is measured here: no shedding.
        OVERLOAD_MAX_DB_WAITING: '0',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        WEB_DIST: '/nonexistent-web-dist',
      },
    });
    const base = `http://127.0.0.1:${port}`;
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    const catalogueUrl = `${base}/api/v1/group-item?lang=en`;
    await waitForOk(`${base}/api/v1/health`);
    await waitForOk(helloUrl);

    // Each figure is taken in rounds, right beside its baseline, so that a slow spell of this
    // shared machine lowers both sides of a ratio alike; the ratio reported is the median.
    await exchangeLoad(base, tokens.slice(0, 200)); // warm-up
    const pgbenchRuns: number[] = [];
    const maxRuns: OpenLoopResult[] = [];
    const helloRuns: Array<Awaited<ReturnType<typeof measureRps>>> = [];
    const visitorRuns: Array<Awaited<ReturnType<typeof measureRps>>> = [];
    for (let round = 0; round < rounds; round++) {
      pgbenchRuns.push(pgbench.run(seconds));
      maxRuns.push(await exchangeLoad(base, tokens));
      helloRuns.push(await measureRps(helloUrl, { duration: seconds, connections }));
      visitorRuns.push(await measureRps(catalogueUrl, { duration: seconds, connections }));
    }
    const tps = median(pgbenchRuns);
    const maxRate = median(maxRuns.map((run) => run.rps));
    const exchangeRatios = maxRuns.map((run, i) => run.rps / pgbenchRuns[i]!);
    const visitorRatios = visitorRuns.map((run, i) => run.rps / helloRuns[i]!.rps);
    const max = maxRuns.find((run) => run.rps === maxRate) ?? maxRuns[0]!;

    // Half of it, arriving at a steady rate.
    const half = await openLoop({
      base,
      rate: Math.max(1, Math.round(maxRate / 2)),
      seconds,
      connections,
      request: (index) => exchangeRequest(tokens[index % tokens.length]!),
    });
    const signedIn = await autocannon({
      url: catalogueUrl,
      duration: seconds,
      connections,
      requests: [
        {
          method: 'GET',
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            headers: {
              authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}`,
            },
          }),
        },
      ],
    });
    const helloRps = median(helloRuns.map((run) => run.rps));

    console.log(
      `\nExchange: ${rounds} rounds of ${seconds} s, ${connections} connections, ${players} players, ` +
        'PostgreSQL; medians, ratio ranges in brackets\n',
    );
    console.log(
      table([
        ['workload', 'per second', 'p50 ms', 'p99 ms', 'failed', 'ratio'],
        ['pgbench TPC-B-like', fixed(tps), '-', '-', '-', '1.00 (of pgbench)'],
        [
          'POST /item-withdraw, maximum',
          fixed(maxRate),
          max.p50,
          max.p99,
          maxRuns.reduce((sum, run) => sum + run.failed, 0),
          `${fixed(median(exchangeRatios), 2)}${spread(exchangeRatios)} of pgbench`,
        ],
        [
          'POST /item-withdraw at half of it',
          fixed(half.rps),
          half.p50,
          half.p99,
          half.failed,
          `${fixed(half.rps / tps, 2)} of pgbench`,
        ],
        [
          'bare Fastify hello-world',
          fixed(helloRps),
          '-',
          median(helloRuns.map((run) => run.latencyP99)),
          helloRuns.reduce((sum, run) => sum + run.failures, 0),
          '1.00 (of hello)',
        ],
        [
          'GET /group-item, visitor',
          fixed(median(visitorRuns.map((run) => run.rps))),
          '-',
          median(visitorRuns.map((run) => run.latencyP99)),
          visitorRuns.reduce((sum, run) => sum + run.failures, 0),
          `${fixed(median(visitorRatios), 2)}${spread(visitorRatios)} of hello`,
        ],
        [
          'GET /group-item, signed in',
          fixed(signedIn.requests.average),
          signedIn.latency.p50,
          signedIn.latency.p99,
          signedIn.non2xx + signedIn.errors,
          `${fixed(signedIn.requests.average / helloRps, 2)} of hello`,
        ],
      ]),
    );
    const exchangeOk = median(exchangeRatios) >= 0.25 && half.p99 < 100;
    const catalogueOk = median(visitorRatios) >= 0.4;
    console.log(
      `\naims: exchanges ≥ 25% of pgbench with p99 < 100 ms at half load: ${exchangeOk ? 'met' : 'NOT met'}; ` +
        `catalogue read ≥ 40% of bare Fastify: ${catalogueOk ? 'met' : 'NOT met'}`,
    );
  } finally {
    await api?.stop();
    await hello?.stop();
    await pgbench?.drop();
    await dropDatabase(name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runExchangeBench();
}
