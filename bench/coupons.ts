// `npm run bench -- coupons`: coupon gets over HTTP on PostgreSQL, all in one run on this
// machine: the maximum rate on a coupon that never runs out, beside pgbench's TPC-B-like rate;
// p50/p99 at half the maximum, arriving steadily, beside pgbench at the same steady rate; and a
// sell-out: 500 players getting a coupon with an issue limit of 100 at the same moment.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createPostgresDatabase } from '../apps/api/src/db/database';
import { couponPool, generateCouponCodes } from '../apps/api/src/modules/coupons/coupon-stock';
import { saveCoupon, saveCouponCampaign } from '../apps/api/src/modules/coupons/save-coupon';
import { closedLoop, startApiNode, type ApiNode } from './api-node';
import type { OpenLoopRequest } from './open-loop';
import { createPgbench, postgresBenchReady } from './postgres';
import { fixed, table } from './lib.mjs';
import { spendReport, spendRounds, steadyAt } from './spends';

const seconds = Number(process.env.BENCH_COUPON_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const players = Number(process.env.BENCH_PLAYERS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Codes generated for the loaded coupon at the start (topped up between runs if need be). */
const codes = Number(process.env.BENCH_COUPON_CODES ?? 300_000);
const sellOutPlayers = Number(process.env.BENCH_SELLOUT_PLAYERS ?? 500);
const sellOutLimit = Number(process.env.BENCH_SELLOUT_LIMIT ?? 100);

const DAY_MS = 86_400_000;
const CAMPAIGN = 'bench';
/** The coupon under load: limits far beyond what the run can reach. */
const LOADED = { id: 'bench-load', issueLimit: 10_000_000, holdingLimit: 1000 };
/** The coupon sold out at once: half again as many codes as its issue limit. */
const SOLD_OUT = {
  id: 'bench-sell-out',
  issueLimit: sellOutLimit,
  holdingLimit: 1,
  codes: Math.ceil(sellOutLimit * 1.5),
};
const CODE_BATCH = 50_000;

const getRequest = (couponId: string, token: string): OpenLoopRequest => ({
  method: 'POST',
  path: '/api/v1/coupon-measure-items-check',
  headers: {
    authorization: `Bearer ${token}`,
    'idempotency-key': randomUUID(),
    'content-type': 'application/json',
  },
  body: JSON.stringify({ coupon_measure_item_id: couponId }),
});

/** As many gets of the loaded coupon as the API takes: closed loop, every connection busy. */
const getLoad = (base: string, tokens: string[], options: { seconds?: number } = {}) =>
  closedLoop(base, (index) => getRequest(LOADED.id, tokens[index % tokens.length]!), {
    connections,
    seconds: options.seconds ?? seconds,
  });

/** The campaign and its two coupons, through the operator's use-cases, with their codes. */
async function seedCoupons(url: string): Promise<void> {
  const db = createPostgresDatabase(url, { poolSize: 1 });
  try {
    const now = Date.now();
    await db.transaction(async (tx) => {
      await saveCouponCampaign(tx, {
        id: CAMPAIGN,
        image: `/content/coupons/${CAMPAIGN}.svg`,
        texts: { en: { name: 'Benchmark coupons', description: 'Coupons of the benchmark' } },
      });
      for (const [index, coupon] of [LOADED, SOLD_OUT].entries()) {
        await saveCoupon(tx, {
          id: coupon.id,
          campaignId: CAMPAIGN,
          sortOrder: index,
          cost: 100,
          validFrom: new Date(now - DAY_MS),
          validTo: new Date(now + 30 * DAY_MS),
          issueLimit: coupon.issueLimit,
          holdingLimit: coupon.holdingLimit,
          image: `/content/coupons/${coupon.id}.svg`,
          texts: { en: { name: `Coupon ${coupon.id}`, terms: 'Terms', notes: 'Notes' } },
        });
      }
      await generateCouponCodes(tx, SOLD_OUT.id, SOLD_OUT.codes);
    });
  } finally {
    await db.close();
  }
  await topUpCodes(url, codes);
}

/** Generates codes for the loaded coupon until at least `wanted` are free, in batches. */
async function topUpCodes(url: string, wanted: number): Promise<number> {
  const db = createPostgresDatabase(url, { poolSize: 1 });
  try {
    const free = async () => {
      const { rows } = await db.query<{ free: number }>(
        `SELECT count(*)::integer AS free FROM stock_units WHERE pool = $1 AND reserved_by IS NULL`,
        [couponPool(LOADED.id)],
      );
      return rows[0]!.free;
    };
    let left = await free();
    while (left < wanted) {
      const batch = Math.min(CODE_BATCH, wanted - left);
      await db.transaction((tx) => generateCouponCodes(tx, LOADED.id, batch));
      left = await free();
    }
    return left;
  } finally {
    await db.close();
  }
}

interface SellOutResult {
  /** From the first request sent until the `sellOutLimit`th success; null if it never came. */
  toLimitMs: number | null;
  /** From the first request sent until the last answer. */
  totalMs: number;
  ok: number;
  /** 4049 refusals by reason. */
  refusals: Map<string, number>;
  /** Every other answer, by what it was (`HTTP 500`, `network error`…). */
  others: Map<string, number>;
}

const bump = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/** One get of the sell-out coupon per player, all sent at the same moment. */
async function sellOut(base: string, tokens: string[]): Promise<SellOutResult> {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: tokens.length,
    maxFreeSockets: tokens.length,
  });
  const send = (request: OpenLoopRequest) =>
    new Promise<{ status: number; body: string; at: number }>((resolve) => {
      const { method, path, headers, body } = request;
      const sent = http.request({ agent, hostname, port, method, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, at: performance.now() }),
        );
      });
      sent.on('error', () => resolve({ status: 0, body: '', at: performance.now() }));
      sent.end(body);
    });
  try {
    // Every player's connection is open before the sale, as a crowd waiting on the page would
    // be: the time measured is the API's, not that of 500 TCP handshakes.
    await Promise.all(tokens.map(() => send({ method: 'GET', path: '/api/v1/health' })));
    const requests = tokens.map((token) => getRequest(SOLD_OUT.id, token));
    const started = performance.now();
    const answers = await Promise.all(requests.map(send));
    const refusals = new Map<string, number>();
    const others = new Map<string, number>();
    const successes: number[] = [];
    for (const answer of answers) {
      if (answer.status === 200) {
        successes.push(answer.at - started);
        continue;
      }
      let parsed: { status_code?: unknown; reason?: unknown } | undefined;
      try {
        parsed = JSON.parse(answer.body) as typeof parsed;
      } catch {
        // not JSON: counted below by its status
      }
      if (parsed?.status_code === 4049 && typeof parsed.reason === 'string') {
        bump(refusals, parsed.reason);
      } else if (answer.status === 0) bump(others, 'network error');
      else bump(others, `HTTP ${answer.status}`);
    }
    successes.sort((a, b) => a - b);
    return {
      toLimitMs: successes[sellOutLimit - 1] ?? null,
      totalMs: Math.max(...answers.map((answer) => answer.at)) - started,
      ok: successes.length,
      refusals,
      others,
    };
  } finally {
    agent.destroy();
  }
}

