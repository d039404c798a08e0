// `npm run bench -- reads`: every page read the SPA makes, as a visitor and signed in, beside a
// bare Fastify hello-world, in rounds in one run on this machine: one API node over PostgreSQL
// with the demo's catalogue, content, campaigns, coupons and lotteries, and BENCH_PLAYERS seeded
// players (each signed-in request is a player picked at random). Aims (issue 28 §2): every
// signed-in read at least 0.20 of bare Fastify in the same round, every visitor read 0.50.
// BENCH_READS=catalogue,notice… measures only the reads named, BENCH_READS_AS=visitor or
// signed-in only those; BENCH_PROFILE_DIR=… writes a CPU profile of the API node there.
// Beside the rates, each row gives the serving process's CPU time per answer and its ratio to
// hello-world's (the API node's own; PostgreSQL's share of a signed-in read is not in it): a
// figure a busy machine disturbs far less than the rates.
import { DEMO_ACCOUNTS } from '@points/idp/demo-accounts';
import { createPostgresDatabase } from '../apps/api/src/db/database';
import { seedDemoCampaigns } from '../apps/api/src/demo/campaigns';
import { seedDemoContent } from '../apps/api/src/demo/content';
import { seedDemoCoupons } from '../apps/api/src/demo/coupons';
import { seedDemoHistory } from '../apps/api/src/demo/history';
import { drawDemoLotteries, seedDemoLotteries } from '../apps/api/src/demo/lotteries';
import { insertUserIfAbsent } from '../apps/api/src/modules/users/user-repository';
import { describeStatuses, sumStatuses } from './answers.mjs';
import { median, signedInRps, spread, startApiNode, type ApiNode } from './api-node';
import { postgresBenchReady } from './postgres';
import { cpuMs, fixed, freePort, measureRps, startProcess, table, waitForOk } from './lib.mjs';
import { getLoadGenerator } from './wrk.mjs';

