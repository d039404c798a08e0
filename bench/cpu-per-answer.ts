// `npx tsx bench/cpu-per-answer.ts`: what one answer of each page read costs the API process in
// CPU time, for one or more server builds side by side, beside a bare Fastify hello-world, with a
// fixed number of requests per run at a small concurrency. Lighter than `npm run bench -- reads`
// (no rates, so it can run while other work shares the machine: CPU time per answer is what a
// busy machine disturbs least) and made to compare a change with what it replaces:
//   CPU_BUILDS=before=apps/api-before/dist/server.mjs,after=apps/api/dist/server.mjs
// (`+NAME=value` after a build's path sets its environment, e.g. `+SESSION_CACHE_MS=0`)
// runs each build as its own process on one database seeded as the reads bench seeds its own, and
// measures them in turns (the order alternates each round). Without CPU_BUILDS: this checkout's
// build, brought up to date first. A build copied elsewhere must sit two folders below a folder
// whose node_modules holds the packages (apps/<name>/dist/server.mjs in this checkout).
// Also read: CPU_READS=catalogue,… and CPU_AS=visitor|signed-in (as BENCH_READS and
// BENCH_READS_AS), CPU_REQUESTS per run (4,000), CPU_CONNECTIONS (8), CPU_ROUNDS (3),
// CPU_PLAYERS (2,000), CPU_PROFILE_DIR=… (a CPU profile of each build's process, written there
// when it stops), CPU_DB=1 (also the statements the database ran and the CPU time of its server
// processes, per answer: what a signed-in read's cache misses cost).
import { assertExpected, autocannonLoad } from './answers.mjs';
import { apiNodeEnv, median, seedPlayers } from './api-node';
import { cpuMs, fixed, freePort, startProcess, table, waitForOk } from './lib.mjs';
import pg from 'pg';
import { createDatabase, dropDatabase, postgresBenchReady } from './postgres';
import { READS, seedDemo } from './reads';

const requests = Number(process.env.CPU_REQUESTS ?? 4000);
const connections = Number(process.env.CPU_CONNECTIONS ?? 8);
const rounds = Number(process.env.CPU_ROUNDS ?? 3);
const players = Number(process.env.CPU_PLAYERS ?? 2000);
const withDatabase = process.env.CPU_DB === '1';
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

interface Build {
  label: string;
  server: string;
  env: Record<string, string>;
}

const builds: Build[] = (process.env.CPU_BUILDS ?? 'this=apps/api/dist/server.mjs')
  .split(',')
  .map((entry) => {
    const [build, ...settings] = entry.split('+');
    const [label, server] = build!.split('=');
    const env = Object.fromEntries(settings.map((setting) => setting.split('=')));
    return { label: label!, server: server!, env };
  });

