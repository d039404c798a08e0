import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FestivalResponse, PreRegistrationResponse } from '@points/contracts';
import { describeEachDatabase } from '../../test/databases';
import { seedFestival } from '../../test/festival';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer, type Player } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { drawWinners, ticketListHash, toDrawTickets } from '../draws/draw';
import { createFestivalCatalogueStore } from './festival-catalogue';

const START = Date.parse('2026-07-01T10:00:00Z');
const HOUR_MS = 3_600_000;

describeEachDatabase('festival pre-registration', ({ db }) => {
  let app: FastifyInstance;
  let now = new Date(START);
  let serial = 0;

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      extra: {
        ledger,
        clock: () => now,
        festivals: createFestivalCatalogueStore(db(), { refreshMs: 0 }),
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    now = new Date(START);
  });

  const festival = async (hours: Parameters<typeof seedFestival>[3] = {}) => {
    const id = `fest-${++serial}`;
    await seedFestival(db(), now, id, hours);
    return id;
  };
  const auth = (player?: Player) => (player ? { authorization: `Bearer ${player.token}` } : {});
  const view = async (id: string, player?: Player) =>
    FestivalResponse.parse(
      (
        await app.inject({ url: `/api/v1/campaign-festival/${id}?lang=en`, headers: auth(player) })
      ).json(),
    ).data.festival;
  const preRegister = (id: string, player?: Player) =>
    app.inject({ method: 'POST', url: `/api/v1/campaign-festival/${id}`, headers: auth(player) });

  it('describes the festival, its periods and the draw commitment, to a visitor', async () => {
    const id = await festival();
    const seen = await view(id);
    expect(seen).toMatchObject({
      id,
      name: `Festival ${id}`,
      venue: 'The stadium',
      phase: 'pre_registration',
      visitor_slots: 2,
      pre_registrations: 0,
      player: null,
    });
    expect(seen.proof.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.proof.seed).toBeNull();
  });

  it('pre-registers a player once, however often asked', async () => {
    const id = await festival();
    const player = await createPlayer(db(), ledger);
    const first = await preRegister(id, player);
    const data = PreRegistrationResponse.parse(first.json()).data;
    now = new Date(START + HOUR_MS);
    const again = await preRegister(id, player);
    expect(PreRegistrationResponse.parse(again.json()).data).toEqual(data);
    const seen = await view(id, player);
    expect(seen.player).toEqual({
      pre_registered: true,
      pre_registered_at: data.pre_registered_at,
      drawn: null,
    });
    expect(seen.pre_registrations).toBe(1);
  });

  it('refuses outside the advance-registration period, and changes nothing', async () => {
    const id = await festival({ preFrom: 2, preTo: 10, draw: 11 });
    const player = await createPlayer(db(), ledger);
    expect((await preRegister(id, player)).json()).toEqual({
      status_code: 4049,
      reason: 'pre_registration_closed',
    });
    expect((await view(id)).phase).toBe('upcoming');
    now = new Date(START + 10 * HOUR_MS);
    expect((await preRegister(id, player)).json()).toEqual({
      status_code: 4049,
      reason: 'pre_registration_closed',
    });
    expect((await view(id, player)).player).toMatchObject({ pre_registered: false });
    expect((await view(id)).phase).toBe('awaiting_draw');
  });

  it('answers 401 without a session, 404 for no such festival, 400 for a bad id', async () => {
    const id = await festival();
    expect((await preRegister(id)).json()).toEqual({ status_code: 401 });
    const player = await createPlayer(db(), ledger);
    expect((await preRegister('nope', player)).json()).toEqual({ status_code: 404 });
    expect((await app.inject({ url: '/api/v1/campaign-festival/BAD_ID' })).json()).toEqual({
      status_code: 400,
    });
  });

  it('draws the visitors once at the draw time, with a proof anyone can recompute', async () => {
    const id = await festival();
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => createPlayer(db(), ledger)));
    for (const player of players) expect((await preRegister(id, player)).statusCode).toBe(200);
    const drain = async () => {
      while ((await app.jobs.runDue()).claimed > 0) {
        /* until nothing is due */
      }
    };
    now = new Date(START + 24.5 * HOUR_MS);
    await drain();
    expect((await view(id)).proof.seed).toBeNull();
    now = new Date(START + 25.1 * HOUR_MS);
    await drain();
    await drain();
    const views = await Promise.all(players.map((player) => view(id, player)));
    expect(views.filter((seen) => seen.player?.drawn === true)).toHaveLength(2);
    expect(views.filter((seen) => seen.player?.drawn === false)).toHaveLength(3);
    const { proof, phase } = views[0]!;
    expect(phase).toBe('registration');
    expect(proof.ticket_count).toBe(5);
    // The published seed and list give the same winners (the pseudonymous list is recomputed
    // here from the pre-registrations; the proof document publishes it).
    const { rows } = await db().query<{ number: string; holder: string }>(
      `SELECT d.number::text, d.holder FROM festival_drawn d WHERE d.festival_id = $1 ORDER BY slot`,
      [id],
    );
    expect(rows.map((row) => Number(row.number))).toEqual(proof.winning_tickets);
    const entries = await db().query<{ number: string; user_id: string }>(
      `SELECT number::text, user_id FROM festival_preregistrations WHERE festival_id = $1 ORDER BY number`,
      [id],
    );
    const salt = (
      await db().query<{ pseudonym_salt: string }>(
        `SELECT pseudonym_salt FROM festivals WHERE id = $1`,
        [id],
      )
    ).rows[0]!.pseudonym_salt;
    const tickets = toDrawTickets(entries.rows, salt);
    expect(ticketListHash(tickets)).toBe(proof.ticket_list_hash);
    const again = drawWinners({
      seed: proof.seed!,
      listHash: proof.ticket_list_hash!,
      tickets,
      prizes: [{ position: 0, quantity: 2 }],
    });
    expect(again.map((w) => w.ticket)).toEqual(proof.winning_tickets);
    expect(
      (await db().query('SELECT 1 FROM festival_draws WHERE festival_id = $1', [id])).rows,
    ).toHaveLength(1);
  });
});