/** What the database holds of the sell-out coupon: its player coupons and their codes. */
async function sellOutRows(url: string) {
  const db = createPostgresDatabase(url, { poolSize: 1 });
  try {
    const { rows } = await db.query<{
      rows: number;
      units: number;
      players: number;
      in_pool: number;
    }>(
      `SELECT count(*)::integer AS rows, count(DISTINCT p.unit_id)::integer AS units,
              count(DISTINCT p.user_id)::integer AS players,
              count(*) FILTER (WHERE s.pool = $2)::integer AS in_pool
         FROM player_coupons p LEFT JOIN stock_units s ON s.id = p.unit_id
        WHERE p.coupon_id = $1`,
      [SOLD_OUT.id, couponPool(SOLD_OUT.id)],
    );
    return rows[0]!;
  } finally {
    await db.close();
  }
}

export async function runCouponsBench(): Promise<void> {
  if (!(await postgresBenchReady('Coupons', { build: true }))) return;
  let pgbench: Awaited<ReturnType<typeof createPgbench>> | undefined;
  let node: ApiNode | undefined;
  try {
    pgbench = await createPgbench();
    node = await startApiNode('coupons', {
      players: Math.max(players, sellOutPlayers),
      seed: seedCoupons,
      warmUp: (base, tokens) => getLoad(base, tokens.slice(0, 200), { seconds: 3 }),
    });
    const api = node;
    const tokens = api.tokens.slice(0, players);
    // The loaded coupon must not run out: before each run, twice what the fastest run so far
    // would take is free.
    let fastest = 0;
    const enoughCodes = () => topUpCodes(api.url, Math.ceil(2 * fastest * seconds));

    const gets = await spendRounds({
      label: 'POST /coupon-measure-items-check',
      rounds,
      seconds,
      pgbench,
      beforeRun: enoughCodes,
      maximum: async () => {
        const run = await getLoad(api.base, tokens);
        fastest = Math.max(fastest, run.rps);
        return run;
      },
      half: steadyAt({
        base: api.base,
        seconds,
        connections,
        request: (index) => getRequest(LOADED.id, tokens[index % tokens.length]!),
      }),
    });
    const codesLeft = await topUpCodes(api.url, 0);

    // The sell-out: distinct players, each getting one at the same moment.
    const sale = await sellOut(api.base, api.tokens.slice(-sellOutPlayers));
    const stored = await sellOutRows(api.url);
    const limitRefusals = sale.refusals.get('issue_limit_reached') ?? 0;
    const saleErrors = sellOutPlayers - sale.ok - limitRefusals;
    const otherAnswers = [
      ...[...sale.refusals].filter(([reason]) => reason !== 'issue_limit_reached'),
      ...sale.others,
    ];

    console.log(
      `\nCoupons: ${rounds} rounds of ${seconds} s, ${connections} connections, ${players} players, ` +
        `PostgreSQL; round by round, then medians with ratio ranges in brackets; ${codesLeft} codes ` +
        `left on the loaded coupon\n`,
    );
    const report = spendReport(gets);
    console.log(report.table);
    console.log(
      `\nSell-out: ${sellOutPlayers} players, one get each sent at the same moment, of a coupon ` +
        `with an issue limit of ${SOLD_OUT.issueLimit} (${SOLD_OUT.codes} codes, holding limit ${SOLD_OUT.holdingLimit})\n`,
    );
    console.log(
      table([
        ['measure', 'value'],
        [
          `first request sent to success ${sellOutLimit}`,
          sale.toLimitMs === null ? 'never' : `${fixed(sale.toLimitMs)} ms`,
        ],
        [`first request sent to answer ${sellOutPlayers}`, `${fixed(sale.totalMs)} ms`],
        ['got (200)', `${sale.ok} (of ${sellOutLimit})`],
        ['refused, 4049 issue_limit_reached', limitRefusals],
        [
          'errors (any other answer)',
          `${saleErrors}${otherAnswers.length > 0 ? ` (${otherAnswers.map(([what, n]) => `${n} ${what}`).join(', ')})` : ''}`,
        ],
        [
          'player_coupons rows / distinct unit_ids / players',
          `${stored.rows} / ${stored.units} / ${stored.players}` +
            (stored.in_pool === stored.rows
              ? ''
              : ` (${stored.rows - stored.in_pool} not its codes)`),
        ],
      ]),
    );
    const saleOk =
      sale.ok === sellOutLimit &&
      saleErrors === 0 &&
      stored.rows === sellOutLimit &&
      stored.units === sellOutLimit &&
      stored.in_pool === sellOutLimit;
    console.log(
      `\naims: ${report.aim}; ` +
        `sell-out with no error other than the limit refusal: ${saleOk ? 'met' : 'NOT met'}`,
    );
  } finally {
    await node?.stop();
    await pgbench?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runCouponsBench();
}
