import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/databases';
import { httpSuite } from '../../test/http-suite';
import { seedFestival } from '../../test/festival';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { operatorToken } from '../../test/operators';
import { createPlayer } from '../../test/shop';
import { createFestivalCatalogueStore } from './festival-catalogue';
import { drawVisitors } from './visitor-draw-job';

/** Real parallel requests over HTTP on PostgreSQL: a pre-registration happens once. */
describe.runIf(hasPostgres)('festival under concurrency [postgres]', () => {
  const handle = httpSuite({
    poolSize: 16,
    seed: (db) => seedFestival(db, new Date(), 'storm-fest'),
    extra: (db) => ({ festivals: createFestivalCatalogueStore(db, { refreshMs: 0 }) }),
  });

  it('records one pre-registration for 20 parallel requests by one player', async () => {
    const player = await createPlayer(handle.db, ledger);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${handle.base}/api/v1/campaign-festival/storm-fest`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}` },
        }).then((response) => response.json() as Promise<{ status_code: number; data: object }>),
      ),
    );
    expect(answers.every((answer) => answer.status_code === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    const { rows } = await handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM festival_preregistrations WHERE user_id = $1`,
      [player.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('leaves no pre-registration out of the draw made as pre-registration closes while 30 players pre-register', async () => {
    const players = await Promise.all(
      Array.from({ length: 30 }, () => createPlayer(handle.db, ledger)),
    );
    // Pre-registration closes 1.2 s from now; the requests come every 60 ms around that moment.
    const start = Date.now();
    const closesAt = start + 1_200;
    const hours = (ms: number) => ms / 3_600_000;
    await seedFestival(
      handle.db,
      new Date(start),
      'race-fest',
      { preTo: hours(1_200), draw: hours(1_200) },
      100,
    );
    const preRegister = (token: string) =>
      fetch(`${handle.base}/api/v1/campaign-festival/race-fest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.json() as Promise<{ status_code: number }>);
    // The draw runs the moment pre-registration closes, while requests are in flight.
    const draw = async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, closesAt - Date.now())));
      return handle.db.transaction(async (tx) => {
        const outcome = await drawVisitors(tx, 'race-fest', new Date());
        // Held open a while: pre-registrations arriving now must wait for it, then be refused.
        await tx.query('SELECT pg_sleep(0.3)');
        return outcome;
      });
    };
    const [drawn, ...answers] = await Promise.all([
      draw(),
      ...players.map(async (player, index) => {
        await new Promise((resolve) => setTimeout(resolve, 300 + index * 60));
        return preRegister(player.token);
      }),
    ]);
    expect(drawn).toBe('drawn');
    const accepted = answers.filter((answer) => answer.status_code === 200).length;
    expect(accepted + answers.filter((answer) => answer.status_code === 4049).length).toBe(30);
    const { rows } = await handle.db.query<{
      entries: number;
      ticket_count: number;
      drawn: number;
    }>(
      `SELECT (SELECT count(*)::int FROM festival_preregistrations WHERE festival_id = $1) AS entries,
              (SELECT ticket_count FROM festival_draws WHERE festival_id = $1) AS ticket_count,
              (SELECT count(*)::int FROM festival_drawn WHERE festival_id = $1) AS drawn`,
      ['race-fest'],
    );
    // Every pre-registration that was answered 200 took part in the draw, and was drawn.
    expect(rows[0]).toEqual({ entries: accepted, ticket_count: accepted, drawn: accepted });
  });

  it('gives exactly one companion for 50 parallel uses of one code by 50 players', async () => {
    const now = new Date();
    await seedFestival(handle.db, new Date(now.getTime() - 30 * 3_600_000), 'code-fest', {
      preFrom: -1,
      preTo: 24,
      draw: 25,
      registrationTo: 60,
      starts: 70,
      ends: 80,
      rewardUntil: 200,
    });
    const visitor = await createPlayer(handle.db, ledger, {
      apps: [{ content_id: 'efm', platform: 'ios' }],
    });
    // Pre-registered in its period and drawn, as the draw job leaves a drawn visitor.
    await handle.db.query(
      `INSERT INTO festival_preregistrations (festival_id, user_id, created_at)
       VALUES ('code-fest', $1, now() - interval '29 hours')`,
      [visitor.id],
    );
    await handle.app.jobs.runDue();
    const send = (player: { token: string }, path: string, body: object) =>
      fetch(`${handle.base}/api/v1/${path}/code-fest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (response) =>
          response.json() as Promise<{
            status_code: number;
            data?: { registration: { companion_code: string } };
          }>,
      );
    const form = {
      attendee_type: 'adult',
      age_group: '18_and_older',
      no_mobile_consent: true,
      confirmed: true,
    };
    const registered = await send(visitor, 'campaign-festival-visit', {
      ...form,
      attending: true,
      has_companion: true,
    });
    expect(registered.status_code).toBe(200);
    const code = registered.data!.registration.companion_code;
    const players = await Promise.all(
      Array.from({ length: 50 }, () => createPlayer(handle.db, ledger)),
    );
    const answers = await Promise.all(
      players.map((player) =>
        send(player, 'campaign-festival-companion', { ...form, companion_code: code }),
      ),
    );
    expect(answers.filter((answer) => answer.status_code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status_code === 4048)).toHaveLength(49);
    const { rows } = await handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM festival_registrations WHERE role = 'companion'
          AND festival_id = 'code-fest'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('checks one ticket in once under 20 parallel scans, and credits the reward once under 20 parallel claims', async () => {
    // A festival whose event ended 20 hours ago; its reward is open for 100 hours more.
    await seedFestival(handle.db, new Date(Date.now() - 100 * 3_600_000), 'reward-fest');
    const attendee = await createPlayer(handle.db, ledger);
    await handle.db.query(
      `INSERT INTO festival_registrations (id, festival_id, user_id, role, attendee_type,
         age_group, attending, no_mobile_consent, ticket_code, created_at)
       VALUES (gen_random_uuid(), 'reward-fest', $1, 'visitor', 'adult', '18_and_older', true,
         true, 'PARA-LLEL-SCAN', now())`,
      [attendee.id],
    );
    // Staff may check in until a day after the event at the longest margin.
    await handle.db.query(
      `UPDATE festivals SET check_in_margin_minutes = 1440 WHERE id = 'reward-fest'`,
    );
    const staff = await operatorToken(handle.db, 'editor');
    const scans = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${handle.base}/api/v1/console/festivals/reward-fest/check-in`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ticket_code: 'PARA-LLEL-SCAN' }),
        }).then((response) => response.json() as Promise<{ status_code: number }>),
      ),
    );
    expect(scans.filter((scan) => scan.status_code === 200)).toHaveLength(1);
    expect(scans.filter((scan) => scan.status_code === 4049)).toHaveLength(19);
    const audits = await handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM console_audit WHERE action = 'festival.check_in'
          AND object_id = 'reward-fest'`,
    );
    expect(audits.rows[0]!.n).toBe(1);

    const before = await ledger.balance(handle.db, attendee.id, new Date());
    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${handle.base}/api/v1/campaign-festival-reward/reward-fest`, {
          method: 'POST',
          headers: { authorization: `Bearer ${attendee.token}`, 'idempotency-key': randomUUID() },
        }).then((response) => response.json() as Promise<{ status_code: number }>),
      ),
    );
    expect(claims.filter((claim) => claim.status_code === 200)).toHaveLength(1);
    expect(await ledger.balance(handle.db, attendee.id, new Date())).toBe(before + 300);
    const totals = (await ledgerTotals(handle.db, [attendee.id])).get(attendee.id)!;
    expect(totals.entries_sum).toBe(totals.balance);
  });
});
