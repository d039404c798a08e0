import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../apps/api/src/db/database';
import { ledgerTotals } from '../apps/api/src/test/ledger';
import type { Player } from '../apps/api/src/test/shop';
import { nginxBinary, type Cluster } from './harness';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startTestCluster, type TestCluster } from './test-cluster';

const hasNginx = nginxBinary() !== null;
const hasServer = postgresBinaries() !== null;
const DATABASE = 'points_outage_test';
/** A client sends a request again (same key) while the answer is the database's 503. */
const RETRY_FOR_MS = 90_000;
/** Past this, a request is hung: above the API's own bounds (5 s connect, 10 s query). */
const HANG_MS = 25_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(50);
  }
}

it.runIf(Boolean(process.env.CI))('has nginx and PostgreSQL server binaries under CI', () => {
  expect({ nginx: hasNginx, server: hasServer }).toEqual({ nginx: true, server: true });
});

type Phase = 'before' | 'terminate' | 'between' | 'restart' | 'after';

interface Attempt {
  phase: Phase;
  /** The HTTP status; 0 when no answer came within HANG_MS, -1 when the connection failed. */
  status: number;
  code: number | null;
}

interface Sent {
  what: string;
  player: Player;
  status: number;
  code: number | null;
  attempts: Attempt[];
}

/**
 * PostgreSQL going away under three API nodes behind nginx, on a PostgreSQL server of the test's
 * own: while players exchange items, get a limited coupon, enter a lottery and claim a daily
 * campaign, (a) every backend of the database is terminated, as a failover does, and then (b)
 * the server is stopped and started again. Each time some requests are inside their statement
 * (held on a lock first, so that the cut lands in them). No node dies; requests in flight and
 * sent meanwhile get the 503 envelope, never a hang; health says `database_unreachable` while
 * the server is down; the nodes reconnect by themselves; clients that send again with the same
 * key end with real answers; and every ledger, limit and exchange holds afterwards.
 */
