import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase, hasPostgres } from '../../test/databases';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { createPlayer, type Player } from '../../test/shop';
import { spendSuite, registerSpendRoute } from '../../test/spend-route';
import { postAs } from '../../test/http-suite';
import { buildTestApp } from '../../test/test-app';
import { addStock } from './spend';

type SpendBody = { amount: number; limit?: number; pool?: string };

describeEachDatabase('spending', ({ db }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      extra: { ledger },
      routes: (instance) => registerSpendRoute(instance, { db: db(), clock: () => new Date() }),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const spend = (player: Player, body: SpendBody, key: string = randomUUID(), refuse?: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/test/spend',
      headers: {
        authorization: `Bearer ${player.token}`,
        'idempotency-key': key,
        ...(refuse ? { 'x-test-refuse': String(refuse) } : {}),
      },
      payload: body,
    });
  const balance = (player: Player) => ledger.balance(db(), player.id, new Date());
  /** What the test route recorded with each of the player's debits: the unit, or '-'. */
  const records = async (player: Player) =>
    (
      await db().query<{ unit: string }>(
        `SELECT split_part(m.id, ':', 3) AS unit FROM schema_migrations m
           JOIN point_entries e ON m.id LIKE 'spend-record:' || e.id || ':%'
          WHERE e.user_id = $1 ORDER BY e.id`,
        [player.id],
      )
    ).rows.map((row) => row.unit);

  it('debits and writes the feature’s record in one go, and answers a replay with the first answer', async () => {
    const player = await createPlayer(db(), ledger, { points: 100 });
    const first = await spend(player, { amount: 30 }, 'k1');
    expect(first.json()).toEqual({ status_code: 200, data: { key: 'k1', point: 70 } });
    expect(await records(player)).toEqual(['-']);
    const replay = await spend(player, { amount: 30 }, 'k1');
    expect(replay.body).toBe(first.body);
    expect(await balance(player)).toBe(70);
    expect(await records(player)).toEqual(['-']);
    // The same key for another request is refused, and moves nothing.
    expect((await spend(player, { amount: 31 }, 'k1')).json()).toEqual({ status_code: 400 });
    expect(await balance(player)).toBe(70);
  });

  it('stores a guard’s refusal under the key: the first answer a key gets is the one it keeps', async () => {
    const player = await createPlayer(db(), ledger, { points: 100 });
    const refused = await spend(player, { amount: 10 }, 'k2', 4045);
    expect(refused.json()).toEqual({ status_code: 4045 });
    // Sent again when the guard passes: still the first answer, and nothing moved.
    const again = await spend(player, { amount: 10 }, 'k2');
    expect(again.body).toBe(refused.body);
    expect(await balance(player)).toBe(100);

    // A spend that went through keeps its answer when a replay's guard refuses.
    const done = await spend(player, { amount: 10 }, 'k3');
    expect(done.statusCode).toBe(200);
    const replay = await spend(player, { amount: 10 }, 'k3', 4045);
    expect(replay.body).toBe(done.body);
    expect(await balance(player)).toBe(90);
    expect(await records(player)).toEqual(['-']);
  });

  it('holds a per-player limit, refusing past it with the feature’s answer and moving nothing', async () => {
    const player = await createPlayer(db(), ledger, { points: 100 });
    expect((await spend(player, { amount: 5, limit: 2 })).statusCode).toBe(200);
    expect((await spend(player, { amount: 5, limit: 2 })).statusCode).toBe(200);
    const third = await spend(player, { amount: 5, limit: 2 });
    expect(third.json()).toEqual({ status_code: 4049, reason: 'limit_reached' });
    expect(await balance(player)).toBe(90);
    expect(await records(player)).toEqual(['-', '-']);
  });

  it('reserves one unit of a stock per spend, and puts it back when the points fall short', async () => {
    const pool = `codes-${randomUUID()}`;
    expect(await addStock(db(), pool, ['AAA', 'BBB'])).toBe(2);
    expect(await addStock(db(), pool, ['AAA'])).toBe(0);
    const rich = await createPlayer(db(), ledger, { points: 100 });
    const poor = await createPlayer(db(), ledger, { points: 5 });

    // Which unit comes first is random (a reservation starts at a random point of the pool).
    expect((await spend(rich, { amount: 10, pool })).statusCode).toBe(200);
    expect(await records(rich)).toHaveLength(1);
    expect((await spend(poor, { amount: 10, pool })).json()).toEqual({ status_code: 402 });
    // The unit the poor player's spend held went back: the next spend gets it.
    expect((await spend(rich, { amount: 10, pool })).statusCode).toBe(200);
    expect([...(await records(rich))].sort()).toEqual(['AAA', 'BBB']);
    expect(await records(poor)).toEqual([]);
    expect((await spend(rich, { amount: 10, pool })).json()).toEqual({
      status_code: 4049,
      reason: 'sold_out',
    });
    expect(await balance(rich)).toBe(80);
    const { rows } = await db().query<{ value: string; reserved_by: string }>(
      'SELECT value, reserved_by FROM stock_units WHERE pool = $1 ORDER BY value',
      [pool],
    );
    expect(rows.map((row) => row.reserved_by.startsWith('test:'))).toEqual([true, true]);
  });
});

/** Real parallel requests on PostgreSQL: the limit and the stock hold under contention. */
describe.runIf(hasPostgres)('spending under concurrency [postgres]', () => {
  const handle = spendSuite();

  const spend = (player: Player, body: SpendBody) =>
    postAs(handle.base, player, 'test/spend', body);

  it('gives out each of 25 units exactly once to 120 parallel spends from 30 players', async () => {
    const pool = `prizes-${randomUUID()}`;
    const units = Array.from({ length: 25 }, (_, i) => `PRIZE-${i}`);
    await addStock(handle.db, pool, units);
    const players = await Promise.all(
      Array.from({ length: 30 }, () => createPlayer(handle.db, ledger, { points: 100 })),
    );
    const results = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 4 }, () => spend(player, { amount: 10, pool })),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(units.length);
    // Each unit went to one spend, recorded with that spend's debit.
    const { rows: won } = await handle.db.query<{ unit: string }>(
      `SELECT split_part(m.id, ':', 3) AS unit FROM schema_migrations m
         JOIN point_entries e ON m.id LIKE 'spend-record:' || e.id || ':%'
        WHERE e.user_id = ANY($1)`,
      [players.map((p) => p.id)],
    );
    expect(won.map((row) => row.unit).sort()).toEqual([...units].sort());
    for (const result of results.filter((r) => r.status !== 200)) {
      expect(result.body).toEqual({ status_code: 4049, reason: 'sold_out' });
    }
    for (const totals of (
      await ledgerTotals(
        handle.db,
        players.map((p) => p.id),
      )
    ).values()) {
      expect(totals.entries_sum).toBe(totals.balance);
      expect(totals.lots_sum).toBe(totals.balance);
    }
    const debits = [
      ...(
        await ledgerTotals(
          handle.db,
          players.map((p) => p.id),
        )
      ).values(),
    ].reduce((sum, totals) => sum + totals.debits, 0);
    expect(debits).toBe(25);
  });

  it('holds a limit of 3 against 50 parallel spends of one player', async () => {
    const player = await createPlayer(handle.db, ledger, { points: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => spend(player, { amount: 10, limit: 3 })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(await ledger.balance(handle.db, player.id, new Date())).toBe(10_000 - 30);
  });
});
