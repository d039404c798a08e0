// `npm run bench -- cluster`: one API node versus three behind nginx (cluster/harness.ts) on one
// PostgreSQL and Redis, for the visitor home reads and for item exchanges, and the share of
// requests shed when exchanges arrive at twice one node's and twice three nodes' capacity, with
// the admitted ones' p99. Everything runs on this machine: its two cores bound what a second and third node add.
import { randomUUID } from 'node:crypto';
import { dropDatabase, startCluster, type Cluster } from '../cluster/harness';
import { closedLoop, median, seedPlayers } from './api-node';
import { fixed, measureRps, table } from './lib.mjs';
import { openLoop, type OpenLoopResult } from './open-loop';
import { postgresBenchReady } from './postgres';
import { NO_SHEDDING } from '../apps/api/src/config';

const seconds = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const players = 2_000;
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

const exchange = (tokens: string[]) => (index: number) => ({
  method: 'POST',
  path: '/api/v1/item-withdraw/coins-100',
  headers: {
    authorization: `Bearer ${tokens[index % tokens.length]!}`,
    'idempotency-key': randomUUID(),
  },
});

/**
 * Connections per node: about 8 in all shared out, at least 3. Eight keep this 2-core PostgreSQL
 * busy; more only time-slice its transactions (24 gave no more throughput, and longer latencies
 * under overload: p99 166 ms against 131 ms with 8 for one node at twice its capacity).
 */
const pool = (nodes: number) => Math.max(3, Math.round(8 / nodes));

interface Shape {
  nodes: number;
  /** Shedding on, as in production, or off to measure capacity. */
  shed: boolean;
}

async function withCluster<T>(
  shape: Shape,
  work: (cluster: Cluster, tokens: string[]) => Promise<T>,
): Promise<T> {
  const database = `points_bench_cluster_${shape.nodes}_${Date.now().toString(36)}`;
  const cluster = await startCluster({
    nodes: shape.nodes,
    port: 18680,
    nodePort: 18691,
    idpPort: 18681,
    database,
    fresh: true,
    postgresUrl: server,
    redisUrl,
    env: {
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: String(pool(shape.nodes)),
      // Shedding with production's defaults (BENCH_CLUSTER_MAX_WAIT_MS tries another threshold).
      ...(shape.shed
        ? process.env.BENCH_CLUSTER_MAX_WAIT_MS
          ? { OVERLOAD_MAX_DB_WAIT_MS: process.env.BENCH_CLUSTER_MAX_WAIT_MS }
          : {}
        : NO_SHEDDING),
    },
  });
  try {
    const tokens = await seedPlayers(cluster.databaseUrl, players);
    // Warm-up: every node's snapshots read, every connection open.
    await measureRps(`${cluster.url}/api/v1/notice?lang=en`, { duration: 2, connections });
    await closedLoop(cluster.url, exchange(tokens), { connections, seconds: 2 });
    return await work(cluster, tokens);
  } finally {
    await cluster.stop();
    await dropDatabase(server, database);
  }
}

export async function runClusterBench(): Promise<void> {
  if (!(await postgresBenchReady('Cluster', { build: true }))) return;
  const measure = (shape: Shape) =>
    withCluster(shape, async (cluster, tokens) => {
      const reads: number[] = [];
      const exchanges: OpenLoopResult[] = [];
      for (let round = 0; round < rounds; round++) {
        reads.push(
          (
            await measureRps(`${cluster.url}/api/v1/notice?lang=en`, {
              duration: seconds,
              connections,
            })
          ).rps,
        );
        exchanges.push(await closedLoop(cluster.url, exchange(tokens), { connections, seconds }));
      }
      return { reads: median(reads), exchanges: median(exchanges.map((run) => run.rps)) };
    });
  const onlyOverload = process.env.BENCH_CLUSTER_ONLY === 'overload';
  const one = onlyOverload ? null : await measure({ nodes: 1, shed: false });
  const three = onlyOverload
    ? { reads: 0, exchanges: Number(process.env.BENCH_CLUSTER_CAPACITY ?? 1300) }
    : await measure({ nodes: 3, shed: false });

  // Twice the exchange capacity, arriving steadily, with shedding as in production.
  const overloaded = async (nodes: number, capacity: number) => {
    const rate = Math.round(capacity * 2);
    const result = await withCluster({ nodes, shed: true }, (cluster, tokens) =>
      openLoop({ base: cluster.url, rate, seconds, connections: 400, request: exchange(tokens) }),
    );
    return { nodes, capacity, rate, ...result };
  };
  const overloads = [
    ...(one ? [await overloaded(1, one.exchanges)] : []),
    await overloaded(3, three.exchanges),
  ];

  console.log(
    `\nCluster: API nodes behind nginx on one PostgreSQL and Redis, all on this machine; ${rounds} ` +
      `rounds of ${seconds} s, ${connections} connections, medians\n`,
  );
  if (one)
    console.log(
      table([
        ['workload', 'one node /s', 'three nodes /s', 'three ÷ one'],
        [
          'GET /notice, visitor (home)',
          fixed(one.reads),
          fixed(three.reads),
          fixed(three.reads / one.reads, 2),
        ],
        [
          'POST /item-withdraw',
          fixed(one.exchanges),
          fixed(three.exchanges),
          fixed(three.exchanges / one.exchanges, 2),
        ],
      ]),
    );
  console.log(
    `\nExchanges arriving at twice the capacity for ${seconds} s, shedding as in production:\n`,
  );
  console.log(
    table([
      [
        'nodes',
        'capacity /s',
        'arriving /s',
        'shed (407)',
        'other failures',
        'admitted /s',
        'admitted p99 ms',
      ],
      ...overloads.map((run) => [
        String(run.nodes),
        fixed(run.capacity),
        String(run.rate),
        // Shed answers are 503 with the 407 envelope; anything else would be a failure.
        `${fixed(((run.statuses[503] ?? 0) / Math.max(1, run.ok + run.failed)) * 100, 1)}%`,
        String(run.failed - (run.statuses[503] ?? 0)),
        fixed(run.ok / seconds),
        String(run.okP99),
      ]),
    ]),
  );
}