describe.runIf(hasNginx && hasServer)(
  'the database goes away under three nodes [private postgres, nginx]',
  () => {
    let server: PrivatePostgres;
    let owned: TestCluster | undefined;
    let cluster: Cluster;
    let db: Database;
    let players: Player[];
    let phase: Phase = 'before';

    beforeAll(async () => {
      server = await startPrivatePostgres();
      owned = await startTestCluster(
        {
          port: 18680,
          nodePort: 18691,
          idpPort: 18681,
          database: DATABASE,
          postgresUrl: server.url,
          redisUrl: null,
          // A node's leased jobs are taken over soon after a cut, so the test settles quickly.
          env: { JOB_LEASE_MS: '5000', JOB_POLL_MS: '500' },
        },
        { players: 24, points: 2_000 },
      );
      ({ cluster, db, players } = owned);
    }, 240_000);
    afterAll(async () => {
      try {
        await owned?.close();
      } finally {
        // Whatever the cluster's end, the private server stops and its files go.
        await server?.destroy();
      }
    });

    /** A connection of the test's own to the cluster's database (it survives only its own cuts). */
    const connect = async () => {
      const client = new pg.Client({
        connectionString: cluster.databaseUrl,
        application_name: 'outage-test',
      });
      // The cut and the stop end this connection too: that must not end the test.
      client.on('error', () => {});
      await client.connect();
      return client;
    };

    /**
     * Holds every spend and claim at its first write (the idempotency key's row), until at least
     * `count` requests wait there: the cut that follows lands inside their statements.
     */
    const holdRequests = async (client: pg.Client, count: number) => {
      await client.query('BEGIN');
      await client.query('LOCK TABLE idempotent_requests IN ACCESS EXCLUSIVE MODE');
      // pg_locks, not pg_stat_activity: the latter is read once per transaction.
      await waitUntil(
        `${count} requests waiting on the lock`,
        async () =>
          (
            await client.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks
                WHERE NOT granted AND relation = 'idempotent_requests'::regclass`,
            )
          ).rows[0]!.n >= count,
        30_000,
      );
    };

    const health = async (url: string) => {
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(10_000) });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const everyNodeHealthy = async () =>
      (await Promise.all(cluster.nodes.map((node) => health(node.url)))).every(
        (answer) => answer.status === 200,
      );
    const everyNodeAlive = () =>
      cluster.nodes.every(
        (node) =>
          node.process !== null &&
          node.process.exitCode === null &&
          node.process.signalCode === null,
      );

    const send = async (what: string, player: Player, url: string, body: unknown) => {
      const key = randomUUID();
      const attempts: Attempt[] = [];
      const deadline = Date.now() + RETRY_FOR_MS;
      for (;;) {
        let attempt: Attempt;
        try {
          const response = await fetch(`${cluster.url}/api/v1/${url}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${player.token}`,
              'idempotency-key': key,
              'content-type': 'application/json',
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(HANG_MS),
          });
          const text = await response.text();
          let code: number | null = null;
          try {
            code = (JSON.parse(text) as { status_code?: number }).status_code ?? null;
          } catch {
            // not the envelope: recorded as such
          }
          attempt = { phase, status: response.status, code };
        } catch (error) {
          const hung = error instanceof Error && error.name === 'TimeoutError';
          attempt = { phase, status: hung ? 0 : -1, code: null };
        }
        attempts.push(attempt);
        // The database's 503: the SPA's page says "try later"; this client tries again, same key.
        const unavailable = attempt.status === 503 && attempt.code === 503;
        if ((!unavailable && attempt.status > 0) || Date.now() > deadline) {
          return { what, player, status: attempt.status, code: attempt.code, attempts };
        }
        await sleep(200);
      }
    };

    it('keeps every node up, answers in envelopes, and keeps every ledger and limit', async () => {
      const plan = (player: Player): Array<() => Promise<Sent>> => [
        ...Array.from({ length: 8 }, () => [
          () => send('exchange', player, 'item-withdraw/training-boost', {}),
          () => send('lottery', player, 'campaign-lottery-item/signed-ball', { count: 3 }),
        ]).flat(),
        ...Array.from({ length: 2 }, () => [
          () =>
            send('coupon', player, 'coupon-measure-items-check', {
              coupon_measure_item_id: 'store-10-percent',
            }),
          () =>
            send('claim', player, 'campaign-measure-check', {
              campaign_measure_id: 'daily-login',
            }),
        ]).flat(),
      ];
      const total = players.length * plan(players[0]!).length;
      let answered = 0;
      const reached = (share: number) =>
        waitUntil(`${share * 100}% answered`, async () => answered >= total * share, 120_000);
      const storm = Promise.all(
        players.map(async (player) => {
          const sent: Sent[] = [];
          for (const request of plan(player)) {
            sent.push(await request());
            answered++;
          }
          return sent;
        }),
      ).then((all) => all.flat());

      // (a) A fifth in: every backend of the database is terminated, requests inside theirs.
      await reached(0.2);
      phase = 'terminate';
      const cutter = await connect();
      await holdRequests(cutter, 3);
      const { rows } = await cutter.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
      await cutter.query('COMMIT');
      await cutter.end();
      await waitUntil('every node healthy after the cut', everyNodeHealthy, 30_000);
      expect(everyNodeAlive()).toBe(true);
      phase = 'between';

      // (b) Half way: the server stops (fast, as a restart does) and starts again.
      await reached(0.5);
      phase = 'restart';
      const holder = await connect();
      await holdRequests(holder, 3);
      await server.stop();
      // Meanwhile every node is up and says what is wrong; a player gets the envelope.
      for (const node of cluster.nodes) {
        expect(await health(node.url), node.url).toEqual({
          status: 503,
          body: { status_code: 503, reason: 'database_unreachable' },
        });
      }
      const point = await fetch(`${cluster.url}/api/v1/point`, {
        headers: { authorization: `Bearer ${players[0]!.token}` },
        signal: AbortSignal.timeout(HANG_MS),
      });
      expect({ status: point.status, body: await point.json() }).toEqual({
        status: 503,
        body: { status_code: 503 },
      });
      expect(everyNodeAlive()).toBe(true);
      await server.start();
      // Nobody restarts the nodes: they reconnect by themselves.
      await waitUntil('every node healthy after the restart', everyNodeHealthy, 30_000);
      phase = 'after';

      const answers = await storm;
      expect(everyNodeAlive()).toBe(true);
      const attempts = answers.flatMap((answer) => answer.attempts);
      // Nothing hung, no node was lost (nginx's 502), and every answer was an envelope.
      expect(attempts.filter((a) => a.status === 0 || a.status === -1 || a.status === 502)).toEqual(
        [],
      );
      expect(attempts.filter((a) => a.code === null)).toEqual([]);
      // The cuts reached requests in flight, which got the database's 503 envelope, no other 5xx.
      const unavailable = (p: Phase) =>
        attempts.filter((a) => a.phase === p && a.status === 503 && a.code === 503).length;
      expect(unavailable('terminate')).toBeGreaterThanOrEqual(3);
      expect(unavailable('restart')).toBeGreaterThanOrEqual(3);
      for (const a of attempts) {
        const seen = JSON.stringify(a);
        if (a.status >= 500) expect([503], seen).toContain(a.status);
        if (a.status === 503) expect([503, 407], seen).toContain(a.code);
      }
      // Sent again with the same key, every request ended with a real answer.
      for (const answer of answers) {
        const seen = `${answer.what}: ${answer.status} ${answer.code}`;
        expect([200, 402, 4049, 407], seen).toContain(answer.code);
      }

      const ok = (what: string, player?: Player) =>
        answers.filter(
          (a) => a.what === what && a.code === 200 && (!player || a.player.id === player.id),
        ).length;
      const ids = players.map((p) => p.id);
      const { rows: counts } = await db.query<{
        user_id: string;
        exchanges: number;
        tickets: number;
        claims: number;
        coupons: number;
      }>(
        `SELECT u.id AS user_id,
                (SELECT count(*)::int FROM item_exchanges x WHERE x.user_id = u.id) AS exchanges,
                (SELECT count(*)::int FROM lottery_tickets t WHERE t.user_id = u.id) AS tickets,
                (SELECT count(*)::int FROM point_grants g WHERE g.user_id = u.id) AS claims,
                (SELECT count(*)::int FROM player_coupons c WHERE c.user_id = u.id) AS coupons
           FROM users u WHERE u.id = ANY($1::uuid[])`,
        [ids],
      );
      const totals = await ledgerTotals(db, ids);
      let couponsIssued = 0;
      for (const row of counts) {
        const player = players.find((p) => p.id === row.user_id)!;
        // One effect per key that answered 200, however often it was sent: nothing doubled.
        expect(row.exchanges).toBe(ok('exchange', player));
        expect(row.exchanges).toBeLessThanOrEqual(3);
        expect(row.tickets).toBe(3 * ok('lottery', player));
        expect(row.tickets).toBeLessThanOrEqual(10);
        expect(row.claims).toBe(ok('claim', player));
        expect(row.claims).toBeLessThanOrEqual(1);
        couponsIssued += row.coupons;
        const ledgerOf = totals.get(player.id)!;
        expect(Number(ledgerOf.balance)).toBe(Number(ledgerOf.entries_sum));
        expect(Number(ledgerOf.balance)).toBe(Number(ledgerOf.lots_sum));
        expect(Number(ledgerOf.min_balance_after)).toBeGreaterThanOrEqual(0);
      }
      expect(couponsIssued).toBe(ok('coupon'));
      expect(couponsIssued).toBeLessThanOrEqual(5);

      // Every exchange ends delivered or refunded: the job runners went on after both cuts.
      const open = async () =>
        (
          await db.query<{ open: number }>(
            `SELECT count(*)::int AS open FROM item_exchanges
              WHERE user_id = ANY($1::uuid[]) AND status = 'queued'`,
            [ids],
          )
        ).rows[0]!.open;
      await waitUntil(
        'every exchange delivered or refunded',
        async () => (await open()) === 0,
        90_000,
      );
    }, 300_000);
  },
);
