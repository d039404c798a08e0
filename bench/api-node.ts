// What the HTTP benchmarks over PostgreSQL share: seeded players with sessions, the built API
// node started on a scratch database of them, closed-loop loads (wrk.mjs, autocannon), and the
// median and ranges of rounds.
import { createHash, randomBytes } from 'node:crypto';
import { createPostgresDatabase } from '../apps/api/src/db/database';
import { seedDemoCatalogue } from '../apps/api/src/demo/catalogue';
import { migrate } from '../apps/api/src/db/migrate';
import type { OpenLoopRequest, OpenLoopResult } from './open-loop';
import { createDatabase, dropDatabase, seedAccounts } from './postgres';
import { assertExpected, autocannonLoad } from './answers.mjs';
import { fixed, freePort, startProcess, waitForOk } from './lib.mjs';
import { getLoad, wrkAvailable, wrkRequestsLoad } from './wrk.mjs';
import { NO_SHEDDING } from '../apps/api/src/config';

/** Players with plenty of points (`seedAccounts`), a linked Steam game and a session each: their tokens. */
export async function seedPlayers(url: string, count: number): Promise<string[]> {
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

/** How many requests a closed loop prepares per second of load when sent with wrk. */
const PREPARED_PER_SECOND = 4_000;

/**
 * As many requests as the API takes: closed loop, every connection busy. Request `index` is
 * `request(index)`. With wrk (wrk.mjs), `maxRequests` (else 4,000 a second of load) are made
 * before the load starts and sent in turn, the run failing if they run out; with autocannon, each
 * is made as it is sent (its method and path are the first request's: only headers and body
 * change). `sent` is how many were sent. Only the `expected` answers (2xx by default) count as
 * throughput and latency; a bench checks the rest with `assertExpected`.
 */
export async function closedLoop(
  base: string,
  request: (index: number) => OpenLoopRequest,
  options: {
    connections: number;
    seconds: number;
    expected?: (status: number) => boolean;
    maxRequests?: number;
  },
): Promise<OpenLoopResult & { sent: number }> {
  if (wrkAvailable) {
    const count = options.maxRequests ?? Math.ceil(options.seconds * PREPARED_PER_SECOND);
    const run = await wrkRequestsLoad(
      {
        base,
        duration: options.seconds,
        connections: options.connections,
        requests: Array.from({ length: count }, (_, index) => request(index)),
      },
      options.expected,
    );
    return { ...run, okP99: run.p99 };
  }
  let next = 0;
  const first = request(0);
  const run = await autocannonLoad(
    {
      url: base,
      duration: options.seconds,
      connections: options.connections,
      requests: [
        {
          method: first.method,
          path: first.path,
          setupRequest: (defaults: Record<string, unknown>) => {
            const { headers, body } = request(next++);
            return body === undefined ? { ...defaults, headers } : { ...defaults, headers, body };
          },
        },
      ],
    },
    options.expected,
  );
  return { ...run, okP99: run.p99, sent: next };
}

/**
 * GETs of `url`, each with the bearer token of a player picked at random: 2xx answers per second
 * and their p99; throws (with the statuses seen) when more than 1% were not 2xx.
 */
export async function signedInRps(
  url: string,
  tokens: string[],
  options: { seconds: number; connections: number },
): Promise<{
  rps: number;
  latencyP50: number;
  latencyP99: number;
  failures: number;
  statuses: Record<number, number>;
}> {
  const run = assertExpected(
    `signed-in GET ${url}`,
    await getLoad({
      url,
      duration: options.seconds,
      connections: options.connections,
      tokens,
    }),
  );
  return {
    rps: run.rps,
    latencyP50: run.p50,
    latencyP99: run.p99,
    failures: run.failed,
    statuses: run.statuses,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** The range of the rounds' ratios, in brackets, when there were several rounds. */
export const spread = (ratios: number[]) =>
  ratios.length > 1 ? ` (${fixed(Math.min(...ratios), 2)}–${fixed(Math.max(...ratios), 2)})` : '';
export const list = (values: number[]) => values.map((value) => fixed(value)).join(', ');

/**
 * The environment of a bench's API process on `port` over the database `url`: no sign-in provider
 * to reach, no demo seed, no SPA files, warnings only in its log, and no shedding (capacity is what
 * is measured here).
 */
export const apiNodeEnv = (port: number, url: string, poolSize = '16'): Record<string, string> => ({
  PORT: String(port),
  DATABASE_URL: url,
  DB_POOL_SIZE: poolSize,
  OIDC_ISSUER: 'http://127.0.0.1:9/unused',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  ...NO_SHEDDING,
  WEB_DIST: '/nonexistent-web-dist',
});

export interface ApiNode {
  base: string;
  /** The node's process. */
  pid: number;
  /** The node's database. */
  url: string;
  /** The seeded players' session tokens. */
  tokens: string[];
  stop(): Promise<void>;
}

/**
 * An API node as `npm start` runs it in production (the built server), on its own database of
 * `players` seeded players plus whatever `seed` adds, warmed up by `warmUp` once it answers.
 */
export async function startApiNode(
  label: string,
  options: {
    players: number;
    env?: Record<string, string>;
    seed?: (url: string) => Promise<void>;
    warmUp: (base: string, tokens: string[]) => Promise<unknown>;
  },
): Promise<ApiNode> {
  // BENCH_DB_PREFIX keeps the scratch databases of benches run side by side apart.
  const name = `${process.env.BENCH_DB_PREFIX ?? 'points_bench_'}${label}_${Date.now().toString(36)}`;
  const url = await createDatabase(name);
  let api: ReturnType<typeof startProcess> | undefined;
  try {
    const tokens = await seedPlayers(url, options.players);
    await options.seed?.(url);
    const port = await freePort();
    // BENCH_PROFILE_DIR=… writes a CPU profile of the API process there.
    const profile = process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [];
    // BENCH_NODE_ARGS=… adds Node options (say `--perf-basic-prof` for Linux perf).
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    api = startProcess(process.execPath, [...profile, ...nodeArgs, 'apps/api/dist/server.mjs'], {
      env: {
        ...apiNodeEnv(port, url, process.env.BENCH_DB_POOL ?? '16'),
        ...options.env,
      },
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/v1/health`);
    await options.warmUp(base, tokens);
    const running = api;
    return {
      base,
      pid: running.child.pid!,
      url,
      tokens,
      async stop() {
        await running.stop();
        await dropDatabase(name);
      },
    };
  } catch (error) {
    await api?.stop();
    await dropDatabase(name);
    throw error;
  }
}
