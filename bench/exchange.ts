// `npm run bench -- exchange`: item exchanges over HTTP on PostgreSQL (maximum rate; the same
// with a game platform that answers in 50 ms; p50/p99 at half the maximum, arriving steadily,
// beside pgbench at the same steady rate) beside pgbench's TPC-B-like rate, and GET /group-item
// beside a bare Fastify hello-world, all in one run on this machine.
import { randomUUID } from 'node:crypto';
import { assertExpected, describeStatuses, sumStatuses } from './answers.mjs';
import { closedLoop, list, median, signedInRps, spread, startApiNode } from './api-node';
import { openLoop, type OpenLoopResult } from './open-loop';
import { createPgbench, postgresBenchReady } from './postgres';
import { fixed, freePort, measureRps, startProcess, table, waitForOk } from './lib.mjs';

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
    await waitForOk(helloUrl);

    // Each figure is taken in rounds, right beside its baseline, so that a slow spell of this
    // shared machine lowers both sides of a ratio alike; the ratio reported is the median.
    const pgbenchRuns: number[] = [];
    const maxRuns: OpenLoopResult[] = [];
    const slowRuns: OpenLoopResult[] = [];
    const helloRuns: Array<Awaited<ReturnType<typeof measureRps>>> = [];
    const visitorRuns: Array<Awaited<ReturnType<typeof measureRps>>> = [];
    for (let round = 0; round < rounds; round++) {
      pgbenchRuns.push(pgbench.run(seconds));
      maxRuns.push(
        assertExpected('exchanges, maximum', await exchangeLoad(plain.base, plain.tokens)),
      );
      slowRuns.push(
        assertExpected(
          'exchanges, platform 50 ms',
          await exchangeLoad(slow.base, slow.tokens, { connections: slowConnections }),
        ),
      );
      helloRuns.push(await measureRps(helloUrl, { duration: seconds, connections }));
      visitorRuns.push(await measureRps(catalogueUrl, { duration: seconds, connections }));
    }
    const tps = median(pgbenchRuns);
    const maxRate = median(maxRuns.map((run) => run.rps));
    const exchangeRatios = maxRuns.map((run, i) => run.rps / pgbenchRuns[i]!);
    const slowRatios = slowRuns.map((run, i) => run.rps / maxRuns[i]!.rps);
    const visitorRatios = visitorRuns.map((run, i) => run.rps / helloRuns[i]!.rps);
    const max = maxRuns.find((run) => run.rps === maxRate) ?? maxRuns[0]!;
    const slowMax = median(slowRuns.map((run) => run.rps));

    // Half of it, arriving at a steady rate, in rounds beside pgbench at the same steady rate:
    // a commit that waits on this machine's disk shows in both tails alike.
    const rate = Math.max(1, Math.round(maxRate / 2));
    const halfRuns: OpenLoopResult[] = [];
    const pgbenchHalf: Array<{ p50: number; p99: number }> = [];
    for (let round = 0; round < rounds; round++) {
      pgbenchHalf.push(pgbench.runAtRate(rate, seconds));
      halfRuns.push(
        assertExpected(
          'exchanges at half',
          await openLoop({
            base: plain.base,
            rate,
            seconds,
            connections,
            request: (index) => exchangeRequest(plain!.tokens[index % plain!.tokens.length]!),
          }),
        ),
      );
    }
    const halfP99 = median(halfRuns.map((run) => run.p99));
    const signedIn = await signedInRps(catalogueUrl, plain.tokens, { seconds, connections });
    const helloRps = median(helloRuns.map((run) => run.rps));

    console.log(
      `\nExchange: ${rounds} rounds of ${seconds} s, ${connections} connections (${slowConnections} with a ` +
        `50 ms platform), ${players} players, PostgreSQL; medians, ratio ranges in brackets\n`,
    );
    console.log(
      table([
        ['workload', 'per second', 'p50 ms', 'p99 ms', 'answers (status × count)', 'ratio'],
        ['pgbench TPC-B-like', fixed(tps), '-', '-', '-', '1.00 (of pgbench)'],
        [
          'POST /item-withdraw, maximum',
          fixed(maxRate),
          max.p50,
          max.p99,
          describeStatuses(sumStatuses(maxRuns)),
          `${fixed(median(exchangeRatios), 2)}${spread(exchangeRatios)} of pgbench`,
        ],
        [
          'POST /item-withdraw, platform 50 ms',
          fixed(slowMax),
          median(slowRuns.map((run) => run.p50)),
          median(slowRuns.map((run) => run.p99)),
          describeStatuses(sumStatuses(slowRuns)),
          `${fixed(median(slowRatios), 2)}${spread(slowRatios)} of maximum`,
        ],
        [
          `pgbench at ${rate}/s, steady`,
          fixed(rate),
          median(pgbenchHalf.map((run) => run.p50)),
          `${median(pgbenchHalf.map((run) => run.p99))} (${list(pgbenchHalf.map((run) => run.p99))})`,
          '-',
          '-',
        ],
        [
          'POST /item-withdraw at half, steady',
          fixed(median(halfRuns.map((run) => run.rps))),
          median(halfRuns.map((run) => run.p50)),
          `${halfP99} (${list(halfRuns.map((run) => run.p99))})`,
          describeStatuses(sumStatuses(halfRuns)),
          '-',
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
    const exchangeOk = median(exchangeRatios) >= 0.3 && halfP99 < 100;
    const slowOk = median(slowRatios) >= 0.8;
    const catalogueOk = median(visitorRatios) >= 0.4;
    console.log(
      `\naims: exchanges ≥ 30% of pgbench with p99 < 100 ms at half load (median of rounds): ${exchangeOk ? 'met' : 'NOT met'}; ` +
        `with a 50 ms platform ≥ 80% of that: ${slowOk ? 'met' : 'NOT met'}; ` +
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
