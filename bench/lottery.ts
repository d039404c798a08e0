// `npm run bench -- lottery`: lottery entries over HTTP on PostgreSQL beside pgbench's TPC-B-like
// rate, and at half of it arriving steadily beside pgbench at that rate, round by round in one run; and the draw's time (freeze and hash the ticket list, draw,
// record the winners: the job's whole transaction) for 10,000, 100,000 and 1,000,000 tickets, and
// the job writing their numbers after it (above 20,000 tickets).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createPostgresDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { lotteryDrawHandler } from '../apps/api/src/modules/lottery/draw-job';
import {
  DEFAULT_TICKET_NUMBERING,
  ticketNumbersHandler,
} from '../apps/api/src/modules/lottery/ticket-numbers';
import { saveLottery, saveLotteryCampaign } from '../apps/api/src/modules/lottery/save-lottery';
import { closedLoop, startApiNode } from './api-node';
import type { OpenLoopRequest } from './open-loop';
import {
  createDatabase,
  createPgbench,
  dropDatabase,
  postgresBenchReady,
  seedAccounts,
} from './postgres';
import { fixed, table } from './lib.mjs';
import { spendReport, spendRounds, steadyAt } from './spends';

const seconds = Number(process.env.BENCH_LOTTERY_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const players = Number(process.env.BENCH_PLAYERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const drawSizes = (process.env.BENCH_DRAW_SIZES ?? '10000,100000,1000000').split(',').map(Number);

const DAY_MS = 86_400_000;
const LOTTERY = 'bench-entries';

/** One campaign with one lottery per id, open now (or drawn at `selection`), with 3 prizes of 5. */
async function seedLottery(db: Database, ids: string[], options: { drawn: boolean }) {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  await db.transaction(async (tx) => {
    await saveLotteryCampaign(tx, {
      id: 'bench',
      sort_order: 0,
      published: true,
      image: '',
      texts: { en: { name: 'Bench', description: 'Benchmark lotteries' } },
    });
    for (const id of ids) {
      await saveLottery(
        tx,
        {
          id,
          campaign_id: 'bench',
          sort_order: 0,
          points_per_entry: 1,
          entry_limit: 1000,
          entry_from: at(options.drawn ? -10 : -1),
          entry_to: at(options.drawn ? -2 : 30),
          selection_at: at(options.drawn ? -1 : 31),
          result_from: at(options.drawn ? -1 : 32),
          result_to: at(60),
          address_deadline: at(45),
          image: '',
          texts: { en: { name: id, description: '' } },
          prizes: [0, 1, 2].map(() => ({
            quantity: 5,
            delivery: 'shipped' as const,
            game: null,
            game_item: null,
            image: '',
            texts: { en: { name: 'Prize', details: '' } },
          })),
        },
        new Date(now),
      );
    }
  });
}

/** One entry of the loaded lottery by a player. */
const entryRequest = (token: string): OpenLoopRequest => ({
  method: 'POST',
  path: `/api/v1/campaign-lottery-item/${LOTTERY}`,
  headers: {
    authorization: `Bearer ${token}`,
    'idempotency-key': randomUUID(),
    'content-type': 'application/json',
  },
  body: JSON.stringify({ count: 1 }),
});

/** Entries as fast as the API takes them: one entry per request, players in turn. */
function entryLoad(base: string, tokens: string[], duration: number) {
  return closedLoop(base, (index) => entryRequest(tokens[index % tokens.length]!), {
    connections,
    seconds: duration,
  });
}

/**
 * The draw's whole job for lotteries of each size, on a database of their tickets; then the job
 * that writes the numbers after the draw of a lottery above the inline size (0 ms when the draw
 * wrote them itself).
 */
export async function measureDraws(
  sizes: number[] = drawSizes,
  numbering = DEFAULT_TICKET_NUMBERING,
): Promise<Array<{ tickets: number; ms: number; numberingMs: number }>> {
  const drawSizes = sizes;
  const name = `points_bench_draw_${Date.now().toString(36)}`;
  const url = await createDatabase(name);
  const db = createPostgresDatabase(url, { poolSize: 2 });
  try {
    await migrate(db);
    const holders = await seedAccounts(db, 5000);
    const ids = drawSizes.map((size) => `bench-draw-${size}`);
    await seedLottery(db, ids, { drawn: true });
    const { rows } = await db.query<{ id: string }>(
      `SELECT min(id)::text AS id FROM point_entries`,
    );
    for (const [index, size] of drawSizes.entries()) {
      await db.query(
        // As entries leave them: an order key each and no number (the draw numbers them).
        `INSERT INTO lottery_tickets (lottery_id, user_id, entry_id, created_at)
         SELECT $1, ($2::uuid[])[1 + (g % cardinality($2::uuid[]))], $3::bigint, now()
           FROM generate_series(1, $4::integer) g`,
        [ids[index], holders, rows[0]!.id, size],
      );
    }
    await db.query('ANALYZE lottery_tickets');
    const results: Array<{ tickets: number; ms: number; numberingMs: number }> = [];
    const handler = lotteryDrawHandler(numbering);
    const numberer = ticketNumbersHandler({ db, numbering });
    for (const [index, size] of drawSizes.entries()) {
      const started = performance.now();
      await db.transaction((tx) =>
        handler.run(
          {
            id: `lottery-draw:${ids[index]}`,
            kind: handler.kind,
            reference: null,
            payload: { lottery_id: ids[index]! },
            attempts: 1,
            runAt: new Date(),
          },
          { now: new Date(), finalAttempt: false, tx },
        ),
      );
      const ms = performance.now() - started;
      const numberingStarted = performance.now();
      // The numbering job and the ones it hands the rest to, in turn, as the runner would.
      for (;;) {
        const { rows: due } = await db.query<{ id: string; payload: unknown }>(
          `UPDATE jobs SET status = 'done', finished_at = now() WHERE id = (
             SELECT id FROM jobs WHERE kind = $1 AND status = 'pending' LIMIT 1)
           RETURNING id, payload`,
          [numberer.kind],
        );
        if (due.length === 0) break;
        await numberer.run(
          {
            id: due[0]!.id,
            kind: numberer.kind,
            reference: null,
            payload: numberer.payload.parse(due[0]!.payload),
            attempts: 1,
            runAt: new Date(),
          },
          { now: new Date(), finalAttempt: false, tx: null },
        );
      }
      const numberingMs = performance.now() - numberingStarted;
      const unnumbered = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM lottery_tickets WHERE lottery_id = $1 AND number IS NULL`,
        [ids[index]],
      );
      if (unnumbered.rows[0]!.n !== 0) throw new Error(`${ids[index]}: tickets left unnumbered`);
      results.push({ tickets: size, ms, numberingMs });
    }
    const drawn = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_winners`);
    if (drawn.rows[0]!.n !== 15 * drawSizes.length)
      throw new Error('a draw did not pick 15 winners');
    return results;
  } finally {
    await db.close();
    await dropDatabase(name);
  }
}

export async function runLotteryBench(): Promise<void> {
  if (!(await postgresBenchReady('Lottery', { build: true }))) return;
  let pgbench: Awaited<ReturnType<typeof createPgbench>> | undefined;
  let node: Awaited<ReturnType<typeof startApiNode>> | undefined;
  try {
    pgbench = await createPgbench();
    node = await startApiNode('lottery', {
      players,
      seed: async (url) => {
        const db = createPostgresDatabase(url, { poolSize: 1 });
        try {
          await seedLottery(db, [LOTTERY], { drawn: false });
        } finally {
          await db.close();
        }
      },
      warmUp: (base, tokens) => entryLoad(base, tokens, 2),
    });
    const api = node;
    const entries = await spendRounds({
      label: 'POST /campaign-lottery-item/{id}',
      rounds,
      seconds,
      pgbench,
      maximum: () => entryLoad(api.base, api.tokens, seconds),
      half: steadyAt({
        base: api.base,
        seconds,
        connections,
        request: (index) => entryRequest(api.tokens[index % api.tokens.length]!),
      }),
    });
    await node.stop();
    node = undefined;
    const draws = await measureDraws();
    console.log(
      `\nLottery: ${rounds} rounds of ${seconds} s, ${connections} connections, ${players} players, ` +
        `PostgreSQL; one entry per request, round by round, then medians with ratio ranges in brackets\n`,
    );
    const report = spendReport(entries);
    console.log(report.table);
    const first = draws[0]!;
    console.log('');
    console.log(
      table([
        [
          'draw (freeze, hash, draw 15 winners, record)',
          'ms',
          'µs per ticket',
          'vs smallest',
          'numbers written after, ms',
        ],
        ...draws.map((draw) => [
          `${draw.tickets.toLocaleString('en')} tickets`,
          fixed(draw.ms),
          fixed((draw.ms * 1000) / draw.tickets, 2),
          `${fixed(draw.ms / first.ms, 1)}× time for ${fixed(draw.tickets / first.tickets)}× tickets`,
          fixed(draw.numberingMs),
        ]),
      ]),
    );
    const last = draws[draws.length - 1]!;
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\naims: ${report.aim}; ` +
        `draw of ${last.tickets.toLocaleString('en')} tickets under 10 s: ${met(last.ms < 10_000)}`,
    );
  } finally {
    await node?.stop();
    await pgbench?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLotteryBench();
}
