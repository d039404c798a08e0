import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { localChangeNotices, type ChangeNotices } from '../../db/change-notices';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { seedLotteries } from '../../test/lotteries';
import { createPlayer, seedShop } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { gate } from '../../test/wait';
import type { Job } from '../../jobs/job';
import {
  createPlayerFacts,
  forgetPlayersOf,
  PLAYER_FACTS_NOTICE,
  type PlayerFacts,
} from './player-facts';

const TTL_MS = 5_000;
const AT = new Date(Date.UTC(2026, 10, 27, 12));

/** A cache on a monotonic clock the test moves, and a loader that counts its reads. */
function factsWithClock(options: { maxPlayers?: number; notices?: ChangeNotices } = {}) {
  let now = 1_000;
  const facts = createPlayerFacts({
    ttlMs: TTL_MS,
    maxPlayers: options.maxPlayers ?? 100,
    notices: options.notices,
    now: () => now,
  });
  let reads = 0;
  const read =
    (value: number, validUntil?: number) =>
    async (): Promise<{ value: number; validUntil?: number }> => {
      reads++;
      return { value, ...(validUntil === undefined ? {} : { validUntil }) };
    };
  return { facts, read, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('player facts', () => {
  it('keeps a player’s facts for their lifetime, per player and kind', async () => {
    const { facts, read, reads, advance } = factsWithClock();
    expect(await facts.get('u1', 'balance', AT, read(10))).toBe(10);
    expect(await facts.get('u1', 'balance', AT, read(11))).toBe(10);
    expect(await facts.get('u1', 'items', AT, read(12))).toBe(12);
    expect(await facts.get('u2', 'balance', AT, read(13))).toBe(13);
    expect(reads()).toBe(3);
    advance(TTL_MS);
    expect(await facts.get('u1', 'balance', AT, read(14))).toBe(14);
  });

  it('reads again once the clock passes the moment the facts change by themselves', async () => {
    const { facts, read } = factsWithClock();
    const expiry = AT.getTime() + 1_000;
    expect(await facts.get('u1', 'balance', AT, read(10, expiry))).toBe(10);
    expect(await facts.get('u1', 'balance', new Date(expiry - 1), read(11))).toBe(10);
    expect(await facts.get('u1', 'balance', new Date(expiry), read(5))).toBe(5);
    // A clock moved back before the read reads again too.
    expect(await facts.get('u1', 'balance', new Date(AT.getTime() - 1), read(7))).toBe(7);
  });

  it('keeps nothing when off', async () => {
    const facts = createPlayerFacts({ ttlMs: 0, maxPlayers: 100 });
    let reads = 0;
    const read = async () => ({ value: ++reads });
    await facts.get('u1', 'balance', AT, read);
    expect(await facts.get('u1', 'balance', AT, read)).toBe(2);
  });

  it('forgets a player whose facts changed, here and through the notices', async () => {
    const notices = localChangeNotices();
    const heard: Array<string | undefined> = [];
    notices.subscribe(PLAYER_FACTS_NOTICE, (key) => heard.push(key));
    const { facts, read } = factsWithClock({ notices });
    await facts.get('u1', 'balance', AT, read(10));
    await facts.get('u1', 'items', AT, read(10));
    await facts.get('u2', 'balance', AT, read(20));
    facts.changed('u1');
    expect(heard).toEqual(['u1']);
    expect(await facts.get('u1', 'balance', AT, read(9))).toBe(9);
    expect(await facts.get('u1', 'items', AT, read(9))).toBe(9);
    expect(await facts.get('u2', 'balance', AT, read(21))).toBe(20);
    // Another node's notice does the same; one without a key forgets everyone.
    notices.publish(PLAYER_FACTS_NOTICE, 'u2');
    expect(await facts.get('u2', 'balance', AT, read(22))).toBe(22);
    notices.publish(PLAYER_FACTS_NOTICE);
    expect(await facts.get('u1', 'balance', AT, read(8))).toBe(8);
  });

  it('does not keep facts read while the player’s facts changed', async () => {
    const { facts } = factsWithClock();
    const held = gate();
    const first = facts.get('u1', 'balance', AT, async () => {
      await held.opened;
      return { value: 100 };
    });
    // The player spent while the database was being asked: the answer may predate the spend.
    facts.changed('u1');
    held.open();
    expect(await first).toBe(100);
    let read = 0;
    expect(await facts.get('u1', 'balance', AT, async () => ({ value: 90 + ++read }))).toBe(91);
    expect(await facts.get('u1', 'balance', AT, async () => ({ value: 90 + ++read }))).toBe(91);
  });

  it('keeps facts read while another player’s changed', async () => {
    const { facts } = factsWithClock();
    const held = gate();
    const first = facts.get('u1', 'balance', AT, async () => {
      await held.opened;
      return { value: 100 };
    });
    facts.changed('u2');
    held.open();
    await first;
    expect(await facts.get('u1', 'balance', AT, async () => ({ value: 1 }))).toBe(100);
  });

  it('holds at most maxPlayers, dropping the one kept longest ago', async () => {
    const { facts, read } = factsWithClock({ maxPlayers: 2 });
    for (const [index, user] of ['a', 'b', 'c'].entries())
      await facts.get(user, 'balance', AT, read(index));
    expect(await facts.get('a', 'balance', AT, read(10))).toBe(10);
    expect(await facts.get('c', 'balance', AT, read(12))).toBe(2);
  });
});

/**
 * Two API nodes on one database with the players' facts kept, no Redis between them: a spend on
 * one node shows at once in the player's next read there, and on the other once its entry is
 * older than the cache's lifetime.
 */
describeEachDatabase('player facts across nodes without Redis', ({ db }) => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function node(facts?: PlayerFacts) {
    const app = await buildTestApp({
      db: db(),
      // Sessions kept too: the catalogue page is then sent as the bytes rendered before, until
      // the player's facts change (items/player-pages.ts).
      env: { PLAYER_FACTS_CACHE_MS: String(TTL_MS), SESSION_CACHE_MS: String(TTL_MS) },
      extra: { ledger, notices: localChangeNotices(), ...(facts ? { playerFacts: facts } : {}) },
    });
    apps.push(app);
    return app;
  }
  const read = async (app: FastifyInstance, token: string) => {
    const answer = await app.inject({
      url: '/api/v1/group-item?lang=en',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json() as {
      data: { point: number; groups: Array<{ items: Array<{ id: string; state: string }> }> };
    };
    return data;
  };

  it('shows an operator’s write at once: any console write makes the node read every player again', async () => {
    const app = await node();
    const player = await createPlayer(db(), ledger, { points: 1_000 });
    const point = async () =>
      (
        (
          await app.inject({
            url: '/api/v1/point',
            headers: { authorization: `Bearer ${player.token}` },
          })
        ).json() as { data: { point: number } }
      ).data.point;
    expect(await point()).toBe(1_000);
    // Points the player's own requests did not move (as an operator's adjustment moves them)…
    await db().transaction((tx) =>
      ledger.credit(tx, {
        userId: player.id,
        amount: 250,
        reason: 'welcome_bonus',
        now: new Date(Date.UTC(2026, 0, 2)),
        expiresAt: new Date(Date.UTC(2030, 0, 1)),
      }),
    );
    expect(await point()).toBe(1_000);
    // …show once a console write has been answered, even one refused.
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/console/festivals',
      payload: {},
    });
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    expect(await point()).toBe(1_250);
  });

  it('shows an entry in the totals every player sees at once (the shared facts are forgotten)', async () => {
    const lotteryId = `lot-${randomUUID().slice(0, 8)}`;
    await seedLotteries(db(), new Date(), `camp-${lotteryId}`, [
      { id: lotteryId, pointsPerEntry: 10 },
    ]);
    const app = await node();
    const player = await createPlayer(db(), ledger, { points: 1_000 });
    const totalSeenBy = async (token?: string) => {
      const answer = await app.inject({
        url: `/api/v1/campaign-lottery-item/${lotteryId}?lang=en`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { data: { lottery: { total_entries: number } } }).data.lottery
        .total_entries;
    };
    expect(await totalSeenBy()).toBe(0);
    expect(await totalSeenBy(player.token)).toBe(0);
    const entered = await app.inject({
      method: 'POST',
      url: `/api/v1/campaign-lottery-item/${lotteryId}`,
      headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
      payload: { count: 2 },
    });
    expect(entered.statusCode).toBe(200);
    // A visitor's next read and the player's both show the two entries, within the lifetime.
    expect(await totalSeenBy()).toBe(2);
    expect(await totalSeenBy(player.token)).toBe(2);
  });

  it('shows a spend at once on its node, and on another within the lifetime', async () => {
    await seedShop(db());
    const a = await node();
    const clock = factsWithClock();
    const b = await node(clock.facts);
    const player = await createPlayer(db(), ledger, { points: 1_000 });
    expect((await read(a, player.token)).point).toBe(1_000);
    expect((await read(a, player.token)).point).toBe(1_000);
    expect((await read(b, player.token)).point).toBe(1_000);

    const spent = await a.inject({
      method: 'POST',
      url: '/api/v1/item-withdraw/coins-100',
      headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
    });
    expect(spent.statusCode).toBe(200);
    const left = (spent.json() as { data: { point: number } }).data.point;
    expect(left).toBeLessThan(1_000);
    expect((await read(a, player.token)).point).toBe(left);
    expect(
      (
        (
          await a.inject({
            url: '/api/v1/point',
            headers: { authorization: `Bearer ${player.token}` },
          })
        ).json() as { data: { point: number } }
      ).data.point,
    ).toBe(left);
    // Node B heard nothing: it trusts what it read until the entry's lifetime is over…
    expect((await read(b, player.token)).point).toBe(1_000);
    clock.advance(TTL_MS);
    // …and then asks the database.
    expect((await read(b, player.token)).point).toBe(left);
  });
});

describe('forgetPlayersOf: what finished jobs make every node read again', () => {
  const job = (kind: string, payload: unknown): Job<unknown> => ({
    id: `${kind}:1`,
    kind,
    reference: null,
    payload,
    attempts: 1,
    runAt: new Date(),
  });
  const upkeep = new Set(['prune-jobs']);
  const recorder = () => {
    const calls: string[] = [];
    const facts: PlayerFacts = {
      get: (_user, _kind, _now, load) => load().then((fresh) => fresh.value),
      changed: (userId) => calls.push(userId),
      changedAll: () => calls.push('*'),
    };
    return { calls, facts };
  };

  it('the players a job names, once each; upkeep none', () => {
    const { calls, facts } = recorder();
    forgetPlayersOf(
      [
        job('item-delivery', { user_id: 'u1', exchange_id: 'e1' }),
        job('prune-jobs', null),
        job('item-delivery', { user_id: 'u1', exchange_id: 'e2' }),
        job('item-delivery', { user_id: 'u2', exchange_id: 'e3' }),
      ],
      facts,
      upkeep,
    );
    expect(calls).toEqual(['u1', 'u2']);
  });

  it('every player for a job that names none (a draw, an expiry)', () => {
    const { calls, facts } = recorder();
    forgetPlayersOf(
      [job('item-delivery', { user_id: 'u1' }), job('lottery-draw', { lottery_id: 'l1' })],
      facts,
      upkeep,
    );
    expect(calls).toEqual(['*']);
  });
});
