import { expect, it } from 'vitest';
import {
  commitmentText,
  ConsoleFestivalListResponse,
  ConsoleFestivalResponse,
  DEFAULT_CHECK_IN_MARGIN_MINUTES,
  DRAW_ALGORITHM,
  FESTIVAL_TIME_ORDER,
  festivalTimesOutOfOrder,
  FestivalPeopleResponse,
  RegistrationResponse,
  type ConsoleFestival,
} from '@points/contracts';
import { describeEachDatabase } from '../../../test/databases';
import { testLedger as ledger } from '../../../test/ledger';
import { createPlayer, type Player } from '../../../test/shop';
import { consoleRequest, suiteApp, suiteOperators } from '../../../test/suite-app';
import { asPlayer } from '../../../test/users';
import { seedHashOf, sha256Hex } from '../../draws/draw';
import { verifyDrawProof } from '../../draws/verify-draw';
import { createFestivalCatalogueStore } from '../../festival/festival-catalogue';

const HOUR_MS = 3_600_000;
const START = Date.parse('2026-07-01T10:00:00Z');

describeEachDatabase('console festivals', ({ db, kind }) => {
  let now = new Date(START);
  const at = (hours: number) => new Date(START + hours * HOUR_MS).toISOString();
  const app = suiteApp(db, () => ({
    clock: () => now,
    festivals: createFestivalCatalogueStore(db(), { refreshMs: 0 }),
  }));
  const { editor, viewer, admin } = suiteOperators(db);
  const send = consoleRequest(app);

  /** Pre-registration open an hour ago for a day, the draw an hour after, the event in 3 days. */
  const festival = (id: string) => ({
    id,
    published: true,
    pre_registration_from: at(-1),
    pre_registration_to: at(24),
    draw_at: at(25),
    registration_to: at(48),
    event_starts_at: at(72),
    event_ends_at: at(80),
    reward_until: at(200),
    visitor_slots: 2,
    reward_points: 300,
    reward_expiry_days: 90,
    image: '/images/festival.png',
    texts: {
      en: { name: 'Summer fest', description: 'Come along', venue: 'The stadium' },
      ja: { name: '夏祭り', description: 'ぜひ', venue: 'スタジアム' },
    },
    version: null as number | null,
  });
  const read = async (id: string) =>
    ConsoleFestivalResponse.parse(
      (await app.inject({ url: `/api/v1/console/festivals/${id}`, headers: viewer })).json(),
    ).data;
  const auditRows = async (action: string, objectId: string) =>
    (
      await db().query<{ operator_role: string; before: unknown; after: unknown }>(
        `SELECT operator_role, before, after FROM console_audit
          WHERE action = $1 AND object_id = $2 ORDER BY id`,
        [action, objectId],
      )
    ).rows;
  const preRegister = (id: string, player: Player) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/campaign-festival/${id}`,
      headers: asPlayer(player),
    });

  it('creates a festival (editors only), lists it and reads every setting', async () => {
    expect((await send('POST', '/festivals', viewer, festival('fest-a'))).json()).toEqual({
      status_code: 403,
    });
    const created = await send('POST', '/festivals', editor, festival('fest-a'));
    const saved = ConsoleFestivalResponse.parse(created.json()).data;
    expect(saved.festival).toMatchObject({
      id: 'fest-a',
      published: true,
      pre_registration_from: at(-1),
      reward_until: at(200),
      visitor_slots: 2,
      reward_points: 300,
      reward_expiry_days: 90,
      image: '/images/festival.png',
      version: 1,
    });
    expect(saved.festival.texts.ja).toEqual({
      name: '夏祭り',
      description: 'ぜひ',
      venue: 'スタジアム',
    });
    expect(saved.phase).toBe('pre_registration');
    expect(saved.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(saved.draw).toBeNull();
    // The seed stays secret until the draw; its hash and the commitment are public.
    const secret = await db().query<{ seed: string }>(
      `SELECT seed FROM festivals WHERE id = 'fest-a'`,
    );
    expect(created.body).not.toContain(secret.rows[0]!.seed);
    expect(saved.seed_hash).toBe(seedHashOf(secret.rows[0]!.seed));
    expect(saved.commitment).toBe(
      sha256Hex(
        commitmentText({
          algorithm: DRAW_ALGORITHM,
          subject: 'festival:fest-a',
          seed_hash: saved.seed_hash,
          prizes: [{ position: 0, quantity: 2 }],
          entry_from: at(-1),
          entry_to: at(24),
        }),
      ),
    );
    expect(saved.festival.check_in_margin_minutes).toBe(DEFAULT_CHECK_IN_MARGIN_MINUTES);
    expect(saved.counts).toEqual({
      pre_registrations: 0,
      drawn: 0,
      visitors: 0,
      companions: 0,
      checked_in: 0,
    });
    expect(await auditRows('festival.create', 'fest-a')).toHaveLength(1);

    const again = await send('POST', '/festivals', editor, festival('fest-a'));
    expect(again.json()).toEqual({ status_code: 4049, reason: 'already_exists' });

    const list = ConsoleFestivalListResponse.parse(
      (await app.inject({ url: '/api/v1/console/festivals?q=summer', headers: viewer })).json(),
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        id: 'fest-a',
        name: 'Summer fest',
        phase: 'pre_registration',
        pre_registration_from: festival('fest-a').pre_registration_from,
        event_starts_at: at(72),
        version: 1,
      }),
    ]);
    expect(list.pagination).toMatchObject({ total: 1, page: 1 });
    // Players see it with the same commitment.
    const seen = (await app.inject({ url: '/api/v1/campaign-festival/fest-a?lang=en' })).json();
    expect(seen.data.festival.proof.commitment).toBe(saved.commitment);
  });

  it('refuses each time out of order with 400 naming the field, and saves nothing', async () => {
    for (const [later, earlier, strict] of FESTIVAL_TIME_ORDER) {
      // Only `later` moves, earlier: the times after it stay after it.
      const times = festival('fest-order');
      const moved = Date.parse(times[earlier]) - (strict ? 0 : 60_000);
      const body = { ...times, [later]: new Date(moved).toISOString() };
      const response = await send('POST', '/festivals', editor, body);
      expect(response.json(), later).toEqual({ status_code: 400, field: later });
      // Equal is fine where the order is not strict.
      if (!strict) {
        const equal = { ...times, [later]: times[earlier] };
        expect(festivalTimesOutOfOrder(equal)).toEqual([]);
      }
    }
    expect(
      (await app.inject({ url: '/api/v1/console/festivals/fest-order', headers: viewer })).json(),
    ).toEqual({ status_code: 404 });
    // A bad id or a missing name: 400 from the schema.
    expect((await send('POST', '/festivals', editor, festival('Bad Id'))).json().status_code).toBe(
      400,
    );
    expect(
      (
        await send('POST', '/festivals', editor, { ...festival('fest-x'), texts: { fr: {} } })
      ).json().status_code,
    ).toBe(400);
  });

  it('updates at the version read, keeps the commitment, and refuses a stale version', async () => {
    const before = await read('fest-a');
    const update = { ...festival('fest-a'), reward_points: 500, version: before.festival.version };
    const updated = ConsoleFestivalResponse.parse(
      (await send('PUT', '/festivals/fest-a', editor, update)).json(),
    ).data;
    expect(updated.festival).toMatchObject({ reward_points: 500, version: 2 });
    expect(updated.commitment).toBe(before.commitment);
    expect((await send('PUT', '/festivals/fest-a', editor, update)).json()).toEqual({
      status_code: 4049,
      reason: 'changed_since_read',
    });
    expect((await send('PUT', '/festivals/fest-b', editor, update)).json()).toEqual({
      status_code: 400,
      field: 'id',
    });
    const audit = await auditRows('festival.update', 'fest-a');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_role: 'editor',
      before: { reward_points: 300 },
      after: { reward_points: 500 },
    });
  });

  it('draws now once pre-registration has closed, never cutting it short, and refuses a second draw', async () => {
    const created = await send('POST', '/festivals', editor, {
      ...festival('fest-draw'),
      pre_registration_from: at(1),
    });
    expect(created.json().status_code).toBe(200);
    const draw = (headers = editor) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/console/festivals/fest-draw/draw',
        headers,
        payload: { reason: 'Drawing before the scheduled time' },
      });
    expect((await draw()).json()).toEqual({
      status_code: 4049,
      reason: 'pre_registration_not_started',
    });
    expect((await draw(viewer)).json()).toEqual({ status_code: 403 });
    now = new Date(START + 2 * HOUR_MS);
    const players = await Promise.all([1, 2, 3].map(() => createPlayer(db(), ledger)));
    for (const player of players)
      expect((await preRegister('fest-draw', player)).statusCode).toBe(200);
    now = new Date(START + 3 * HOUR_MS);
    // The period is committed: no closing early, which would let whoever knows the seed pick
    // the moment that draws whom they like.
    expect((await draw()).json()).toEqual({
      status_code: 4049,
      reason: 'pre_registration_open',
      closes_at: at(24),
    });
    now = new Date(START + 24.5 * HOUR_MS);
    // Two operators click at once: one draw, one audit row.
    const answers = (await Promise.all([draw(), draw()])).map((response) => response.json());
    expect(answers.map((answer) => answer.status_code).sort()).toEqual([200, 4049]);
    expect(answers.find((answer) => answer.status_code === 4049)).toEqual({
      status_code: 4049,
      reason: 'already_drawn',
    });
    const drawn = ConsoleFestivalResponse.parse(
      answers.find((answer) => answer.status_code === 200),
    ).data;
    expect(drawn.festival).toMatchObject({ pre_registration_to: at(24), draw_at: at(24.5) });
    expect(drawn.phase).toBe('registration');
    expect(drawn.draw).toMatchObject({ ticket_count: 3, drawn_at: at(24.5) });
    expect(drawn.draw!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.counts).toMatchObject({ pre_registrations: 3, drawn: 2 });
    const audit = await auditRows('festival.draw', 'fest-draw');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { draw_at: at(25) },
      after: { draw_at: at(24.5), ticket_count: 3, drawn: 2 },
    });
    expect(
      (await db().query(`SELECT 1 FROM festival_draws WHERE festival_id = 'fest-draw'`)).rows,
    ).toHaveLength(1);
    // Pre-registration is over for everyone, and the public proof verifies the same draw
    // against the commitment shown from the start.
    const late = await createPlayer(db(), ledger);
    expect((await preRegister('fest-draw', late)).json()).toEqual({
      status_code: 4049,
      reason: 'pre_registration_closed',
    });
    const proof = (await app.inject({ url: '/api/v1/campaign-festival/fest-draw/proof' })).json();
    expect(proof.data.seed).toBe(drawn.draw!.seed);
    expect(
      verifyDrawProof(proof, {
        subject: 'festival:fest-draw',
        commitment: drawn.commitment,
      }).filter((check) => !check.ok),
    ).toEqual([]);
    // The scheduled draw finds it made and does nothing.
    now = new Date(START + 26 * HOUR_MS);
    while ((await app.jobs.runDue()).claimed > 0) {
      /* the scheduled draw */
    }
    expect((await read('fest-draw')).draw).toEqual(drawn.draw);
    expect((await draw()).json()).toEqual({ status_code: 4049, reason: 'already_drawn' });
    now = new Date(START);
  });

  it('publishes a new commitment for an edit before pre-registration opens, and none after', async () => {
    const created = ConsoleFestivalResponse.parse(
      (
        await send('POST', '/festivals', editor, {
          ...festival('fest-commit'),
          pre_registration_from: at(2),
        })
      ).json(),
    ).data;
    const body = (read: ConsoleFestival, change: object) => ({
      ...read.festival,
      ...change,
      version: read.festival.version,
    });
    // Before it opens: the places and the period may change, with a new commitment (same seed).
    const moved = ConsoleFestivalResponse.parse(
      (
        await send('PUT', '/festivals/fest-commit', editor, body(created, { visitor_slots: 3 }))
      ).json(),
    ).data;
    expect(moved.seed_hash).toBe(created.seed_hash);
    expect(moved.commitment).not.toBe(created.commitment);
    const seen = (await app.inject({ url: '/api/v1/campaign-festival/fest-commit' })).json();
    expect(seen.data.festival.proof).toMatchObject({
      commitment: moved.commitment,
      subject: 'festival:fest-commit',
      seed_hash: moved.seed_hash,
      prizes: [{ position: 0, quantity: 3 }],
      entry_from: at(2),
      entry_to: at(24),
    });
    // From its opening, what was committed is final; the rest may still change.
    now = new Date(START + 2 * HOUR_MS);
    for (const [field, value] of [
      ['pre_registration_from', at(2.5)],
      ['pre_registration_to', at(12)],
      ['pre_registration_to', at(25)],
      ['visitor_slots', 4],
    ] as const) {
      const response = await send(
        'PUT',
        '/festivals/fest-commit',
        editor,
        body(await read('fest-commit'), { [field]: value }),
      );
      expect(response.json(), `${field} ${value}`).toEqual({
        status_code: 4049,
        reason: 'commitment_fixed',
        field,
      });
    }
    const kept = ConsoleFestivalResponse.parse(
      (
        await send(
          'PUT',
          '/festivals/fest-commit',
          editor,
          body(await read('fest-commit'), { reward_points: 800, registration_to: at(50) }),
        )
      ).json(),
    ).data;
    expect(kept.festival.reward_points).toBe(800);
    expect(kept.commitment).toBe(moved.commitment);
    now = new Date(START);
  });

  it('once drawn, refuses to move the pre-registration, the draw or the slots, and takes the rest', async () => {
    now = new Date(START + 24.5 * HOUR_MS);
    const current = await read('fest-draw');
    const base = {
      ...current.festival,
      version: current.festival.version,
    } as Record<string, unknown>;
    delete base.updated_at;
    const refusals: Array<[string, unknown]> = [
      ['pre_registration_from', at(0)],
      ['pre_registration_to', at(2.5)],
      ['draw_at', at(30)],
      ['visitor_slots', 5],
    ];
    for (const [field, value] of refusals) {
      const response = await send('PUT', '/festivals/fest-draw', editor, {
        ...base,
        [field]: value,
      });
      expect(response.json(), field).toEqual({
        status_code: 4049,
        reason: 'already_drawn',
        field,
      });
    }
    const later = await send('PUT', '/festivals/fest-draw', editor, {
      ...base,
      registration_to: at(50),
      reward_points: 700,
    });
    expect(ConsoleFestivalResponse.parse(later.json()).data.festival).toMatchObject({
      registration_to: at(50),
      reward_points: 700,
    });
    now = new Date(START);
  });

  it('lists pre-registrants, visitors and companions, and checks tickets in', async () => {
    now = new Date(START);
    expect((await send('POST', '/festivals', editor, festival('fest-people'))).statusCode).toBe(
      200,
    );
    const mobile = async () => {
      const player = await createPlayer(db(), ledger, {
        apps: [{ content_id: 'efm', platform: 'ios' }],
      });
      const { rows } = await db().query<{ nickname: string }>(
        'SELECT nickname FROM users WHERE id = $1',
        [player.id],
      );
      return { ...player, nickname: rows[0]!.nickname };
    };
    const visitor = await mobile();
    const companion = await mobile();
    const other = await mobile();
    await preRegister('fest-people', visitor);
    await preRegister('fest-people', other);
    const byEditor = (list: string, query = '') =>
      app.inject({
        url: `/api/v1/console/festivals/fest-people/people?list=${list}${query}`,
        headers: editor,
      });
    const before = FestivalPeopleResponse.parse((await byEditor('pre_registrants')).json());
    expect(before.data.map((row) => [row.nickname, row.drawn])).toEqual([
      [visitor.nickname, null],
      [other.nickname, null],
    ]);

    now = new Date(START + 24.5 * HOUR_MS);
    const drawn = await app.inject({
      method: 'POST',
      url: '/api/v1/console/festivals/fest-people/draw',
      headers: editor,
      payload: {},
    });
    expect(drawn.json().status_code).toBe(200);
    const form = {
      attendee_type: 'adult',
      age_group: '18_and_older',
      no_mobile_consent: false,
      confirmed: true,
    };
    const registered = RegistrationResponse.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/campaign-festival-visit/fest-people',
          headers: asPlayer(visitor),
          payload: { ...form, attending: true, has_companion: true },
        })
      ).json(),
    ).data.registration!;
    const joined = RegistrationResponse.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/campaign-festival-companion/fest-people',
          headers: asPlayer(companion),
          payload: { ...form, companion_code: registered.companion_code },
        })
      ).json(),
    ).data.registration!;

    const scan = (code: string, headers = editor) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/console/festivals/fest-people/check-in',
        headers,
        payload: { ticket_code: code },
      });
    // Only on the event day: from the margin (120 minutes) before the event starts (72 h) to the
    // margin after it ends (80 h). Refused before and after, in words, and nothing recorded.
    const closed = {
      status_code: 4049,
      reason: 'check_in_closed',
      opens_at: at(70),
      closes_at: at(82),
    };
    for (const hours of [24.5, 69.99, 82, 24 * 240]) {
      now = new Date(START + hours * HOUR_MS);
      expect((await scan(joined.ticket_code)).json(), `${hours} h`).toEqual(closed);
    }
    now = new Date(START + 70 * HOUR_MS);
    expect((await scan(joined.ticket_code)).json()).toMatchObject({
      status_code: 200,
      data: { role: 'companion', checked_in_at: at(70) },
    });
    // Check-in on the day: any case, without dashes; once; an unknown ticket is 404.
    now = new Date(START + 73 * HOUR_MS);
    expect((await scan(registered.ticket_code, viewer)).json()).toEqual({ status_code: 403 });
    const checked = await scan(registered.ticket_code.toLowerCase().replace(/-/g, ''));
    expect(checked.json()).toMatchObject({
      status_code: 200,
      data: { role: 'visitor', nickname: visitor.nickname, checked_in_at: at(73) },
    });
    expect((await scan(registered.ticket_code)).json()).toEqual({
      status_code: 4049,
      reason: 'already_checked_in',
      checked_in_at: at(73),
    });
    expect((await scan('NOPE-NOPE-NOPE')).json()).toEqual({ status_code: 404 });
    expect(await auditRows('festival.check_in', 'fest-people')).toHaveLength(2);

    const pre = FestivalPeopleResponse.parse((await byEditor('pre_registrants')).json());
    expect(pre.pagination.total).toBe(2);
    expect(pre.data.map((row) => [row.nickname, row.drawn, row.role])).toEqual([
      [visitor.nickname, true, 'visitor'],
      [other.nickname, true, null],
    ]);
    expect(pre.data[0]!.pre_registered_at).toBe(at(0));
    const visitors = FestivalPeopleResponse.parse((await byEditor('visitors')).json());
    expect(visitors.data).toEqual([
      {
        player_id: visitor.id,
        nickname: visitor.nickname,
        pre_registered_at: at(0),
        drawn: true,
        role: 'visitor',
        attendee_type: 'adult',
        age_group: '18_and_older',
        attending: true,
        has_companion: true,
        companion: companion.nickname,
        game_user_id: visitor.gameUserId,
        game_user_name: visitor.nickname,
        no_mobile_consent: false,
        ticket_code: registered.ticket_code,
        registered_at: at(24.5),
        checked_in_at: at(73),
      },
    ]);
    const companions = FestivalPeopleResponse.parse((await byEditor('companions')).json());
    expect(companions.data).toEqual([
      expect.objectContaining({
        player_id: companion.id,
        role: 'companion',
        companion: visitor.nickname,
        ticket_code: joined.ticket_code,
        pre_registered_at: null,
        drawn: null,
        checked_in_at: at(70),
      }),
    ]);
    const paged = FestivalPeopleResponse.parse(
      (await byEditor('pre_registrants', '&page=2&per_page=1')).json(),
    );
    expect(paged.data.map((row) => row.nickname)).toEqual([other.nickname]);
    expect(paged.pagination).toEqual({ total: 2, page: 2, per_page: 1 });

    // Personal data: not for viewers; a bad list is 400; no such festival is 404.
    expect(
      (
        await app.inject({
          url: '/api/v1/console/festivals/fest-people/people?list=visitors',
          headers: viewer,
        })
      ).json(),
    ).toEqual({ status_code: 403 });
    expect((await byEditor('everyone')).json()).toEqual({ status_code: 400 });
    expect(
      (
        await app.inject({
          url: '/api/v1/console/festivals/nope/people?list=visitors',
          headers: editor,
        })
      ).json(),
    ).toEqual({ status_code: 404 });
    const counts = (await read('fest-people')).counts;
    expect(counts).toEqual({
      pre_registrations: 2,
      drawn: 2,
      visitors: 1,
      companions: 1,
      checked_in: 2,
    });
    now = new Date(START);
  });

  it('exports a list as CSV to admins only, formula-safe, with an audit row', async () => {
    const visitor = (
      await db().query<{ user_id: string }>(
        `SELECT user_id FROM festival_registrations
          WHERE festival_id = 'fest-people' AND role = 'visitor'`,
      )
    ).rows[0]!;
    await db().query(`UPDATE users SET nickname = $2 WHERE id = $1`, [
      visitor.user_id,
      '=HYPERLINK("http://x","y"),z',
    ]);
    const url = '/api/v1/console/festivals/fest-people/export?list=visitors';
    expect((await app.inject({ url, headers: editor })).json()).toEqual({ status_code: 403 });
    const before = (await auditRows('festival.export', 'fest-people')).length;
    const csv = await app.inject({ url, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="festival-fest-people-visitors.csv"',
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'player_id,nickname,pre_registered_at,drawn,role,attendee_type,age_group,attending,' +
        'has_companion,companion,game_user_id,game_user_name,no_mobile_consent,ticket_code,' +
        'registered_at,checked_in_at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${visitor.user_id},"'=HYPERLINK(""http://x"",""y""),z",`);
    expect(lines[1]).toContain(',true,visitor,adult,18_and_older,true,true,');
    const audit = await auditRows('festival.export', 'fest-people');
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      operator_role: 'admin',
      after: { list: 'visitors', lines: 1 },
    });
    expect(JSON.stringify(audit.at(-1))).not.toContain('HYPERLINK');

    const pre = await app.inject({
      url: '/api/v1/console/festivals/fest-people/export?list=pre_registrants',
      headers: admin,
    });
    expect(pre.body.trim().split('\r\n')).toHaveLength(3);
    expect(
      (
        await app.inject({ url: '/api/v1/console/festivals/fest-people/export', headers: admin })
      ).json(),
    ).toEqual({ status_code: 400 });
    expect(
      (
        await app.inject({
          url: '/api/v1/console/festivals/nope/export?list=visitors',
          headers: admin,
        })
      ).json(),
    ).toEqual({ status_code: 404 });
  });

  it(`answers the list and the detail to viewers [${kind}]`, async () => {
    const list = ConsoleFestivalListResponse.parse(
      (await app.inject({ url: '/api/v1/console/festivals?per_page=100', headers: viewer })).json(),
    );
    expect(list.data.map((row) => row.id).sort()).toEqual([
      'fest-a',
      'fest-commit',
      'fest-draw',
      'fest-people',
    ]);
    expect(list.data.find((row) => row.id === 'fest-people')!.counts.checked_in).toBe(2);
    expect(
      (await app.inject({ url: '/api/v1/console/festivals/nope', headers: viewer })).json(),
    ).toEqual({ status_code: 404 });
  });
});
