import { beforeEach, describe, expect, it } from 'vitest';
import {
  FestivalListResponse,
  FestivalResponse,
  PreRegistrationResponse,
  RegistrationResponse,
  RewardClaimResponse,
  RewardResponse,
} from '@points/contracts';
import { randomUUID } from 'node:crypto';
import { describeEachDatabase } from '../../test/databases';
import { asOperator, operatorToken } from '../../test/operators';
import { seedFestival } from '../../test/festival';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer, type Player } from '../../test/shop';
import { suiteApp } from '../../test/suite-app';
import { asPlayer } from '../../test/users';
import { drawWinners, ticketListHash, toDrawTickets } from '../draws/draw';
import { verifyDrawProof } from '../draws/verify-draw';
import { createFestivalCatalogueStore } from './festival-catalogue';

const START = Date.parse('2026-07-01T10:00:00Z');
const HOUR_MS = 3_600_000;

describeEachDatabase('festival pre-registration', ({ db }) => {
  let now = new Date(START);
  let serial = 0;

  const app = suiteApp(db, () => ({
    clock: () => now,
    festivals: createFestivalCatalogueStore(db(), { refreshMs: 0 }),
  }));
  beforeEach(() => {
    now = new Date(START);
  });

  const festival = async (hours: Parameters<typeof seedFestival>[3] = {}) => {
    const id = `fest-${++serial}`;
    await seedFestival(db(), now, id, hours);
    return id;
  };
  const view = async (id: string, player?: Player) =>
    FestivalResponse.parse(
      (
        await app.inject({
          url: `/api/v1/campaign-festival/${id}?lang=en`,
          headers: asPlayer(player),
        })
      ).json(),
    ).data.festival;
  const preRegister = (id: string, player?: Player) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/campaign-festival/${id}`,
      headers: asPlayer(player),
    });

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
      registration: null,
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
    expect((await app.inject({ url: '/api/v1/campaign-festival?filter=nonsense' })).json()).toEqual(
      { status_code: 400 },
    );
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
    const published = await app.inject({ url: `/api/v1/campaign-festival/${id}/proof` });
    expect(verifyDrawProof(published.json()).every((check) => check.ok)).toBe(true);
    expect(published.json().data.subject).toBe(`festival:${id}`);
  });

  describe('visitor and companion registration', () => {
    const form = {
      attendee_type: 'adult',
      age_group: '18_and_older',
      no_mobile_consent: false,
      confirmed: true,
      attending: true,
      has_companion: true,
    };
    const post = (path: string, id: string, player: Player, body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/${path}/${id}`,
        headers: asPlayer(player),
        payload: body,
      });
    /** A festival drawn with everyone who pre-registered drawn (slots enough for all). */
    const drawn = async (players: Player[]) => {
      const id = `fest-${++serial}`;
      await seedFestival(db(), now, id, {}, 10);
      for (const player of players) await preRegister(id, player);
      now = new Date(START + 25.1 * HOUR_MS);
      while ((await app.jobs.runDue()).claimed > 0) {
        /* the draw */
      }
      return id;
    };
    const mobile = () =>
      createPlayer(db(), ledger, { apps: [{ content_id: 'efm', platform: 'ios' }] });

    it('registers a drawn player as a visitor with a companion code and a ticket, once', async () => {
      const visitor = await mobile();
      const id = await drawn([visitor]);
      const first = RegistrationResponse.parse(
        (await post('campaign-festival-visit', id, visitor, form)).json(),
      ).data;
      expect(first.registration).toMatchObject({
        role: 'visitor',
        attendee_type: 'adult',
        has_companion: true,
        game_user_id: visitor.gameUserId,
        no_mobile_consent: false,
        companion_registered: false,
      });
      expect(first.registration!.companion_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(first.registration!.ticket_code).not.toBe(first.registration!.companion_code);
      const again = RegistrationResponse.parse(
        (
          await post('campaign-festival-visit', id, visitor, { ...form, has_companion: false })
        ).json(),
      ).data;
      expect(again.registration).toEqual(first.registration);
    });

    it('refuses a player who was not drawn with 4047, and outside the registration period', async () => {
      const visitor = await mobile();
      const stranger = await mobile();
      const id = await drawn([visitor]);
      expect((await post('campaign-festival-visit', id, stranger, form)).json()).toEqual({
        status_code: 4047,
      });
      now = new Date(START + 48 * HOUR_MS);
      expect((await post('campaign-festival-visit', id, visitor, form)).json()).toEqual({
        status_code: 4049,
        reason: 'registration_closed',
      });
      const early = `fest-${++serial}`;
      now = new Date(START);
      await seedFestival(db(), now, early);
      await preRegister(early, visitor);
      expect((await post('campaign-festival-visit', early, visitor, form)).json()).toEqual({
        status_code: 4049,
        reason: 'registration_closed',
      });
    });

    it('refuses, on the server, a form without the tick, a mismatched age group, and no consent without a mobile account', async () => {
      const withMobile = await mobile();
      const noMobile = await createPlayer(db(), ledger, {
        apps: [{ content_id: 'efs', platform: 'steam' }],
      });
      const id = await drawn([withMobile, noMobile]);
      const bad = async (player: Player, body: object, field: string) =>
        expect(
          (await post('campaign-festival-visit', id, player, { ...form, ...body })).json(),
        ).toEqual({
          status_code: 400,
          field,
        });
      await bad(withMobile, { confirmed: false }, 'confirmed');
      await bad(
        withMobile,
        { attendee_type: 'elementary', age_group: '18_and_older' },
        'age_group',
      );
      await bad(withMobile, { attendee_type: 'adult', age_group: '17_and_under' }, 'age_group');
      await bad(noMobile, { no_mobile_consent: false }, 'no_mobile_consent');
      // No visitor, no companion: a visitor not attending can neither bring one nor get a code.
      await bad(withMobile, { attending: false, has_companion: true }, 'has_companion');
      const { rows } = await db().query(
        'SELECT 1 FROM festival_registrations WHERE festival_id = $1',
        [id],
      );
      expect(rows).toEqual([]);
      const consented = RegistrationResponse.parse(
        (
          await post('campaign-festival-visit', id, noMobile, { ...form, no_mobile_consent: true })
        ).json(),
      ).data;
      expect(consented.registration).toMatchObject({ game_user_id: null, no_mobile_consent: true });
      expect(consented.mobile_account).toBeNull();
      const absent = RegistrationResponse.parse(
        (
          await post('campaign-festival-visit', id, withMobile, {
            ...form,
            attending: false,
            has_companion: false,
          })
        ).json(),
      ).data.registration!;
      expect(absent).toMatchObject({
        attending: false,
        has_companion: false,
        companion_code: null,
      });
    });

    it('refuses a companion code of a visitor who is not attending (as one made before the rule)', async () => {
      const visitor = await mobile();
      const companion = await mobile();
      const id = await drawn([visitor]);
      await post('campaign-festival-visit', id, visitor, form);
      // A registration from before the rule: not attending, yet holding a code. Migration 0018
      // clears such codes and the table now refuses the pair; the lookup refuses it as well.
      await db().query(
        `ALTER TABLE festival_registrations DROP CONSTRAINT festival_registrations_companion_needs_visitor`,
      );
      try {
        await db().query(
          `UPDATE festival_registrations SET attending = false WHERE festival_id = $1`,
          [id],
        );
        const code = (
          await db().query<{ companion_code: string }>(
            `SELECT companion_code FROM festival_registrations WHERE festival_id = $1`,
            [id],
          )
        ).rows[0]!.companion_code;
        const companionForm = {
          attendee_type: 'adult',
          age_group: '18_and_older',
          no_mobile_consent: false,
          confirmed: true,
          companion_code: code,
        };
        expect(
          (await post('campaign-festival-companion', id, companion, companionForm)).json(),
        ).toEqual({ status_code: 400, field: 'companion_code' });
      } finally {
        await db().query(`DELETE FROM festival_registrations WHERE festival_id = $1`, [id]);
        await db().query(
          `ALTER TABLE festival_registrations ADD CONSTRAINT
             festival_registrations_companion_needs_visitor CHECK (attending OR NOT has_companion)`,
        );
      }
    });

    it('lets one companion register with the code, once; a second use is 4048', async () => {
      const visitor = await mobile();
      const companion = await mobile();
      const late = await mobile();
      const id = await drawn([visitor]);
      const code = RegistrationResponse.parse(
        (await post('campaign-festival-visit', id, visitor, form)).json(),
      ).data.registration!.companion_code!;
      const companionForm = { ...form, companion_code: code.toLowerCase() };
      delete (companionForm as Partial<typeof companionForm>).attending;
      delete (companionForm as Partial<typeof companionForm>).has_companion;
      expect(
        (await post('campaign-festival-companion', id, visitor, companionForm)).json(),
      ).toEqual({
        status_code: 4049,
        reason: 'own_code',
      });
      expect(
        (
          await post('campaign-festival-companion', id, companion, {
            ...companionForm,
            companion_code: 'NOPE-NOPE-NOPE',
          })
        ).json(),
      ).toEqual({ status_code: 400, field: 'companion_code' });
      // Typed as the hint says, 12 letters and digits: no dashes, any case (as check-in takes it).
      const typed = { ...companionForm, companion_code: code.replaceAll('-', '').toLowerCase() };
      const joined = RegistrationResponse.parse(
        (await post('campaign-festival-companion', id, companion, typed)).json(),
      ).data.registration!;
      expect(joined).toMatchObject({
        role: 'companion',
        companion_code: null,
        has_companion: false,
      });
      const replay = RegistrationResponse.parse(
        (await post('campaign-festival-companion', id, companion, companionForm)).json(),
      ).data.registration!;
      expect(replay).toEqual(joined);
      expect((await post('campaign-festival-companion', id, late, companionForm)).json()).toEqual({
        status_code: 4048,
      });
      const visitorView = RegistrationResponse.parse(
        (
          await app.inject({
            url: `/api/v1/campaign-festival-visit/${id}`,
            headers: asPlayer(visitor),
          })
        ).json(),
      ).data;
      expect(visitorView.registration).toMatchObject({ companion_registered: true });
    });

    it('tells the festival page that a player has registered, as what, and whether their companion has', async () => {
      const visitor = await mobile();
      const companion = await mobile();
      const id = await drawn([visitor]);
      expect((await view(id, visitor)).player).toMatchObject({
        drawn: true,
        registration: null,
      });
      const code = RegistrationResponse.parse(
        (await post('campaign-festival-visit', id, visitor, form)).json(),
      ).data.registration!.companion_code!;
      const registration = {
        role: 'visitor',
        attending: true,
        has_companion: true,
        companion_registered: false,
        checked_in_at: null,
      };
      expect((await view(id, visitor)).player).toEqual({
        pre_registered: true,
        pre_registered_at: expect.any(String),
        drawn: true,
        registration,
      });
      // A companion registers without pre-registering; the codes stay on the registration page.
      await post('campaign-festival-companion', id, companion, {
        attendee_type: 'adult',
        age_group: '18_and_older',
        no_mobile_consent: false,
        confirmed: true,
        companion_code: code,
      });
      expect((await view(id, companion)).player).toEqual({
        pre_registered: false,
        pre_registered_at: null,
        drawn: false,
        registration: {
          role: 'companion',
          attending: true,
          has_companion: false,
          companion_registered: false,
          checked_in_at: null,
        },
      });
      expect((await view(id, visitor)).player?.registration).toEqual({
        ...registration,
        companion_registered: true,
      });
    });
  });

  describe('check-in and the attendance reward', () => {
    it('checks a ticket in once, and credits the reward once to an attendee after the event', async () => {
      const visitor = await createPlayer(db(), ledger, {
        apps: [{ content_id: 'efm', platform: 'ios' }],
      });
      const absent = await createPlayer(db(), ledger, {
        apps: [{ content_id: 'efm', platform: 'ios' }],
      });
      const id = `fest-${++serial}`;
      await seedFestival(db(), now, id, {}, 10);
      await preRegister(id, visitor);
      await preRegister(id, absent);
      now = new Date(START + 25.1 * HOUR_MS);
      while ((await app.jobs.runDue()).claimed > 0) {
        /* the draw */
      }
      const form = {
        attendee_type: 'university',
        age_group: '17_and_under',
        no_mobile_consent: false,
        confirmed: true,
        attending: true,
        has_companion: false,
      };
      const register = async (player: Player) =>
        RegistrationResponse.parse(
          (
            await app.inject({
              method: 'POST',
              url: `/api/v1/campaign-festival-visit/${id}`,
              headers: asPlayer(player),
              payload: form,
            })
          ).json(),
        ).data.registration!;
      const ticket = (await register(visitor)).ticket_code;
      await register(absent);

      const staff = asOperator(await operatorToken(db(), 'editor'));
      const scan = (code: string) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/console/festivals/${id}/check-in`,
          headers: staff,
          payload: { ticket_code: code },
        });
      now = new Date(START + 73 * HOUR_MS);
      const checked = await scan(ticket.toLowerCase());
      expect(checked.json()).toMatchObject({ status_code: 200, data: { role: 'visitor' } });
      expect((await scan(ticket)).json()).toEqual({
        status_code: 4049,
        reason: 'already_checked_in',
        checked_in_at: new Date(START + 73 * HOUR_MS).toISOString(),
      });
      expect((await scan('NOPE-NOPE-NOPE')).json()).toEqual({ status_code: 404 });

      const claim = (player: Player, key = randomUUID()) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/campaign-festival-reward/${id}`,
          headers: { ...asPlayer(player), 'idempotency-key': key },
        });
      const reward = async (player: Player) =>
        RewardResponse.parse(
          (
            await app.inject({
              url: `/api/v1/campaign-festival-reward/${id}`,
              headers: asPlayer(player),
            })
          ).json(),
        ).data.reward;
      const claimableNow = async (player?: Player) =>
        FestivalListResponse.parse(
          (
            await app.inject({
              url: '/api/v1/campaign-festival?lang=en&filter=claimable',
              headers: asPlayer(player),
            })
          ).json(),
        ).data.festivals.map((listed) => listed.id);
      // During the event: not yet.
      expect(await claimableNow(visitor)).not.toContain(id);
      expect((await claim(visitor)).json()).toEqual({
        status_code: 4049,
        reason: 'reward_not_open',
      });
      expect((await reward(visitor)).state).toBe('not_open');
      now = new Date(START + 81 * HOUR_MS);
      expect((await reward(visitor)).state).toBe('claimable');
      // "Claimable now" lists the festival for the attendee only; the whole list for everyone.
      expect(await claimableNow(visitor)).toContain(id);
      expect(await claimableNow(absent)).not.toContain(id);
      expect(await claimableNow()).toEqual([]);
      const all = FestivalListResponse.parse(
        (await app.inject({ url: '/api/v1/campaign-festival?lang=en' })).json(),
      ).data.festivals;
      expect(all.map((listed) => listed.id)).toContain(id);
      expect((await claim(absent)).json()).toEqual({ status_code: 4049, reason: 'not_attended' });
      const before = await ledger.balance(db(), visitor.id, now);
      const key = randomUUID();
      const first = await claim(visitor, key);
      expect(RewardClaimResponse.parse(first.json()).data).toMatchObject({
        festival_id: id,
        points: 300,
      });
      expect((await claim(visitor, key)).body).toBe(first.body);
      expect((await claim(visitor)).json()).toEqual({
        status_code: 4049,
        reason: 'already_claimed',
      });
      expect(await ledger.balance(db(), visitor.id, now)).toBe(before + 300);
      expect((await reward(visitor)).state).toBe('claimed');
      expect(await claimableNow(visitor)).not.toContain(id);
      now = new Date(START + 201 * HOUR_MS);
      expect((await claim(absent)).json()).toEqual({
        status_code: 4049,
        reason: 'reward_not_open',
      });
    });
  });
});
