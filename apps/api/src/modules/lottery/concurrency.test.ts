import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/databases';
import { httpSuite, postAs } from '../../test/http-suite';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { seedLotteries } from '../../test/lotteries';
import { createPlayer, type Player } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { verifyDrawProof } from '../draws/verify-draw';
import { createLotteryCatalogueStore } from './lottery-catalogue';

const HOUR_MS = 3_600_000;

/** Real parallel requests over HTTP on PostgreSQL: entry limits and the draw hold under load. */
describe.runIf(hasPostgres)('lotteries under concurrency [postgres]', () => {
  const start = new Date();
  const handle = httpSuite({
    seed: (db) =>
      seedLotteries(db, start, 'storm', [
        { id: 'ten', pointsPerEntry: 7, entryLimit: 10 },
        { id: 'crowd', pointsPerEntry: 30, entryLimit: 20 },
        { id: 'numbered', pointsPerEntry: 1, entryLimit: 20 },
      ]),
  });

  const enter = (player: Player, lotteryId: string, count: number) =>
    postAs(handle.base, player, `campaign-lottery-item/${lotteryId}`, { count });
  const tickets = async (lotteryId: string, userId?: string) => {
    const { rows } = await handle.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM lottery_tickets
        WHERE lottery_id = $1 AND ($2::uuid IS NULL OR user_id = $2)`,
      [lotteryId, userId ?? null],
    );
    return rows[0]!.count;
  };

  it('gives one player exactly 10 of 100 parallel entries against a limit of 10', async () => {
    const player = await createPlayer(handle.db, ledger, { points: 10_000 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => enter(player, 'ten', 1)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.body.status_code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.body.reason === 'entry_limit_reached')).toHaveLength(90);
    expect(await tickets('ten', player.id)).toBe(10);
    expect(await ledger.balance(handle.db, player.id, new Date())).toBe(10_000 - 70);
    const totals = (await ledgerTotals(handle.db, [player.id])).get(player.id)!;
    expect(totals.debits).toBe(10);
  });

  it('never overdraws in a storm of many players, and the total counts every ticket', async () => {
    // Each can afford 3 entries (100 points at 30), and asks for 1, 2 or 3 several times over.
    const players = await Promise.all(
      Array.from({ length: 40 }, () => createPlayer(handle.db, ledger, { points: 100 })),
    );
    const answers = await Promise.all(
      players.flatMap((player) => [1, 2, 3, 1, 2].map((count) => enter(player, 'crowd', count))),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const totals = await ledgerTotals(
      handle.db,
      players.map((p) => p.id),
    );
    for (const player of players) {
      const account = totals.get(player.id)!;
      expect(account.balance).toBeGreaterThanOrEqual(0);
      expect(account.min_balance_after).toBeGreaterThanOrEqual(0);
      expect(account.entries_sum).toBe(account.balance);
      expect(account.lots_sum).toBe(account.balance);
      const mine = await tickets('crowd', player.id);
      expect(mine).toBe((100 - account.balance) / 30);
      expect(mine).toBeLessThanOrEqual(3);
    }
    const shown = (await fetch(`${handle.base}/api/v1/campaign-lottery-item/crowd`).then((r) =>
      r.json(),
    )) as { data: { lottery: { total_entries: number } } };
    expect(shown.data.lottery.total_entries).toBe(await tickets('crowd'));
  });

  it('takes parallel entries of one lottery without numbering them, the limit and the total holding', async () => {
    const players = await Promise.all(
      Array.from({ length: 30 }, () => createPlayer(handle.db, ledger, { points: 100 })),
    );
    // Entries of 1 to 4 tickets at once, some refused at the limit of 20 (their order keys are
    // lost: gaps the draw's numbers do not show).
    const answers = await Promise.all(
      players.flatMap((player) =>
        [1, 2, 3, 4, 4, 4, 4].map((count) => enter(player, 'numbered', count)),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.body.reason === 'entry_limit_reached').length).toBeGreaterThan(
      0,
    );
    const { rows } = await handle.db.query<{ user_id: string; tickets: number; numbered: number }>(
      `SELECT user_id, count(*)::int AS tickets, count(number)::int AS numbered
         FROM lottery_tickets WHERE lottery_id = 'numbered' GROUP BY user_id`,
    );
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.tickets).toBeLessThanOrEqual(20);
      expect(row.numbered).toBe(0);
    }
    const accepted = answers.filter((a) => a.body.status_code === 200);
    const entered = accepted.reduce(
      (sum, a) => sum + (a.body as unknown as { data: { count: number } }).data.count,
      0,
    );
    expect(rows.reduce((sum, row) => sum + row.tickets, 0)).toBe(entered);
    const shown = (await fetch(`${handle.base}/api/v1/campaign-lottery-item/numbered`).then((r) =>
      r.json(),
    )) as { data: { lottery: { total_entries: number } } };
    expect(shown.data.lottery.total_entries).toBe(entered);
  });

  it('draws once when three API nodes reach the selection time together', async () => {
    const drawAt = new Date(start.getTime() + 26 * HOUR_MS);
    const nodes = await Promise.all(
      [1, 2, 3].map(() =>
        buildTestApp({
          db: handle.db,
          extra: {
            ledger,
            clock: () => drawAt,
            lotteries: createLotteryCatalogueStore(handle.db, { refreshMs: 0 }),
          },
        }),
      ),
    );
    try {
      const passes = await Promise.all(
        nodes.flatMap((node) => [node.jobs.runDue(), node.jobs.runDue()]),
      );
      expect(passes.reduce((sum, pass) => sum + pass.failed, 0)).toBe(0);
      const draws = await handle.db.query<{ lottery_id: string; ticket_count: number }>(
        `SELECT lottery_id, ticket_count FROM lottery_draws ORDER BY lottery_id`,
      );
      expect(draws.rows).toEqual([
        { lottery_id: 'crowd', ticket_count: await tickets('crowd') },
        { lottery_id: 'numbered', ticket_count: await tickets('numbered') },
        { lottery_id: 'ten', ticket_count: 10 },
      ]);
      const winners = await handle.db.query<{ lottery_id: string; count: number }>(
        `SELECT lottery_id, count(*)::int AS count FROM lottery_winners GROUP BY lottery_id ORDER BY 1`,
      );
      expect(winners.rows).toEqual([
        { lottery_id: 'crowd', count: 1 },
        { lottery_id: 'numbered', count: 1 },
        { lottery_id: 'ten', count: 1 },
      ]);
      const jobs = await handle.db.query<{ status: string }>(
        `SELECT status FROM jobs WHERE kind = 'lottery-draw'`,
      );
      expect(jobs.rows.map((row) => row.status)).toEqual(['done', 'done', 'done']);
      // The draw numbered each lottery's tickets 1..n in the order of entry, with no gap, and
      // its published list (numbers and holders) verifies.
      const numbers = await handle.db.query<{ lottery_id: string; numbers: string[] }>(
        `SELECT lottery_id, array_agg(number::text ORDER BY seq) AS numbers
           FROM lottery_tickets GROUP BY lottery_id ORDER BY lottery_id`,
      );
      for (const { lottery_id, numbers: list } of numbers.rows) {
        expect(list.map(Number), lottery_id).toEqual(list.map((_, i) => i + 1));
      }
      const proof = await nodes[0]!.inject({ url: '/api/v1/campaign-lottery-item/numbered/proof' });
      expect(proof.json().data.tickets).toHaveLength(await tickets('numbered'));
      expect(verifyDrawProof(proof.json()).filter((check) => !check.ok)).toEqual([]);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});
