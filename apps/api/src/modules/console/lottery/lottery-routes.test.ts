import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  commitmentText,
  ConsoleLotteryCampaignsResponse,
  ConsoleLotteryResponse,
  LotteryItemResponse,
  LotteryListResponse,
  type ConsoleLottery,
} from '@points/contracts';
import { describeEachDatabase } from '../../../test/databases';
import { testLedger as ledger } from '../../../test/ledger';
import { createPlayer } from '../../../test/shop';
import { consoleRequest, suiteApp, suiteOperators } from '../../../test/suite-app';
import { sha256Hex } from '../../draws/draw';
import { createLotteryCatalogueStore } from '../../lottery/lottery-catalogue';

const HOUR_MS = 3_600_000;
const START = Date.parse('2026-11-25T10:00:00Z');

describeEachDatabase('console lotteries', ({ db }) => {
  let now = new Date(START);
  const at = (hours: number) => new Date(START + hours * HOUR_MS).toISOString();
  const app = suiteApp(db, () => ({
    clock: () => now,
    lotteries: createLotteryCatalogueStore(db(), { refreshMs: 0 }),
  }));
  const { editor, viewer, admin } = suiteOperators(db);
  const send = consoleRequest(app);

  const lottery = (id: string) => ({
    id,
    campaign_id: 'console-draws',
    sort_order: 0,
    points_per_entry: 10,
    entry_limit: 3,
    entry_from: at(-1),
    entry_to: at(24),
    selection_at: at(25),
    result_from: at(26),
    result_to: at(200),
    address_deadline: at(100),
    image: '',
    texts: { en: { name: 'Console ball', description: 'A ball' } },
    prizes: [
      {
        quantity: 1,
        delivery: 'shipped',
        game: null,
        game_item: null,
        image: '',
        texts: { en: { name: 'Ball', details: 'Signed' } },
      },
    ],
    version: null as number | null,
  });

  it('creates a campaign and a lottery, which players then see with its commitment', async () => {
    const created = await send('POST', '/lottery-campaigns', editor, {
      id: 'console-draws',
      sort_order: 3,
      published: true,
      image: '',
      texts: { en: { name: 'Console draws', description: 'From the console' } },
      version: null,
    });
    expect(created.json().status_code).toBe(200);
    const response = await send('POST', '/lotteries', editor, lottery('console-ball'));
    const saved = ConsoleLotteryResponse.parse(response.json()).data;
    expect(saved.lottery).toMatchObject({ id: 'console-ball', points_per_entry: 10, version: 1 });
    expect(saved.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(saved.draw).toBeNull();
    expect(response.body).not.toContain('seed');

    const player = LotteryItemResponse.parse(
      (await app.inject({ url: '/api/v1/campaign-lottery-item/console-ball' })).json(),
    ).data;
    expect(player.lottery.proof.commitment).toBe(saved.commitment);

    const list = LotteryListResponse.parse(
      (await app.inject({ url: '/api/v1/console/lotteries?q=ball', headers: viewer })).json(),
    );
    expect(list.data.map((row) => row.id)).toContain('console-ball');
    const campaigns = ConsoleLotteryCampaignsResponse.parse(
      (await app.inject({ url: '/api/v1/console/lottery-campaigns', headers: viewer })).json(),
    );
    // Its lotteries' first entry start and last result day: the console says when it opens.
    expect(campaigns.data.find((c) => c.id === 'console-draws')).toMatchObject({
      lottery_count: 1,
      starts_at: lottery('console-ball').entry_from,
      ends_at: lottery('console-ball').result_to,
    });
  });

  it('updates at the version read, keeps the commitment, and refuses a stale version', async () => {
    const read = ConsoleLotteryResponse.parse(
      (await app.inject({ url: '/api/v1/console/lotteries/console-ball', headers: viewer })).json(),
    ).data;
    const update = {
      ...lottery('console-ball'),
      points_per_entry: 15,
      version: read.lottery.version,
    };
    const updated = ConsoleLotteryResponse.parse(
      (await send('PUT', '/lotteries/console-ball', editor, update)).json(),
    ).data;
    expect(updated.lottery.points_per_entry).toBe(15);
    expect(updated.commitment).toBe(read.commitment);
    const stale = await send('PUT', '/lotteries/console-ball', editor, update);
    expect(stale.json()).toEqual({ status_code: 4049, reason: 'changed_since_read' });
    const viewerWrite = await send('PUT', '/lotteries/console-ball', viewer, update);
    expect(viewerWrite.json().status_code).toBe(403);
  });

  it('publishes a new commitment for an edit before entries open, and refuses one after', async () => {
    const body = (read: ConsoleLottery, change: object) => ({
      ...read.lottery,
      ...change,
      version: read.lottery.version,
    });
    const readBack = async () =>
      ConsoleLotteryResponse.parse(
        (
          await app.inject({ url: '/api/v1/console/lotteries/console-later', headers: viewer })
        ).json(),
      ).data;
    const created = ConsoleLotteryResponse.parse(
      (
        await send('POST', '/lotteries', editor, {
          ...lottery('console-later'),
          entry_from: at(2),
        })
      ).json(),
    ).data;
    const seen = async () =>
      LotteryItemResponse.parse(
        (await app.inject({ url: '/api/v1/campaign-lottery-item/console-later' })).json(),
      ).data.lottery.proof;
    // Before entries open: a second prize is added, and the commitment players see follows it.
    const prize = lottery('console-later').prizes[0]!;
    const moved = ConsoleLotteryResponse.parse(
      (
        await send(
          'PUT',
          '/lotteries/console-later',
          editor,
          body(created, { prizes: [prize, { ...prize, quantity: 4 }] }),
        )
      ).json(),
    ).data;
    expect(moved.commitment).not.toBe(created.commitment);
    const proof = await seen();
    expect(proof).toMatchObject({
      commitment: moved.commitment,
      subject: 'lottery:console-later',
      prizes: [
        { position: 0, quantity: 1 },
        { position: 1, quantity: 4 },
      ],
      entry_from: at(2),
      entry_to: at(24),
    });
    expect(sha256Hex(commitmentText(proof))).toBe(proof.commitment);
    // From the opening of entries, the prize slots and the period are final.
    now = new Date(START + 2 * HOUR_MS);
    const refusals: Array<[string, object]> = [
      ['entry_from', { entry_from: at(3) }],
      ['entry_to', { entry_to: at(12) }],
      ['entry_to', { entry_to: at(24.5) }],
      ['prizes', { prizes: [prize] }],
      ['prizes', { prizes: [prize, { ...prize, quantity: 5 }] }],
      ['prizes', { prizes: [{ ...prize, quantity: 4 }, prize] }],
    ];
    for (const [field, change] of refusals) {
      const response = await send('PUT', '/lotteries/console-later', editor, {
        ...body(await readBack(), change),
      });
      expect(response.json(), JSON.stringify(change)).toEqual({
        status_code: 4049,
        reason: 'commitment_fixed',
        field,
      });
    }
    // What the draw does not depend on may still change, and the commitment stays.
    const kept = ConsoleLotteryResponse.parse(
      (
        await send(
          'PUT',
          '/lotteries/console-later',
          editor,
          body(await readBack(), {
            points_per_entry: 12,
            texts: { en: { name: 'Renamed ball', description: 'A ball' } },
          }),
        )
      ).json(),
    ).data;
    expect(kept.lottery.points_per_entry).toBe(12);
    expect(kept.commitment).toBe(moved.commitment);
    expect((await seen()).commitment).toBe(moved.commitment);
    now = new Date(START);
  });

  it('refuses times out of order and an in-game prize without its game', async () => {
    const backwards = { ...lottery('console-bad'), selection_at: at(1) };
    expect((await send('POST', '/lotteries', editor, backwards)).json().status_code).toBe(400);
    const prize = { ...lottery('console-bad').prizes[0]!, delivery: 'in_game' };
    const noGame = { ...lottery('console-bad'), prizes: [prize] };
    expect((await send('POST', '/lotteries', editor, noGame)).json().status_code).toBe(400);
    expect(
      (await app.inject({ url: '/api/v1/console/lotteries/console-bad', headers: viewer })).json(),
    ).toEqual({ status_code: 404 });
  });

  it('shows the draw and winners, exports shipping to admins only, marks a prize shipped', async () => {
    const winner = await createPlayer(db(), ledger, { points: 100 });
    await db().query(
      `UPDATE users SET phone_number = '+81 3-0000-0009', address = $2 WHERE id = $1`,
      [
        winner.id,
        JSON.stringify({
          family_name: 'Kato',
          given_name: 'Ren',
          postal_code: '100-0001',
          region: 'Tokyo',
          city: 'Chiyoda',
          street: '1-1',
          building: '',
        }),
      ],
    );
    const entered = await app.inject({
      method: 'POST',
      url: '/api/v1/campaign-lottery-item/console-ball',
      headers: { authorization: `Bearer ${winner.token}`, 'idempotency-key': randomUUID() },
      payload: { count: 1 },
    });
    expect(entered.json().status_code).toBe(200);
    now = new Date(START + 27 * HOUR_MS);
    while ((await app.jobs.runDue()).claimed > 0) {
      /* the draw */
    }
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/campaign-lottery-item/console-ball/confirm-address',
      headers: { authorization: `Bearer ${winner.token}` },
      payload: { confirmed: true },
    });
    expect(confirmed.json().status_code).toBe(200);

    const read = ConsoleLotteryResponse.parse(
      (await app.inject({ url: '/api/v1/console/lotteries/console-ball', headers: viewer })).json(),
    ).data;
    expect(read.draw).toMatchObject({ ticket_count: 1 });
    expect(read.winners).toEqual([
      expect.objectContaining({ slot: 0, player_id: winner.id, status: 'address_confirmed' }),
    ]);
    // A drawn lottery no longer changes.
    const late = await send('PUT', '/lotteries/console-ball', editor, {
      ...lottery('console-ball'),
      version: read.lottery.version,
    });
    expect(late.json()).toEqual({ status_code: 4049, reason: 'already_drawn' });

    const url = '/api/v1/console/lotteries/console-ball/shipping.csv';
    expect((await app.inject({ url, headers: editor })).json().status_code).toBe(403);
    const csv = await app.inject({ url, headers: admin });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Kato,Ren,100-0001,Tokyo,Chiyoda');
    const audit = await db().query<{ action: string; after: string }>(
      `SELECT action, after::text FROM console_audit ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]).toMatchObject({ action: 'lottery.export_shipping' });
    expect(audit.rows[0]!.after).not.toContain('Kato');

    const shipped = await send('POST', '/lotteries/console-ball/shipped', editor, { slot: 0 });
    expect(shipped.json().status_code).toBe(200);
    const again = await send('POST', '/lotteries/console-ball/shipped', editor, { slot: 0 });
    expect(again.json()).toEqual({ status_code: 4049, reason: 'not_awaiting_shipping' });
    const seen = LotteryItemResponse.parse(
      (
        await app.inject({
          url: '/api/v1/campaign-lottery-item/console-ball',
          headers: { authorization: `Bearer ${winner.token}` },
        })
      ).json(),
    ).data;
    expect(seen.won).toMatchObject({ status: 'shipped' });
  });
});
