import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ConfirmAddressResponse,
  LotteryCampaignResponse,
  LotteryCampaignsResponse,
  LotteryEntryResponse,
  LotteryItemResponse,
  PointHistoryResponse,
  WinnerAddressResponse,
} from '@points/contracts';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { describeEachDatabase } from '../../test/databases';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { seedLotteries, type TestLottery } from '../../test/lotteries';
import { createPlayer, type Player } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { suiteApp } from '../../test/suite-app';
import { asPlayer } from '../../test/users';
import { createLotteryCatalogueStore } from './lottery-catalogue';
import { verifyDrawProof } from '../draws/verify-draw';
import { readTicketList } from '../draws/draw-once';
import { ticketListHash } from '../draws/draw';
import { LOTTERY_DRAW_TABLES } from './draw-job';
import { ticketNumbersHandler, ticketNumbersJob } from './ticket-numbers';

// Wednesday 25 November 2026, 10:00 UTC.
const START = Date.parse('2026-11-25T10:00:00Z');
const HOUR_MS = 3_600_000;

describeEachDatabase('lotteries', ({ db }) => {
  let now = new Date(START);
  const clock = () => now;
  const simulator = createGameSimulator();
  let serial = 0;

  /** What the suite's app, and each node a test builds beside it, runs with. */
  const dependencies = () => ({
    clock,
    gateway: simulator,
    lotteries: createLotteryCatalogueStore(db(), { refreshMs: 0 }),
  });
  const app = suiteApp(db, dependencies);
  /** Another node on the suite's database, clock and platform, with `env`: its test closes it. */
  const nodeWith = (env: Record<string, string>) =>
    buildTestApp({ db: db(), env, extra: { ledger, ...dependencies() } });
  beforeEach(() => {
    now = new Date(START);
  });

  /** A fresh campaign with one lottery (ids made unique); returns the ids. */
  const lottery = async (options: Omit<TestLottery, 'id'> = {}) => {
    serial++;
    const id = `lot-${serial}`;
    await seedLotteries(db(), now, `camp-${serial}`, [{ id, ...options }]);
    return { id, campaignId: `camp-${serial}` };
  };
  const item = async (id: string, player?: Player) => {
    const response = await app.inject({
      url: `/api/v1/campaign-lottery-item/${id}?lang=en`,
      headers: asPlayer(player),
    });
    expect(response.statusCode).toBe(200);
    return LotteryItemResponse.parse(response.json()).data;
  };
  const enter = (player: Player | undefined, id: string, count: unknown, key = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/campaign-lottery-item/${id}`,
      headers: { ...asPlayer(player), 'idempotency-key': key },
      payload: { count },
    });
  const confirm = (player: Player, id: string, confirmed: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/campaign-lottery-item/${id}/confirm-address`,
      headers: asPlayer(player),
      payload: { confirmed },
    });
  const balance = (player: Player) => ledger.balance(db(), player.id, now);
  const at = (hours: number) => {
    now = new Date(START + hours * HOUR_MS);
  };
  const drain = async () => {
    while ((await app.jobs.runDue()).claimed > 0) {
      /* until nothing is due */
    }
  };
  const giveAddress = (player: Player, phone = '+81 3-0000-0001') =>
    db().query(`UPDATE users SET phone_number = $2, address = $3 WHERE id = $1`, [
      player.id,
      phone,
      JSON.stringify({
        family_name: 'Sato',
        given_name: 'Yui',
        postal_code: '100-0001',
        region: 'Tokyo',
        city: 'Chiyoda',
        street: '1-1',
        building: 'Room 2',
      }),
    ]);

  describe('catalogue', () => {
    it('shows visitors each state as it comes, and every entry, with the pages kept as bytes', async () => {
      // A node that keeps facts and visitors' pages, on the test's clock.
      const keeping = await nodeWith({ PLAYER_FACTS_CACHE_MS: '60000' });
      try {
        const { id, campaignId } = await lottery({ entryFrom: 1, entryTo: 3 });
        const seen = async () => {
          const answer = await keeping.inject({ url: '/api/v1/campaign-lottery?lang=en' });
          expect(answer.statusCode).toBe(200);
          const campaign = LotteryCampaignsResponse.parse(answer.json()).data.campaigns.find(
            (c) => c.id === campaignId,
          )!;
          return { open: campaign.open, ...campaign.lotteries[0]! };
        };
        expect(await seen()).toMatchObject({ state: 'upcoming', open: false, total_entries: 0 });
        expect(await seen()).toMatchObject({ state: 'upcoming' });
        at(1);
        expect(await seen()).toMatchObject({ state: 'open', open: true, total_entries: 0 });
        const player = await createPlayer(db(), ledger, { points: 1_000 });
        const entered = await keeping.inject({
          method: 'POST',
          url: `/api/v1/campaign-lottery-item/${id}`,
          headers: { ...asPlayer(player), 'idempotency-key': randomUUID() },
          payload: { count: 3 },
        });
        expect(entered.statusCode).toBe(200);
        expect(await seen()).toMatchObject({ state: 'open', total_entries: 3 });
        // A player's list joins each lottery's shared part to their own, as the detail shows it.
        const asEntrant = async (url: string) =>
          (await keeping.inject({ url, headers: asPlayer(player) })).json();
        const listed = LotteryCampaignsResponse.parse(
          await asEntrant('/api/v1/campaign-lottery?lang=en'),
        ).data;
        const detail = LotteryCampaignResponse.parse(
          await asEntrant(`/api/v1/campaign-lottery/${campaignId}?lang=en`),
        ).data;
        expect(detail.campaign.lotteries[0]).toMatchObject({
          entry_count: 3,
          entries_left: detail.campaign.lotteries[0]!.entry_limit - 3,
          total_entries: 3,
        });
        expect(listed.campaigns.find((c) => c.id === campaignId)).toEqual(detail.campaign);
        expect(listed.point).toBe(detail.point);
        expect(await seen()).toMatchObject({ entry_count: 0, entries_left: null });
        // The player's page follows what changes their facts only (points credited outside
        // their requests, shown once they wrote anything on this node), and the clock.
        const mine = async () => {
          const data = LotteryCampaignsResponse.parse(
            await asEntrant('/api/v1/campaign-lottery?lang=en'),
          ).data;
          const { lotteries } = data.campaigns.find((c) => c.id === campaignId)!;
          return { point: data.point, ...lotteries[0]! };
        };
        const before = await mine();
        expect(before).toMatchObject({ state: 'open', entry_count: 3 });
        await db().transaction((tx) =>
          ledger.credit(tx, {
            userId: player.id,
            amount: 250,
            reason: 'welcome_bonus',
            now,
            expiresAt: new Date(START + 400 * 86_400_000),
          }),
        );
        expect(await mine()).toEqual(before);
        const read = await keeping.inject({
          method: 'POST',
          url: '/api/v1/notifications/read',
          headers: asPlayer(player),
          payload: { all: true },
        });
        expect(read.statusCode).toBe(200);
        expect(await mine()).toEqual({ ...before, point: before.point! + 250 });
        at(3);
        expect(await seen()).toMatchObject({ state: 'closed', open: false, total_entries: 3 });
        expect(await mine()).toMatchObject({ state: 'closed', entry_count: 3, entries_left: 7 });
      } finally {
        await keeping.close();
      }
    });

    it('lists campaigns and describes a lottery, its periods and its commitment, to a visitor', async () => {
      const { id, campaignId } = await lottery({ pointsPerEntry: 30, entryLimit: 5 });
      const list = LotteryCampaignsResponse.parse(
        (await app.inject({ url: '/api/v1/campaign-lottery?lang=ja' })).json(),
      ).data;
      expect(list.point).toBeNull();
      const listed = list.campaigns.find((c) => c.id === campaignId)!;
      expect(listed).toMatchObject({ name: `抽選 ${campaignId}`, open: true });
      const detail = LotteryCampaignResponse.parse(
        (await app.inject({ url: `/api/v1/campaign-lottery/${campaignId}` })).json(),
      ).data.campaign;
      const view = detail.lotteries[0]!;
      expect(view).toMatchObject({
        id,
        name: `Lottery ${id}`,
        points_per_entry: 30,
        entry_limit: 5,
        entry_count: 0,
        entries_left: null,
        total_entries: 0,
        state: 'open',
        entry_to: new Date(START + 24 * HOUR_MS).toISOString(),
        address_deadline: new Date(START + (26 + 24 * 7) * HOUR_MS).toISOString(),
      });
      expect(view.proof).toMatchObject({
        seed: null,
        ticket_list_hash: null,
        winning_tickets: null,
      });
      expect(view.proof.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(view.prizes).toEqual([
        expect.objectContaining({ position: 0, name: 'Prize 0', delivery: 'shipped', quantity: 1 }),
      ]);
    });

    it('answers 404 for a lottery or campaign that does not exist, and 400 for a bad id', async () => {
      for (const url of ['/api/v1/campaign-lottery-item/nope', '/api/v1/campaign-lottery/nope']) {
        const response = await app.inject({ url });
        expect(response.json()).toEqual({ status_code: 404 });
      }
      const bad = await app.inject({ url: '/api/v1/campaign-lottery-item/NOT_AN_ID' });
      expect(bad.json()).toEqual({ status_code: 400 });
    });

    it('says upcoming before the entry period', async () => {
      const { id } = await lottery({ entryFrom: 2, entryTo: 10 });
      expect((await item(id)).lottery.state).toBe('upcoming');
    });
  });

  describe('entries', () => {
    it('debits points × count, gives tickets and counts the total, numbering none before the draw', async () => {
      const { id } = await lottery({ pointsPerEntry: 25, entryLimit: 10 });
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const response = await enter(player, id, 3);
      expect(response.statusCode).toBe(200);
      const data = LotteryEntryResponse.parse(response.json()).data;
      expect(data).toEqual({ lottery_id: id, count: 3, points_spent: 75, point: 925 });
      expect(await balance(player)).toBe(925);
      const seen = await item(id, player);
      // No number while entries are open (the draw gives them, in the order of entry): the
      // player's entry count says how many tickets they hold.
      expect(seen.tickets).toEqual([]);
      const held = await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM lottery_tickets
          WHERE lottery_id = $1 AND user_id = $2 AND number IS NULL`,
        [id, player.id],
      );
      expect(held.rows).toEqual([{ n: 3 }]);
      expect(seen.lottery).toMatchObject({
        entry_count: 3,
        entries_left: 7,
        total_entries: 3,
        state: 'open',
      });
      expect(seen.point).toBe(925);
    });

    it('answers a replay of the key once, and refuses the key with another body', async () => {
      const { id } = await lottery();
      const player = await createPlayer(db(), ledger, { points: 500 });
      const key = randomUUID();
      const first = await enter(player, id, 2, key);
      const again = await enter(player, id, 2, key);
      expect(again.body).toBe(first.body);
      expect((await item(id, player)).lottery.entry_count).toBe(2);
      expect(await balance(player)).toBe(480);
      const other = await enter(player, id, 3, key);
      expect(other.json().status_code).toBe(400);
      expect(await balance(player)).toBe(480);
    });

    it('refuses at the entry limit, all or nothing, and changes nothing', async () => {
      const { id } = await lottery({ entryLimit: 5 });
      const player = await createPlayer(db(), ledger, { points: 500 });
      expect((await enter(player, id, 4)).statusCode).toBe(200);
      const over = await enter(player, id, 2);
      expect(over.json()).toEqual({ status_code: 4049, reason: 'entry_limit_reached' });
      expect(await balance(player)).toBe(460);
      expect((await enter(player, id, 1)).statusCode).toBe(200);
      expect((await item(id, player)).lottery.entries_left).toBe(0);
    });

    it('refuses with 402 without enough points', async () => {
      const { id } = await lottery({ pointsPerEntry: 100 });
      const player = await createPlayer(db(), ledger, { points: 250 });
      expect((await enter(player, id, 3)).json()).toEqual({ status_code: 402 });
      expect(await balance(player)).toBe(250);
      expect((await item(id, player)).lottery.entry_count).toBe(0);
      const none = await db().query('SELECT 1 FROM lottery_tickets WHERE lottery_id = $1', [id]);
      expect(none.rows).toEqual([]);
    });

    it('refuses outside the entry period', async () => {
      const { id } = await lottery({ entryFrom: 1, entryTo: 5 });
      const player = await createPlayer(db(), ledger, { points: 500 });
      expect((await enter(player, id, 1)).json()).toEqual({
        status_code: 4049,
        reason: 'entry_closed',
      });
      at(5);
      expect((await enter(player, id, 1)).json()).toEqual({
        status_code: 4049,
        reason: 'entry_closed',
      });
      expect(await balance(player)).toBe(500);
    });

    it('refuses bad input with 400, a visitor with 401', async () => {
      const { id } = await lottery();
      const player = await createPlayer(db(), ledger, { points: 500 });
      for (const count of [0, -1, 1.5, '2', 101, null]) {
        expect((await enter(player, id, count)).json()).toEqual({ status_code: 400 });
      }
      expect((await enter(undefined, id, 1)).json()).toEqual({ status_code: 401 });
      expect((await enter(player, 'nope', 1)).json()).toEqual({ status_code: 404 });
      expect(await balance(player)).toBe(500);
    });

    it('names the lottery in the points history', async () => {
      const { id } = await lottery();
      const player = await createPlayer(db(), ledger, { points: 500 });
      await enter(player, id, 2);
      const history = PointHistoryResponse.parse(
        (
          await app.inject({ url: '/api/v1/point-history?lang=en', headers: asPlayer(player) })
        ).json(),
      );
      const entry = history.data.history.find((e) => e.reason === 'lottery_entry')!;
      expect(entry).toMatchObject({
        amount: -20,
        subject: {
          type: 'lottery',
          id,
          name: `Lottery ${id}`,
          path: `/campaign-lotto-detail/${id}`,
        },
      });
    });
  });

  describe('the draw and the result', () => {
    it('draws at the selection time, shows the result from the announcement, with a proof that verifies', async () => {
      const { id } = await lottery({ prizes: [{ quantity: 1 }] });
      const winner = await createPlayer(db(), ledger, { points: 500 });
      const others = await Promise.all(
        [1, 2, 3].map(() => createPlayer(db(), ledger, { points: 500 })),
      );
      // 12 tickets: numbers of one and two digits, listed by number (not as text: 10 before 9).
      for (const player of [winner, ...others])
        expect((await enter(player, id, 3)).statusCode).toBe(200);

      at(24.5);
      await drain();
      expect(
        (await db().query('SELECT 1 FROM lottery_draws WHERE lottery_id = $1', [id])).rows,
      ).toHaveLength(0);
      at(25.01);
      await drain();
      expect(
        (await db().query('SELECT 1 FROM lottery_draws WHERE lottery_id = $1', [id])).rows,
      ).toHaveLength(1);

      // A node that keeps players' facts reads the list once the draw is made; at the
      // announcement the same catalogue shows the result (the facts read for it change by the
      // clock alone).
      const keeping = await nodeWith({ PLAYER_FACTS_CACHE_MS: '60000' });
      const listed = async (player: Player) => {
        const answer = await keeping.inject({
          url: '/api/v1/campaign-lottery?lang=en',
          headers: asPlayer(player),
        });
        const { campaigns } = LotteryCampaignsResponse.parse(answer.json()).data;
        return campaigns.flatMap((c) => c.lotteries).find((l) => l.id === id)!.state;
      };
      try {
        expect(await listed(winner)).toBe('closed');
        expect(await listed(others[0]!)).toBe('closed');
        at(26);
        const states = await Promise.all([winner, ...others].map(listed));
        expect(states.filter((state) => state === 'won')).toHaveLength(1);
        expect(states.filter((state) => state === 'lost')).toHaveLength(3);
      } finally {
        await keeping.close();
      }
      at(25.01);

      // Drawn, not announced: nothing of the result shows, and no proof.
      const closed = await item(id, winner);
      expect(closed.lottery.state).toBe('closed');
      // The draw numbered the tickets 1..n in the order of entry: the first entrant holds 1 to 3.
      expect(closed.tickets).toEqual([1, 2, 3]);
      expect(closed.won).toBeNull();
      expect(closed.lottery.proof.seed).toBeNull();
      expect(
        (await app.inject({ url: `/api/v1/campaign-lottery-item/${id}/proof` })).json(),
      ).toEqual({ status_code: 404 });

      at(26);
      const views = await Promise.all([winner, ...others].map((player) => item(id, player)));
      const won = views.filter((view) => view.lottery.state === 'won');
      expect(won).toHaveLength(1);
      expect(views.filter((view) => view.lottery.state === 'lost')).toHaveLength(3);
      expect(won[0]!.won).toMatchObject({ prize_position: 0, status: 'address_needed' });
      expect(won[0]!.tickets).toContain(won[0]!.won!.ticket);
      expect((await item(id)).lottery.state).toBe('announced');

      const proofResponse = await app.inject({ url: `/api/v1/campaign-lottery-item/${id}/proof` });
      const proof = proofResponse.json();
      expect(verifyDrawProof(proof).every((check) => check.ok)).toBe(true);
      expect(proof.data.tickets.map((t: [number, string]) => t[0])).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
      expect(proof.data.commitment).toBe(views[0]!.lottery.proof.commitment);
      expect(views[0]!.lottery.proof.winning_tickets).toEqual([won[0]!.won!.ticket]);
      // A player finds their own tickets in the published list under their pseudonym.
      const mine = proof.data.tickets.filter((t: [number, string]) => t[1] === views[1]!.holder);
      expect(mine.map((t: [number, string]) => t[0])).toEqual(views[1]!.tickets);
      expect(views.map((view) => view.tickets)).toEqual([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [10, 11, 12],
      ]);
      // Nothing else about players is published.
      expect(proofResponse.body).not.toContain(winner.id);
    });

    it('numbers a lottery above the inline size after the draw, by a job in batches: the list and proof the same before and after', async () => {
      // A node that numbers at most 50 tickets in the draw's transaction, then 20 a batch.
      const small = await nodeWith({
        LOTTERY_NUMBERING_INLINE_MAX: '50',
        LOTTERY_NUMBERING_BATCH: '20',
      });
      try {
        const { id } = await lottery({
          entryLimit: 100,
          pointsPerEntry: 1,
          prizes: [{ quantity: 2 }],
        });
        const players = await Promise.all(
          [1, 2, 3].map(() => createPlayer(db(), ledger, { points: 500 })),
        );
        // 130 tickets, the players' interleaved: 40, 50, 40.
        for (const [player, count] of [
          [players[0]!, 20],
          [players[1]!, 50],
          [players[0]!, 20],
          [players[2]!, 40],
        ] as const) {
          expect((await enter(player, id, count)).statusCode).toBe(200);
        }
        const seen = async (player: Player) =>
          LotteryItemResponse.parse(
            (
              await small.inject({
                url: `/api/v1/campaign-lottery-item/${id}?lang=en`,
                headers: asPlayer(player),
              })
            ).json(),
          ).data;
        const numbers = async () =>
          (
            await db().query<{ number: string | null; position: string }>(
              `SELECT number::text, (row_number() OVER (ORDER BY seq))::text AS position
                 FROM lottery_tickets WHERE lottery_id = $1 ORDER BY seq`,
              [id],
            )
          ).rows;
        const drawnHash = async () =>
          (
            await db().query<{ ticket_list_hash: string }>(
              'SELECT ticket_list_hash FROM lottery_draws WHERE lottery_id = $1',
              [id],
            )
          ).rows[0]!.ticket_list_hash;

        at(25.01);
        // One pass: the draw alone (the numbering job it enqueues is claimed by the next pass).
        expect((await small.jobs.runDue()).done).toBeGreaterThanOrEqual(1);
        const hash = await drawnHash();
        const winners = (
          await db().query<{ ticket: string }>(
            'SELECT ticket::text FROM lottery_winners WHERE lottery_id = $1 ORDER BY slot',
            [id],
          )
        ).rows.map((row) => row.ticket);
        expect(winners).toHaveLength(2);
        // Only the winners' tickets have their numbers yet, each its position.
        const before = await numbers();
        expect(
          before
            .filter((row) => row.number !== null)
            .map((row) => row.number)
            .sort(),
        ).toEqual([...winners].sort());
        for (const row of before) if (row.number !== null) expect(row.number).toBe(row.position);
        // The list reads as the draw hashed it, and players see how many tickets they hold.
        expect(ticketListHash(await readTicketList(db(), LOTTERY_DRAW_TABLES, id, hash))).toBe(
          hash,
        );
        for (const player of players) expect((await seen(player)).tickets).toEqual([]);
        at(26);
        const proofBefore = (
          await small.inject({ url: `/api/v1/campaign-lottery-item/${id}/proof` })
        ).json();
        expect(verifyDrawProof(proofBefore).every((check) => check.ok)).toBe(true);
        expect(proofBefore.data.tickets.map((t: [number, string]) => t[0])).toEqual(
          Array.from({ length: 130 }, (_, i) => i + 1),
        );

        // The job numbers every ticket by its position, in batches of 20.
        expect(
          (
            await db().query("SELECT 1 FROM jobs WHERE id = $1 AND status = 'pending'", [
              `lottery-numbers:${id}`,
            ])
          ).rows,
        ).toHaveLength(1);
        while ((await small.jobs.runDue()).claimed > 0) {
          /* until nothing is due */
        }
        const after = await numbers();
        expect(after.map((row) => row.number)).toEqual(after.map((row) => row.position));
        expect(after).toHaveLength(130);
        const range = (from: number, to: number) =>
          Array.from({ length: to - from + 1 }, (_, i) => from + i);
        expect((await seen(players[0]!)).tickets).toEqual([...range(1, 20), ...range(71, 90)]);
        expect((await seen(players[1]!)).tickets).toEqual(range(21, 70));
        expect((await seen(players[2]!)).tickets).toEqual(range(91, 130));
        // The same list and proof as drawn.
        expect(ticketListHash(await readTicketList(db(), LOTTERY_DRAW_TABLES, id, hash))).toBe(
          hash,
        );
        const proofAfter = (
          await app.inject({ url: `/api/v1/campaign-lottery-item/${id}/proof` })
        ).json();
        expect(verifyDrawProof(proofAfter).every((check) => check.ok)).toBe(true);
        expect(proofAfter).toEqual(proofBefore);

        // Numbering again (a node that died before marking the job done, or two at once) writes
        // nothing: no row gets a new version.
        const versions = async () =>
          (
            await db().query<{ xmin: string }>(
              'SELECT xmin::text FROM lottery_tickets WHERE lottery_id = $1 ORDER BY seq',
              [id],
            )
          ).rows.map((row) => row.xmin);
        const written = await versions();
        const handler = ticketNumbersHandler({
          db: db(),
          numbering: { inlineMax: 50, batchSize: 20 },
        });
        const job = ticketNumbersJob(id, now);
        const context = { now, finalAttempt: false, tx: null };
        const asRun = {
          ...job,
          reference: job.reference ?? null,
          payload: handler.payload.parse(job.payload),
          attempts: 1,
        };
        await Promise.all([handler.run(asRun, context), handler.run(asRun, context)]);
        expect(await versions()).toEqual(written);
      } finally {
        await small.close();
      }
    });

    it('hands the rest of the numbering to a job of its own once a run has taken its time', async () => {
      const { id } = await lottery({
        entryLimit: 100,
        pointsPerEntry: 1,
        prizes: [{ quantity: 1 }],
      });
      const player = await createPlayer(db(), ledger, { points: 500 });
      expect((await enter(player, id, 70)).statusCode).toBe(200);
      // The job's batches on 70 tickets without numbers (as a big lottery's after its draw).
      let ms = 0;
      const handler = ticketNumbersHandler({
        db: db(),
        numbering: { inlineMax: 0, batchSize: 30 },
        // Each batch takes 6 s: the second ends the run (its budget is 10 s).
        clock: () => (ms += 6_000),
      });
      const job = ticketNumbersJob(id, now);
      await handler.run(
        { ...job, reference: null, payload: handler.payload.parse(job.payload), attempts: 1 },
        { now, finalAttempt: false, tx: null },
      );
      const numbered = await db().query<{ number: string | null }>(
        'SELECT number::text FROM lottery_tickets WHERE lottery_id = $1 ORDER BY seq',
        [id],
      );
      expect(numbered.rows.map((row) => row.number)).toEqual([
        ...Array.from({ length: 60 }, (_, i) => String(i + 1)),
        ...Array.from({ length: 10 }, () => null),
      ]);
      const rest = await db().query<{ payload: { after: string; numbered: number } }>(
        "SELECT payload FROM jobs WHERE kind = 'lottery-numbers' AND reference = $1 AND id <> $2",
        [`lottery:${id}`, job.id],
      );
      expect(rest.rows).toHaveLength(1);
      expect(rest.rows[0]!.payload.numbered).toBe(60);
      await drain();
      const all = await db().query<{ number: string }>(
        'SELECT number::text FROM lottery_tickets WHERE lottery_id = $1 ORDER BY seq',
        [id],
      );
      expect(all.rows.map((row) => Number(row.number))).toEqual(
        Array.from({ length: 70 }, (_, i) => i + 1),
      );
    });

    it('draws a lottery without entries, once, with no winner', async () => {
      const { id } = await lottery();
      at(30);
      await drain();
      await drain();
      const { rows } = await db().query<{ ticket_count: number }>(
        'SELECT ticket_count FROM lottery_draws WHERE lottery_id = $1',
        [id],
      );
      expect(rows).toEqual([{ ticket_count: 0 }]);
      expect((await item(id)).lottery.proof.winning_tickets).toEqual([]);
    });

    it('delivers an in-game prize through the outbox to the game the winner linked', async () => {
      const { id } = await lottery({
        prizes: [{ delivery: 'in_game', game: 'efs', game_item: 'coins-100' }],
      });
      const player = await createPlayer(db(), ledger, { points: 500 });
      await enter(player, id, 1);
      at(26);
      await drain();
      const seen = await item(id, player);
      expect(seen.won).toMatchObject({ status: 'delivered' });
      const delivered = simulator.received.filter((r) => r.deliveryId === `lottery-${id}-0`);
      expect(delivered).toEqual([
        expect.objectContaining({
          contentId: 'efs',
          sku: 'coins-100',
          gameUserId: player.gameUserId,
          outcome: 'delivered',
        }),
      ]);
    });

    it('marks an in-game prize failed when the winner has not linked its game', async () => {
      const { id } = await lottery({
        prizes: [{ delivery: 'in_game', game: 'jcc', game_item: 'coins-100' }],
      });
      const player = await createPlayer(db(), ledger, { points: 500 });
      await enter(player, id, 1);
      at(26);
      await drain();
      expect((await item(id, player)).won).toMatchObject({ status: 'delivery_failed' });
      expect(await balance(player)).toBe(490);
    });
  });

  describe("winners' addresses", () => {
    const drawnWith = async (players: Player[]) => {
      const { id } = await lottery({ prizes: [{ quantity: 1 }] });
      for (const player of players) await enter(player, id, 1);
      at(26);
      await drain();
      const views = await Promise.all(players.map((player) => item(id, player)));
      const winner = players[views.findIndex((view) => view.won)]!;
      const loser = players[views.findIndex((view) => !view.won)]!;
      return { id, winner, loser };
    };

    it('shows the winner their shipping information, confirms it with the tick, then awaits delivery', async () => {
      const players = await Promise.all(
        [1, 2].map(() => createPlayer(db(), ledger, { points: 100 })),
      );
      for (const player of players) await giveAddress(player);
      const { id, winner } = await drawnWith(players);
      const step1 = WinnerAddressResponse.parse(
        (
          await app.inject({
            url: `/api/v1/campaign-lottery-item/${id}/address`,
            headers: asPlayer(winner),
          })
        ).json(),
      ).data;
      expect(step1).toMatchObject({
        status: 'address_needed',
        complete: true,
        shipping: { family_name: 'Sato', city: 'Chiyoda', phone: '+81 3-0000-0001' },
        prize_name: 'Prize 0',
      });
      const confirmed = await confirm(winner, id, true);
      expect(ConfirmAddressResponse.parse(confirmed.json()).data.status).toBe('address_confirmed');
      expect((await confirm(winner, id, true)).body).toBe(confirmed.body);
      expect((await item(id, winner)).won).toMatchObject({ status: 'address_confirmed' });
      const { rows } = await db().query<{ address: { city: string } }>(
        'SELECT address FROM lottery_winners WHERE lottery_id = $1',
        [id],
      );
      expect(rows[0]!.address.city).toBe('Chiyoda');
    });

    it('refuses without the tick, with an incomplete address, after the deadline, and for a loser', async () => {
      const players = await Promise.all(
        [1, 2].map(() => createPlayer(db(), ledger, { points: 100 })),
      );
      for (const player of players) await giveAddress(player, '');
      const { id, winner, loser } = await drawnWith(players);
      expect((await confirm(winner, id, false)).json()).toEqual({
        status_code: 4049,
        reason: 'not_confirmed',
      });
      expect((await confirm(winner, id, true)).json()).toEqual({
        status_code: 4049,
        reason: 'address_incomplete',
      });
      expect((await confirm(loser, id, true)).json()).toEqual({
        status_code: 4049,
        reason: 'not_a_winner',
      });
      expect(
        (
          await app.inject({
            url: `/api/v1/campaign-lottery-item/${id}/address`,
            headers: asPlayer(loser),
          })
        ).json(),
      ).toEqual({ status_code: 4049, reason: 'not_a_winner' });
      await giveAddress(winner);
      at(26 + 24 * 7);
      expect((await confirm(winner, id, true)).json()).toEqual({
        status_code: 4049,
        reason: 'deadline_passed',
      });
      expect((await item(id, winner)).won).toMatchObject({ status: 'address_missed' });
      expect(
        (
          await db().query(
            'SELECT 1 FROM lottery_winners WHERE lottery_id = $1 AND confirmed_at IS NOT NULL',
            [id],
          )
        ).rows,
      ).toEqual([]);
    });

    it('gives the provider page to correct the address, as the signed-in player', async () => {
      const player = await createPlayer(db(), ledger);
      const response = await app.inject({
        url: '/api/v1/login-hint/address-info',
        headers: asPlayer(player),
      });
      const url = new URL(response.json().data.url);
      expect(url.pathname).toBe('/account/address');
      expect(url.searchParams.get('login_hint')).toMatch(/^test-/);
      expect((await app.inject({ url: '/api/v1/login-hint/address-info' })).json()).toEqual({
        status_code: 401,
      });
    });
  });

  it('keeps the ledger whole through entries and refusals', async () => {
    const totals = await ledgerTotals(db());
    for (const account of totals.values()) {
      expect(account.entries_sum).toBe(account.balance);
      expect(account.lots_sum).toBe(account.balance);
      expect(account.min_balance_after ?? 0).toBeGreaterThanOrEqual(0);
    }
  });
});
