// `npm run bench -- exchange`: item exchanges over HTTP on PostgreSQL (maximum rate; the same
// with a game platform that answers in 50 ms; p50/p99 at half the maximum, arriving steadily,
// beside pgbench at the same steady rate) beside pgbench's TPC-B-like rate, and GET /group-item
// beside a bare Fastify hello-world, all in one run on this machine.
import { randomUUID } from 'node:crypto';
import { assertExpected, describeStatuses, sumStatuses } from './answers.mjs';
import { closedLoop, median, signedInRps, spread, startApiNode } from './api-node';
import { openLoop, type OpenLoopResult } from './open-loop';
import { createPgbench, postgresBenchReady } from './postgres';
import { fixed, freePort, measureRps, startProcess, table, waitForOk } from './lib.mjs';
import { spendReport, spendRounds } from './spends';

const seconds = Number(process.env.BENCH_EXCHANGE_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const players = Number(process.env.BENCH_PLAYERS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const slowConnections = Number(process.env.BENCH_SLOW_CONNECTIONS ?? 200);

const exchangeRequest = (token: string) => ({
  method: 'POST',
  path: '/api/v1/item-withdraw/coins-100',
  headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
});

/** As many exchanges as the API takes: closed loop, every connection busy. */
const exchangeLoad = (
  base: string,
  tokens: string[],
  options: { connections?: number; seconds?: number } = {},
): Promise<OpenLoopResult> =>
  closedLoop(base, (index) => exchangeRequest(tokens[index % tokens.length]!), {
    connections: options.connections ?? connections,
    seconds: options.seconds ?? seconds,
  });

/** An API node on its own database of seeded players, as `npm start` runs it in production. */
const startExchangeApi = (label: string, env: Record<string, string> = {}) =>
  startApiNode(label, {
    players,
    env,
    warmUp: (base, tokens) => exchangeLoad(base, tokens.slice(0, 200), { seconds: 3 }),
  });

export async function runExchangeBench(): Promise<void> {
  if (!(await postgresBenchReady('Exchange', { build: true }))) return;
  let hello: ReturnType<typeof startProcess> | undefined;
  let pgbench: Awaited<ReturnType<typeof createPgbench>> | undefined;
  let plain: Awaited<ReturnType<typeof startExchangeApi>> | undefined;
  let slow: Awaited<ReturnType<typeof startExchangeApi>> | undefined;
  try {
    const helloPort = await freePort();
    hello = startProcess(process.execPath, ['bench/hello-fastify.mjs'], {
      env: { PORT: String(helloPort) },
    });
    pgbench = await createPgbench();
    plain = await startExchangeApi('exchange');
    // The same node with a game platform that takes 50 ms to answer every call, and enough
    // clients to cover the wait: an exchange waits on the platform holding no database
    // connection, so the wait must not cap the rate.
    slow = await startExchangeApi('exchange_slow', { GAME_SIM_LATENCY_MS: '50' });
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    const catalogueUrl = `${plain.base}/api/v1/group-item?lang=en`;
    const [node, slowNode] = [plain, slow];
    await waitForOk(helloUrl);

    // Each figure is taken in rounds, right beside its baseline, so that a slow spell of this
    // shared machine lowers both sides of a ratio alike; the ratio reported is the median.
    const slowRuns: OpenLoopResult[] = [];
    const helloRuns: Array<Awaited<ReturnType<typeof measureRps>>> = [];
    const visitorRuns: Array<Awaited<ReturnType<typeof measureRps>>> = [];
    const exchanges = await spendRounds({
      label: 'POST /item-withdraw',
      rounds,
      seconds,
      pgbench,
      maximum: () => exchangeLoad(node.base, node.tokens),
      alongside: async () => {
        slowRuns.push(
          assertExpected(
            'exchanges, platform 50 ms',
            await exchangeLoad(slowNode.base, slowNode.tokens, { connections: slowConnections }),
          ),
        );
        helloRuns.push(await measureRps(helloUrl, { duration: seconds, connections }));
        visitorRuns.push(await measureRps(catalogueUrl, { duration: seconds, connections }));
      },
      // Half of it, arriving at a steady rate: a commit that waits on this machine's disk shows
      // in both tails alike.
      half: (rate) =>
        openLoop({
          base: node.base,
          rate,
          seconds,
          connections,
          request: (index) => exchangeRequest(node.tokens[index % node.tokens.length]!),
        }),
    });
    const maxRuns = exchanges.maximum;
    const slowRatios = slowRuns.map((run, i) => run.rps / maxRuns[i]!.rps);
    const visitorRatios = visitorRuns.map((run, i) => run.rps / helloRuns[i]!.rps);
    const slowMax = median(slowRuns.map((run) => run.rps));
    const signedIn = await signedInRps(catalogueUrl, plain.tokens, { seconds, connections });
    const helloRps = median(helloRuns.map((run) => run.rps));

    const report = spendReport(exchanges);
    console.log(
      `\nExchange: ${rounds} rounds of ${seconds} s, ${connections} connections (${slowConnections} with a ` +
        `50 ms platform), ${players} players, PostgreSQL; POST /item-withdraw round by round, then medians ` +
        `with ratio ranges in brackets\n`,
    );
    console.log(report.table);
    console.log('');
    console.log(
      table([
        ['workload', 'per second', 'p50 ms', 'p99 ms', 'answers (status × count)', 'ratio'],
        [
          'POST /item-withdraw, platform 50 ms',
          fixed(slowMax),
          median(slowRuns.map((run) => run.p50)),
          median(slowRuns.map((run) => run.p99)),
          describeStatuses(sumStatuses(slowRuns)),
          `${fixed(median(slowRatios), 2)}${spread(slowRatios)} of maximum`,
        ],
        [
          'bare Fastify hello-world',
          fixed(helloRps),
          '-',
          median(helloRuns.map((run) => run.latencyP99)),
          describeStatuses(sumStatuses(helloRuns)),
          '1.00 (of hello)',
        ],
        [
          'GET /group-item, visitor',
          fixed(median(visitorRuns.map((run) => run.rps))),
          '-',
          median(visitorRuns.map((run) => run.latencyP99)),
          describeStatuses(sumStatuses(visitorRuns)),
          `${fixed(median(visitorRatios), 2)}${spread(visitorRatios)} of hello`,
        ],
        [
          'GET /group-item, signed in',
          fixed(signedIn.rps),
          signedIn.latencyP50,
          signedIn.latencyP99,
          describeStatuses(signedIn.statuses),
          `${fixed(signedIn.rps / helloRps, 2)} of hello`,
        ],
      ]),
    );
    const slowOk = median(slowRatios) >= 0.8;
    const catalogueOk = median(visitorRatios) >= 0.4;
    console.log(
      `\naims: ${report.aim}; ` +
        `with a 50 ms platform ≥ 80% of the maximum: ${slowOk ? 'met' : 'NOT met'}; ` +
        `catalogue read ≥ 40% of bare Fastify: ${catalogueOk ? 'met' : 'NOT met'}`,
    );
  } finally {
    await plain?.stop();
    await slow?.stop();
    await hello?.stop();
    await pgbench?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runExchangeBench();
}
