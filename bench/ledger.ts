// `npm run bench` (ledger part): debits per second spread over 10,000 accounts and on one hot
// account, side by side with pgbench's TPC-B-like transactions per second on the same PostgreSQL.
import { randomUUID } from 'node:crypto';
import {
  createPostgresDatabase,
  isRetryableError,
  type Database,
} from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { runIdempotent } from '../apps/api/src/modules/idempotency/run-idempotent';
import { createLedger } from '../apps/api/src/modules/points/ledger';
import { UNEXPECTED_LIMIT } from './answers.mjs';
import { fixed, table } from './lib.mjs';
import {
  createDatabase,
  dropDatabase,
  pgbenchTps,
  postgresBenchReady,
  seedAccounts,
} from './postgres';

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const seconds = Number(process.env.BENCH_LEDGER_SECONDS ?? 15);

interface Run {
  perSecond: number;
  failures: number;
  retryableReachedCaller: number;
}

/**
 * Debits by `clients` callers for the run's seconds: only the completed ones count; throws when
 * more than 1% failed (a rate of errors is no figure).
 */
async function debitLoad(
  label: string,
  db: Database,
  pickUser: () => string,
  options: { idempotent: boolean },
): Promise<Run> {
  const ledger = createLedger({ expiryDays: 180, refundGraceDays: 30 });
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let failures = 0;
  let retryableReachedCaller = 0;
  const debitOnce = async () => {
    const userId = pickUser();
    const key = randomUUID();
    const work = (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) =>
      ledger.debit(tx, {
        userId,
        amount: 1,
        reason: 'item_exchange',
        idempotencyKey: `request:${key}`,
        now: new Date(),
      });
    if (options.idempotent) {
      await runIdempotent(db, { userId, key, requestHash: 'bench' }, async (tx) => {
        const entry = await work(tx);
        return { status_code: 200, data: { point: entry.balanceAfter } };
      });
    } else {
      await db.transaction(work);
    }
  };
  const started = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        try {
          await debitOnce();
          done++;
        } catch (error) {
          failures++;
          if (isRetryableError(error)) retryableReachedCaller++;
        }
      }
    }),
  );
  if (done + failures === 0 || failures > (done + failures) * UNEXPECTED_LIMIT) {
    throw new Error(
      `${label}: ${failures} of ${done + failures} debits failed ` +
        `(${retryableReachedCaller} serialization or deadlock errors); no figure is given`,
    );
  }
  return { perSecond: done / ((Date.now() - started) / 1000), failures, retryableReachedCaller };
}

export async function runLedgerBench(): Promise<void> {
  if (!(await postgresBenchReady('Ledger'))) return;
  const ledgerDb = `points_bench_ledger_${Date.now().toString(36)}`;
  try {
    const tps = await pgbenchTps();

    const db = createPostgresDatabase(await createDatabase(ledgerDb), { poolSize: clients });
    try {
      await migrate(db);
      const users = await seedAccounts(db, accounts);
      const hot = users[0]!;
      const random = () => users[Math.floor(Math.random() * users.length)]!;
      const spread = await debitLoad('debits spread', db, random, { idempotent: false });
      const spreadKeyed = await debitLoad('idempotent debits spread', db, random, {
        idempotent: true,
      });
      const hotRun = await debitLoad('debits on one account', db, () => hot, { idempotent: false });
      const hotKeyed = await debitLoad('idempotent debits on one account', db, () => hot, {
        idempotent: true,
      });

      const rows: string[][] = [
        [
          'workload',
          'per second',
          'ratio to pgbench',
          'failed',
          'serialization/deadlock at caller',
        ],
        [`pgbench TPC-B-like (-s 10 -c ${clients} -j 2)`, fixed(tps), '1.00', '-', '-'],
        ...(
          [
            [`debits spread over ${accounts} accounts`, spread],
            [`  same, as idempotent requests`, spreadKeyed],
            ['debits on one hot account', hotRun],
            ['  same, as idempotent requests', hotKeyed],
          ] as const
        ).map(([label, run]) => [
          label,
          fixed(run.perSecond),
          fixed(run.perSecond / tps, 2),
          String(run.failures),
          String(run.retryableReachedCaller),
        ]),
      ];
      console.log(`\nLedger: ${clients} clients, ${seconds} s per ledger run, same PostgreSQL\n`);
      console.log(table(rows));
      const spreadOk = spread.perSecond >= 0.3 * tps;
      const hotOk = hotRun.perSecond >= 150;
      const clean = [spread, spreadKeyed, hotRun, hotKeyed].every(
        (run) => run.retryableReachedCaller === 0,
      );
      console.log(
        `\naims: spread ≥ 30% of pgbench: ${spreadOk ? 'met' : 'NOT met'}; ` +
          `hot account ≥ 150/s: ${hotOk ? 'met' : 'NOT met'}; ` +
          `no serialization or deadlock error at the caller: ${clean ? 'met' : 'NOT met'}`,
      );
    } finally {
      await db.close();
    }
  } finally {
    await dropDatabase(ledgerDb);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLedgerBench();
}
