// `npm run bench -- content`: GET /notice and GET /new (news and topics), as a visitor and signed
// in, beside a bare Fastify hello-world, in rounds in one run on this machine, over PostgreSQL
// with the demo content.
import { createPostgresDatabase } from '../apps/api/src/db/database';
import { seedDemoContent } from '../apps/api/src/demo/content';
import { describeStatuses, sumStatuses } from './answers.mjs';
import { apiNodeEnv, seedPlayers, signedInRps } from './api-node';
import { createDatabase, dropDatabase, postgresBenchReady } from './postgres';
import { fixed, freePort, measureRps, startProcess, table, waitForOk } from './lib.mjs';

const seconds = Number(process.env.BENCH_CONTENT_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const players = 500;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function runContentBench(): Promise<void> {
  if (!(await postgresBenchReady('Content', { build: true }))) return;
  const name = `points_bench_content_${Date.now().toString(36)}`;
  const url = await createDatabase(name);
  let hello: ReturnType<typeof startProcess> | undefined;
  let api: ReturnType<typeof startProcess> | undefined;
  try {
    const tokens = await seedPlayers(url, players);
    const db = createPostgresDatabase(url, { poolSize: 1 });
    await db.transaction((tx) => seedDemoContent(tx, new Date()));
    await db.close();

    const helloPort = await freePort();
    hello = startProcess(process.execPath, ['bench/hello-fastify.mjs'], {
      env: { PORT: String(helloPort) },
    });
    const port = await freePort();
    api = startProcess(process.execPath, ['apps/api/dist/server.mjs'], {
      env: { ...apiNodeEnv(port, url), JOBS_ENABLED: 'false' },
    });
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    const base = `http://127.0.0.1:${port}/api/v1`;
    await waitForOk(helloUrl);
    await waitForOk(`${base}/health`);
    const workloads = [
      { label: 'GET /notice, visitor', url: `${base}/notice?lang=en`, signedIn: false },
      { label: 'GET /new, visitor', url: `${base}/new?lang=en`, signedIn: false },
      { label: 'GET /notice, signed in', url: `${base}/notice?lang=en`, signedIn: true },
      { label: 'GET /new, signed in', url: `${base}/new?lang=en`, signedIn: true },
    ];
    // Warm-up: every page rendered once, every connection open.
    for (const workload of workloads) {
      if (workload.signedIn)
        await signedInRps(workload.url, tokens.slice(0, 50), { seconds, connections });
      else await measureRps(workload.url, { duration: 2, connections });
    }

    // Each figure beside its baseline in the same round, so a slow spell of this shared machine
    // lowers both sides of a ratio alike; the ratio reported is the median of the rounds.
    const helloRuns: Array<{ rps: number; statuses: Record<number, number> }> = [];
    const runs = workloads.map(
      () => [] as Array<{ rps: number; latencyP99: number; statuses: Record<number, number> }>,
    );
    for (let round = 0; round < rounds; round++) {
      helloRuns.push(await measureRps(helloUrl, { duration: seconds, connections }));
      for (const [index, workload] of workloads.entries()) {
        runs[index]!.push(
          workload.signedIn
            ? await signedInRps(workload.url, tokens, { seconds, connections })
            : await measureRps(workload.url, { duration: seconds, connections }),
        );
      }
    }
    const ratiosOf = (index: number) =>
      runs[index]!.map((run, round) => run.rps / helloRuns[round]!.rps);
    const range = (ratios: number[]) =>
      `${fixed(median(ratios), 2)} (${fixed(Math.min(...ratios), 2)}–${fixed(Math.max(...ratios), 2)})`;
    console.log(
      `\nContent: ${rounds} rounds of ${seconds} s, ${connections} connections, PostgreSQL, demo content; medians, ratio ranges in brackets\n`,
    );
    console.log(
      table([
        ['workload', 'per second', 'p99 ms', 'answers (status × count)', 'ratio of hello'],
        [
          'bare Fastify hello-world',
          fixed(median(helloRuns.map((run) => run.rps))),
          '-',
          describeStatuses(sumStatuses(helloRuns)),
          '1.00',
        ],
        ...workloads.map((workload, index) => [
          workload.label,
          fixed(median(runs[index]!.map((run) => run.rps))),
          median(runs[index]!.map((run) => run.latencyP99)),
          describeStatuses(sumStatuses(runs[index]!)),
          range(ratiosOf(index)),
        ]),
      ]),
    );
    const visitorOk = [0, 1].every((index) => median(ratiosOf(index)) >= 0.4);
    const signedInOk = [2, 3].every((index) => median(ratiosOf(index)) >= 0.1);
    console.log(
      `\naims: visitor reads ≥ 40% of bare Fastify: ${visitorOk ? 'met' : 'NOT met'}; ` +
        `signed-in reads ≥ 10%: ${signedInOk ? 'met' : 'NOT met'}`,
    );
  } finally {
    await api?.stop();
    await hello?.stop();
    await dropDatabase(name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runContentBench();
}
