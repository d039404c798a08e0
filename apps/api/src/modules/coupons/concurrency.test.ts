import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/databases';
import { httpSuite, postAs } from '../../test/http-suite';
import { seedCoupons } from '../../test/coupons';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { createPlayer, type Player } from '../../test/shop';

interface Sent {
  status: number;
  body: { status_code: number; reason?: string; data?: Record<string, unknown> };
}

/** Real parallel requests over HTTP on PostgreSQL: coupon limits hold under load. */
describe.runIf(hasPostgres)('coupons under concurrency [postgres]', () => {
  const handle = httpSuite({
    seed: (db) =>
      seedCoupons(db, new Date(), 'storm', [
        { id: 'limited', cost: 100, issueLimit: 100, holdingLimit: 1, codes: 150 },
        { id: 'hold-two', cost: 10, issueLimit: 1000, holdingLimit: 2, codes: 50 },
        { id: 'short', cost: 10, issueLimit: 100, holdingLimit: 1, codes: 3 },
        { id: 'usable', cost: 10, issueLimit: 100, holdingLimit: 5, codes: 20 },
      ]),
  });

  const post = (player: Player, path: string, body: unknown, key?: string): Promise<Sent> =>
    postAs<Sent['body']>(handle.base, player, path, body, key);
  const get = (player: Player, couponId: string, key?: string) =>
    post(player, 'coupon-measure-items-check', { coupon_measure_item_id: couponId }, key);
  const use = (player: Player, playerCouponId: string, key?: string) =>
    post(player, 'coupon-measure-items-use-check', { coupon_id: playerCouponId }, key);
  const players = (count: number, points: number) =>
    Promise.all(Array.from({ length: count }, () => createPlayer(handle.db, ledger, { points })));

  const expectWholeLedgers = async (userIds: string[]) => {
    for (const totals of (await ledgerTotals(handle.db, userIds)).values()) {
      expect(Number(totals.entries_sum)).toBe(Number(totals.balance));
      expect(Number(totals.lots_sum)).toBe(Number(totals.balance));
      expect(Number(totals.min_balance_after)).toBeGreaterThanOrEqual(0);
    }
  };

  it('500 players at once against an issue limit of 100: exactly 100 issued and debited, no code twice', async () => {
    const crowd = await players(500, 1000);
    const results = await Promise.all(crowd.map((player) => get(player, 'limited')));
    const issued = results.filter((result) => result.status === 200);
    expect(issued).toHaveLength(100);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused.body).toEqual({ status_code: 4049, reason: 'issue_limit_reached' });
    }
    const { rows } = await handle.db.query<{
      coupons: number;
      codes: number;
      debits: number;
      debited: number;
    }>(
      `SELECT (SELECT count(*)::int FROM player_coupons WHERE coupon_id = 'limited') AS coupons,
              (SELECT count(DISTINCT s.value)::int FROM player_coupons p
                 JOIN stock_units s ON s.id = p.unit_id WHERE p.coupon_id = 'limited') AS codes,
              (SELECT count(*)::int FROM point_entries
                WHERE user_id = ANY($1) AND kind = 'debit') AS debits,
              (SELECT -COALESCE(sum(amount), 0)::int FROM point_entries
                WHERE user_id = ANY($1) AND kind = 'debit') AS debited`,
      [crowd.map((player) => player.id)],
    );
    expect(rows[0]).toEqual({ coupons: 100, codes: 100, debits: 100, debited: 100 * 100 });
    await expectWholeLedgers(crowd.map((player) => player.id));
  });

  it('one player sending 20 gets at once against a holding limit of 2 gets exactly 2', async () => {
    const [player] = await players(1, 10_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => get(player!, 'hold-two')));
    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused.body).toEqual({ status_code: 4049, reason: 'holding_limit_reached' });
    }
    expect(await ledger.balance(handle.db, player!.id, new Date())).toBe(10_000 - 2 * 10);
    await expectWholeLedgers([player!.id]);
  });

  it('replays of one key at once have one effect and identical answers', async () => {
    const [player] = await players(1, 1000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => get(player!, 'hold-two', key)),
    );
    expect(new Set(results.map((result) => JSON.stringify(result.body))).size).toBe(1);
    expect(results[0]!.status).toBe(200);
    const { rows } = await handle.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM player_coupons WHERE user_id = $1',
      [player!.id],
    );
    expect(rows[0]!.count).toBe(1);
    expect(await ledger.balance(handle.db, player!.id, new Date())).toBe(990);
  });

  it('a pool that runs out before the issue limit refuses the rest and debits nothing more', async () => {
    const crowd = await players(20, 100);
    const results = await Promise.all(crowd.map((player) => get(player, 'short')));
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused.body).toEqual({ status_code: 4049, reason: 'coupon_get_failed' });
    }
    const totals = await ledgerTotals(
      handle.db,
      crowd.map((player) => player.id),
    );
    expect([...totals.values()].filter((total) => Number(total.balance) === 90)).toHaveLength(3);
    expect([...totals.values()].filter((total) => Number(total.balance) === 100)).toHaveLength(17);
  });

  it('one coupon used twice at once with different keys: one answer has the code, the other is refused', async () => {
    const [player] = await players(1, 1000);
    for (let round = 0; round < 5; round++) {
      const got = await get(player!, 'usable');
      const id = got.body.data!.coupon_id as string;
      const results = await Promise.all([use(player!, id), use(player!, id)]);
      const ok = results.filter((result) => result.status === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]!.body.data!.code).toEqual(expect.any(String));
      const refused = results.find((result) => result.status !== 200)!;
      expect(refused.body).toEqual({ status_code: 4049, reason: 'already_used' });
      // No later answer shows the code.
      const later = await fetch(`${handle.base}/api/v1/coupon-measure-items-history`, {
        headers: { authorization: `Bearer ${player!.token}` },
      }).then((response) => response.text());
      expect(later).not.toContain(ok[0]!.body.data!.code as string);
      expect((await use(player!, id)).body).toEqual({ status_code: 4049, reason: 'already_used' });
    }
  });
});