/** `requests` GETs of `url` (each with a random player's token when `tokens` are given). */
async function load(url: string, tokens: string[] | null, amount = requests) {
  return assertExpected(
    `GET ${url}`,
    await autocannonLoad({
      url,
      amount,
      connections,
      requests: [
        {
          method: 'GET',
          ...(tokens
            ? {
                setupRequest: (request: Record<string, unknown>) => ({
                  ...request,
                  headers: {
                    authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}`,
                  },
                }),
              }
            : {}),
        },
      ],
    }),
  );
}

/** CPU µs the process `pid` spent per expected answer of `run`. */
async function cpuPerAnswer(pid: number, run: () => Promise<{ ok: number }>): Promise<number> {
  const before = cpuMs(pid);
  const { ok } = await run();
  return ((cpuMs(pid) - before) * 1000) / Math.max(ok, 1);
}

/**
 * With CPU_DB=1: the transactions the database `name` committed (each statement outside a
 * transaction is one) and the CPU time of its server processes, in ms, read after a pause long
 * enough for PostgreSQL to publish its counts (it does so at most once a second per connection).
 */
async function databaseWork(
  name: string,
): Promise<{ statements: number; cpu: Map<number, number> }> {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ xact_commit: string; pids: number[] }>(
      `SELECT d.xact_commit::text,
              ARRAY(SELECT pid FROM pg_stat_activity a WHERE a.datname = d.datname) AS pids
         FROM pg_stat_database d WHERE d.datname = $1`,
      [name],
    );
    const cpu = new Map<number, number>();
    for (const pid of rows[0]!.pids) {
      try {
        cpu.set(pid, cpuMs(pid));
      } catch {
        // the connection ended meanwhile
      }
    }
    return { statements: Number(rows[0]!.xact_commit), cpu };
  } finally {
    await client.end();
  }
}

async function main() {
  const defaultBuild = !process.env.CPU_BUILDS;
  if (!(await postgresBenchReady('CPU per answer', { build: defaultBuild ? 'server' : false })))
    return;
  const only = process.env.CPU_READS?.split(',');
  const as = process.env.CPU_AS;
  const workloads = READS.filter((read) => !only || only.includes(read.name))
    .flatMap((read) => [
      ...(read.visitor ? [{ read, signedIn: false }] : []),
      { read, signedIn: true },
    ])
    .filter((workload) => !as || workload.signedIn === (as === 'signed-in'));

  const name = `${process.env.BENCH_DB_PREFIX ?? 'points_bench_'}cpu_${Date.now().toString(36)}`;
  const url = await createDatabase(name);
  const database = new URL(url).pathname.slice(1);
  const stops: Array<() => Promise<void>> = [];
  try {
    const tokens = await seedPlayers(url, players);
    await seedDemo(url);
    const helloPort = await freePort();
    const hello = startProcess(process.execPath, ['bench/hello-fastify.mjs'], {
      env: { PORT: String(helloPort) },
    });
    stops.push(hello.stop);
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    const profile = process.env.CPU_PROFILE_DIR
      ? (label: string) => [
          '--cpu-prof',
          `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`,
          `--cpu-prof-name=${label}-${Date.now()}.cpuprofile`,
        ]
      : () => [];
    const nodes: Array<Build & { base: string; pid: number }> = [];
    for (const build of builds) {
      const port = await freePort();
      const api = startProcess(process.execPath, [...profile(build.label), build.server], {
        env: { ...apiNodeEnv(port, url), ...build.env },
      });
      // SIGINT: a profile is written only when the process ends by itself (its handler exits).
      stops.push(
        () =>
          new Promise((resolve) => {
            if (api.child.exitCode !== null) return resolve();
            api.child.once('exit', () => resolve());
            process.kill(api.child.pid!, 'SIGINT');
          }),
      );
      const base = `http://127.0.0.1:${port}`;
      await waitForOk(`${base}/api/v1/health`);
      nodes.push({ ...build, base, pid: api.child.pid! });
    }
    await waitForOk(helloUrl);

    // Every page rendered once, every cache filled (sessions and facts of most players).
    for (const node of nodes) {
      for (const workload of workloads) {
        await load(`${node.base}${workload.read.path}`, workload.signedIn ? tokens : null, 2500);
      }
    }
    await load(helloUrl, null, 2500);

    const helloCpu: number[] = [];
    const cpu = workloads.map(() => nodes.map(() => [] as number[]));
    const statements = workloads.map(() => nodes.map(() => [] as number[]));
    const databaseCpu = workloads.map(() => nodes.map(() => [] as number[]));
    // The size of each answer (the first build's), for what writing it costs.
    const bytes = await Promise.all(
      workloads.map(async (workload) => {
        const response = await fetch(`${nodes[0]!.base}${workload.read.path}`, {
          headers: workload.signedIn ? { authorization: `Bearer ${tokens[0]}` } : {},
        });
        return (await response.arrayBuffer()).byteLength;
      }),
    );
    for (let round = 0; round < rounds; round++) {
      helloCpu.push(await cpuPerAnswer(hello.child.pid!, () => load(helloUrl, null)));
      for (const [index, workload] of workloads.entries()) {
        const order = nodes.map((_, at) => at);
        if (round % 2 === 1) order.reverse();
        for (const at of order) {
          const node = nodes[at]!;
          const before = withDatabase ? await databaseWork(database) : null;
          let answers = 0;
          cpu[index]![at]!.push(
            await cpuPerAnswer(node.pid, async () => {
              const run = await load(
                `${node.base}${workload.read.path}`,
                workload.signedIn ? tokens : null,
              );
              answers = run.ok;
              return run;
            }),
          );
          if (before) {
            const after = await databaseWork(database);
            statements[index]![at]!.push((after.statements - before.statements) / answers);
            // The server processes there before and after (a connection the pool opened or
            // closed meanwhile is left out: the figure is a floor).
            let spent = 0;
            for (const [pid, ms] of after.cpu) spent += ms - (before.cpu.get(pid) ?? ms);
            databaseCpu[index]![at]!.push((spent * 1000) / answers);
          }
        }
      }
    }

    const range = (values: number[]) =>
      values.length > 1 ? ` (${fixed(Math.min(...values))}–${fixed(Math.max(...values))})` : '';
    const helloMedian = median(helloCpu);
    console.log(
      `\nCPU µs per answer of the API process: ${rounds} rounds of ${requests} requests, ` +
        `${connections} connections, ${players} players (one at random per signed-in request); ` +
        `medians (ranges); "of hello": hello-world's µs ÷ the read's\n`,
    );
    console.log(
      table([
        [
          'workload',
          'bytes',
          ...nodes.flatMap((node) => [
            `${node.label} µs`,
            'of hello',
            ...(withDatabase ? ['statements', 'PG µs'] : []),
          ]),
        ],
        [
          'bare Fastify hello-world',
          '17',
          ...nodes.flatMap(() => [
            `${fixed(helloMedian)}${range(helloCpu)}`,
            '1.00',
            ...(withDatabase ? ['', ''] : []),
          ]),
        ],
        ...workloads.map((workload, index) => [
          `${workload.read.name}, ${workload.signedIn ? 'signed in' : 'visitor'}`,
          String(bytes[index]),
          ...nodes.flatMap((_, at) => {
            const values = cpu[index]![at]!;
            return [
              `${fixed(median(values))}${range(values)}`,
              fixed(helloMedian / median(values), 2),
              ...(withDatabase
                ? [
                    fixed(median(statements[index]![at]!), 2),
                    fixed(median(databaseCpu[index]![at]!)),
                  ]
                : []),
            ];
          }),
        ]),
      ]),
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    await dropDatabase(name);
  }
}

await main();