const seconds = Number(process.env.BENCH_READS_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const players = Number(process.env.BENCH_PLAYERS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Each read's baseline, measured right before it (BENCH_HELLO_SECONDS, 3 s unless told). */
const helloSeconds = Number(process.env.BENCH_HELLO_SECONDS ?? 3);

export const SIGNED_IN_AIM = 0.2;
export const VISITOR_AIM = 0.5;

/** The reads measured: each page's call, and whether visitors make it too. */
export const READS = [
  { name: 'catalogue', path: '/api/v1/group-item?lang=en', visitor: true },
  { name: 'notice', path: '/api/v1/notice?lang=en', visitor: true },
  { name: 'campaigns', path: '/api/v1/campaign-measure?lang=en', visitor: true },
  { name: 'coupons', path: '/api/v1/coupon-measure?lang=en', visitor: true },
  { name: 'lotteries', path: '/api/v1/campaign-lottery?lang=en', visitor: true },
  { name: 'history', path: '/api/v1/point-history?lang=en', visitor: false },
  { name: 'point', path: '/api/v1/point', visitor: false },
] as const;

/** The demo's content, coupons, campaigns and lotteries (the catalogue is seedPlayers'). */
export async function seedDemo(url: string): Promise<void> {
  const db = createPostgresDatabase(url, { poolSize: 1 });
  try {
    const now = new Date();
    await db.transaction(async (tx) => {
      await seedDemoContent(tx, now);
      await seedDemoCoupons(tx, now);
      await seedDemoCampaigns(tx, now);
      await seedDemoLotteries(tx, now);
      // The lotteries' demo entries are the demo players', in their history.
      const userIds = new Map<string, string>();
      for (const { loginId, claims } of DEMO_ACCOUNTS) {
        const id = await insertUserIfAbsent(tx, claims);
        if (id) userIds.set(loginId, id);
      }
      await seedDemoHistory(tx, userIds, now);
      await drawDemoLotteries(tx, userIds, now);
    });
  } finally {
    await db.close();
  }
}

type Run = {
  rps: number;
  latencyP99: number;
  statuses: Record<number, number>;
  /** The serving process's CPU time per 2xx answer, in µs. */
  cpuUs: number;
};

/** `run`'s figures and the CPU time `pid` spent per 2xx answer meanwhile. */
async function withCpu(
  pid: number,
  run: () => Promise<Omit<Run, 'cpuUs'> & { statuses: Record<number, number> }>,
): Promise<Run> {
  const before = cpuMs(pid);
  const result = await run();
  const answered = Object.entries(result.statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return { ...result, cpuUs: ((cpuMs(pid) - before) * 1000) / Math.max(answered, 1) };
}

export async function runReadsBench(): Promise<void> {
  if (!(await postgresBenchReady('Reads', { build: 'server' }))) return;
  const only = process.env.BENCH_READS?.split(',');
  // In the order named (a read's place in the round can matter: each follows another's load).
  const reads = only
    ? only.map((name) => {
        const read = READS.find((candidate) => candidate.name === name);
        if (!read) throw new Error(`BENCH_READS: no read named ${name}`);
        return read;
      })
    : [...READS];
  let node: ApiNode | undefined;
  let hello: ReturnType<typeof startProcess> | undefined;
  try {
    const helloPort = await freePort();
    const helloProcess = startProcess(process.execPath, ['bench/hello-fastify.mjs'], {
      env: { PORT: String(helloPort) },
    });
    hello = helloProcess;
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    const as = process.env.BENCH_READS_AS; // 'visitor' or 'signed-in': only those
    const workloads = reads
      .flatMap((read) => [
        ...(read.visitor ? [{ read, signedIn: false }] : []),
        { read, signedIn: true },
      ])
      .filter((workload) => !as || workload.signedIn === (as === 'signed-in'));
    const measure = (node: ApiNode, workload: (typeof workloads)[number]) =>
      withCpu(node.pid, () =>
        workload.signedIn
          ? signedInRps(`${node.base}${workload.read.path}`, node.tokens, { seconds, connections })
          : measureRps(`${node.base}${workload.read.path}`, { duration: seconds, connections }),
      );
    node = await startApiNode('reads', {
      players,
      seed: seedDemo,
      // Every page rendered once, every connection open, the session cache filled.
      warmUp: async (base, tokens) => {
        for (const workload of workloads) {
          if (workload.signedIn)
            await signedInRps(`${base}${workload.read.path}`, tokens, {
              seconds: 1,
              connections,
            });
          else await measureRps(`${base}${workload.read.path}`, { duration: 1, connections });
        }
      },
    });
    await waitForOk(helloUrl);

    // Each figure beside a baseline measured right before it, so that a slow spell of this shared
    // machine lowers both sides of a ratio alike (a round of every read lasts a minute or more,
    // long enough for the machine to change under it); the ratio reported is the median of the
    // rounds. Hello-world is warmed up first, as the API node is.
    await measureRps(helloUrl, { duration: 1, connections });
    const hellos = workloads.map(() => [] as Run[]);
    const runs = workloads.map(() => [] as Run[]);
    for (let round = 0; round < rounds; round++) {
      for (const [index, workload] of workloads.entries()) {
        hellos[index]!.push(
          await withCpu(helloProcess.child.pid!, () =>
            measureRps(helloUrl, { duration: helloSeconds, connections }),
          ),
        );
        runs[index]!.push(await measure(node, workload));
      }
    }
    const helloRuns = hellos.flat();
    const ratiosOf = (index: number) =>
      runs[index]!.map((run, round) => run.rps / hellos[index]![round]!.rps);
    const aimOf = (index: number) => (workloads[index]!.signedIn ? SIGNED_IN_AIM : VISITOR_AIM);
    const met = (index: number) => median(ratiosOf(index)) >= aimOf(index);
    // The same comparison by CPU time per answer (hello-world's ÷ the read's): what each answer
    // costs the process, which a busy machine disturbs less than the rates.
    const cpuRatiosOf = (index: number) =>
      runs[index]!.map((run, round) => hellos[index]![round]!.cpuUs / run.cpuUs);

    console.log(
      `\nReads: ${rounds} rounds of ${seconds} s (each after ${helloSeconds} s of hello-world), ${connections} connections, ${players} players ` +
        `(signed in: one picked at random per request), PostgreSQL, demo content, load: ${getLoadGenerator}; medians, ratio ranges in brackets\n`,
    );
    console.log(
      table([
        [
          'workload',
          'per second',
          'p99 ms',
          'answers (status × count)',
          'ratio of hello',
          'aim',
          'CPU µs/answer',
          'CPU ratio',
        ],
        [
          'bare Fastify hello-world',
          fixed(median(helloRuns.map((run) => run.rps))),
          median(helloRuns.map((run) => run.latencyP99)),
          describeStatuses(sumStatuses(helloRuns)),
          '1.00',
          '-',
          fixed(median(helloRuns.map((run) => run.cpuUs))),
          '1.00',
        ],
        ...workloads.map((workload, index) => [
          `GET ${workload.read.path.split('?')[0]!.replace('/api/v1', '')} (${workload.read.name}), ` +
            (workload.signedIn ? 'signed in' : 'visitor'),
          fixed(median(runs[index]!.map((run) => run.rps))),
          median(runs[index]!.map((run) => run.latencyP99)),
          describeStatuses(sumStatuses(runs[index]!)),
          `${fixed(median(ratiosOf(index)), 2)}${spread(ratiosOf(index))}`,
          `≥ ${fixed(aimOf(index), 2)}: ${met(index) ? 'met' : 'NOT met'}`,
          fixed(median(runs[index]!.map((run) => run.cpuUs))),
          `${fixed(median(cpuRatiosOf(index)), 2)}${spread(cpuRatiosOf(index))}`,
        ]),
      ]),
    );
    // A kind of read left out (BENCH_READS_AS, BENCH_READS) is said to be, not met by default.
    const all = (signedIn: boolean) =>
      !workloads.some((workload) => workload.signedIn === signedIn)
        ? 'not measured'
        : workloads.every((workload, index) => workload.signedIn !== signedIn || met(index))
          ? 'met'
          : 'NOT met';
    console.log(
      `\naims: every signed-in read ≥ ${SIGNED_IN_AIM} of bare Fastify: ${all(true)}; ` +
        `every visitor read ≥ ${VISITOR_AIM}: ${all(false)}`,
    );
  } finally {
    await node?.stop();
    await hello?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runReadsBench();
}
