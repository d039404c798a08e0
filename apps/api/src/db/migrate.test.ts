import { LANGUAGES } from '@points/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from './database';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { seedDemo } from '../demo/seed';
import { seedDemoCatalogue } from '../demo/catalogue';
import {
  createTestDatabase,
  databaseKinds,
  hasPostgres,
  type TestDatabase,
} from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import {
  commitmentOf,
  drawWinners,
  seedHashOf,
  ticketListHash,
  toDrawTickets,
  type DrawWinner,
} from '../modules/draws/draw';
import { readTicketList } from '../modules/draws/draw-once';
import { LOTTERY_DRAW_TABLES } from '../modules/lottery/draw-job';
import { numberLotteryTickets } from '../modules/lottery/ticket-numbers';
import { run } from './statement';
import { festivalCommitted } from '../modules/festival/festival-commitment';
import { lotteryCommitted } from '../modules/lottery/lottery-commitment';
import { lotteryEntryPlan } from '../modules/lottery/enter-lottery';
import type { Lottery } from '../modules/lottery/lottery-catalogue';
import { spend } from '../modules/spending/spend';
import { createPlayer } from '../test/shop';

/** Migrates `db` up to migration `id`, not including it (as it stood before); answers its index. */
async function migrateBefore(db: Database, id: string): Promise<number> {
  const upTo = migrations.findIndex((migration) => migration.id === id);
  await migrate(db, migrations.slice(0, upTo));
  return upTo;
}

const OLD_SEED = 'ab'.repeat(32);

/**
 * What the lottery migrations' tests start from, in a database migrated up to `id` (not
 * including it): lotteries `ids` of one campaign ('old'), seeded with OLD_SEED and each with the
 * pseudonym salt `salt` gives it; two players, ann and bob; and one credit entry of ann's that
 * their tickets can name. Answers the migration's index, the players' ids and the entry's.
 */
async function migrateBeforeWithLotteries(
  db: Database,
  id: string,
  ids: string[],
  salt: (lottery: string) => string,
): Promise<{ upTo: number; users: string[]; entryId: string }> {
  const upTo = await migrateBefore(db, id);
  await db.query(`INSERT INTO lottery_campaigns (id, texts) VALUES ('old', '{}')`);
  for (const lottery of ids) {
    await db.query(
      `INSERT INTO lotteries (id, campaign_id, points_per_entry, entry_limit, entry_from,
         entry_to, selection_at, result_from, result_to, address_deadline, texts, seed,
         seed_hash, commitment, pseudonym_salt)
       VALUES ($1, 'old', 10, 5, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z',
         '2026-02-02T00:00:00Z', '2026-02-03T00:00:00Z', '2026-03-01T00:00:00Z',
         '2026-02-20T00:00:00Z', '{}', $2, $2, $2, $3)`,
      [lottery, OLD_SEED, salt(lottery)],
    );
  }
  const users: string[] = [];
  for (const name of ['ann', 'bob']) {
    const user = await db.query<{ id: string }>(
      `INSERT INTO users (subject, nickname, country, language, program_consent)
       VALUES ($1, $1, 'jp', 'ja', true) RETURNING id`,
      [name],
    );
    users.push(user.rows[0]!.id);
  }
  await db.query(`INSERT INTO point_accounts (user_id, balance) VALUES ($1, 10)`, [users[0]]);
  const entry = await db.query<{ id: string }>(
    `INSERT INTO point_entries (user_id, kind, amount, reason, balance_after, created_at)
     VALUES ($1, 'credit', 10, 'welcome_bonus', 10, now()) RETURNING id`,
    [users[0]],
  );
  return { upTo, users, entryId: entry.rows[0]!.id };
}

describe.each(databaseKinds)('migrations and demo seed [%s]', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('applies every migration once, in order, and nothing on the second run', async () => {
    expect(await migrate(handle.db)).toEqual(migrations.map((migration) => migration.id));
    expect(await migrate(handle.db)).toEqual([]);
    const { rows } = await handle.db.query<{ id: string }>(
      'SELECT id FROM schema_migrations ORDER BY id',
    );
    expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
  });

  it('seeds the demo users and their points idempotently', async () => {
    await seedDemo(handle.db, ledger);
    await seedDemo(handle.db, ledger);
    const { rows } = await handle.db.query<{ subject: string; apps: number }>(
      `SELECT u.subject, (SELECT count(*)::int FROM user_game_apps a WHERE a.user_id = u.id) AS apps
         FROM users u ORDER BY u.subject`,
    );
    expect(rows).toEqual([
      { subject: 'demo-0001-jp', apps: 3 },
      { subject: 'demo-0002-us', apps: 1 },
      { subject: 'demo-0003-br', apps: 1 },
      { subject: 'demo-0004-hk', apps: 2 },
      { subject: 'demo-0005-gb', apps: 0 },
      { subject: 'demo-0006-fr', apps: 1 },
    ]);
    const balances = await handle.db.query<{ subject: string; balance: number; entries: number }>(
      `SELECT u.subject, COALESCE(a.balance, 0) AS balance,
              (SELECT count(*)::int FROM point_entries e WHERE e.user_id = u.id) AS entries
         FROM users u LEFT JOIN point_accounts a ON a.user_id = u.id ORDER BY u.subject`,
    );
    // The console's demo inbox: three messages in three states, not doubled by the second run.
    const inbox = await handle.db.query<{ status: string; subject: string | null }>(
      `SELECT m.status, u.subject FROM contact_messages m LEFT JOIN users u ON u.id = m.user_id
        ORDER BY m.created_at DESC`,
    );
    expect(inbox.rows).toEqual([
      { status: 'new', subject: 'demo-0003-br' },
      { status: 'in_progress', subject: 'demo-0001-jp' },
      { status: 'answered', subject: null },
    ]);
    expect(balances.rows.map((row) => [row.subject, row.balance])).toEqual([
      ['demo-0001-jp', 5000],
      ['demo-0002-us', 1200],
      ['demo-0003-br', 300],
      ['demo-0004-hk', 2000],
      ['demo-0005-gb', 500],
      ['demo-0006-fr', 0],
    ]);
    // Every balance is explained by credit entries.
    const sums = await handle.db.query<{ subject: string; total: number }>(
      `SELECT u.subject, COALESCE(SUM(e.amount), 0)::bigint AS total FROM users u
         LEFT JOIN point_entries e ON e.user_id = u.id GROUP BY u.subject ORDER BY u.subject`,
    );
    expect(sums.rows.map((row) => row.total)).toEqual([5000, 1200, 300, 2000, 500, 0]);
    // player-jp and player-hk hold points that expire within 14 days.
    const soon = await handle.db.query<{ subject: string }>(
      `SELECT DISTINCT u.subject FROM point_lots l JOIN users u ON u.id = l.user_id
        WHERE l.remaining > 0 AND l.expires_at < now() + interval '14 days' ORDER BY u.subject`,
    );
    expect(soon.rows.map((row) => row.subject)).toEqual(['demo-0001-jp', 'demo-0004-hk']);
  });

  it('seeds the demo lotteries: open, awaiting results, and drawn with player-jp winning', async () => {
    const { rows } = await handle.db.query<{ id: string; tickets: number; drawn: boolean }>(
      `SELECT l.id, (SELECT count(*)::int FROM lottery_tickets t WHERE t.lottery_id = l.id) AS tickets,
              EXISTS (SELECT 1 FROM lottery_draws d WHERE d.lottery_id = l.id) AS drawn
         FROM lotteries l ORDER BY l.id`,
    );
    expect(rows).toEqual([
      { id: 'coin-chest', tickets: 0, drawn: false },
      { id: 'kit-bundle', tickets: 1, drawn: false },
      { id: 'signed-ball', tickets: 0, drawn: false },
      { id: 'stadium-tour', tickets: 4, drawn: true },
    ]);
    const winners = await handle.db.query<{ subject: string }>(
      `SELECT u.subject FROM lottery_winners w JOIN users u ON u.id = w.user_id`,
    );
    expect(winners.rows).toEqual([{ subject: 'demo-0001-jp' }]);
    const texts = await handle.db.query<{ languages: number }>(
      `SELECT min((SELECT count(*) FROM jsonb_object_keys(texts)))::int AS languages FROM lotteries`,
    );
    expect(texts.rows[0]!.languages).toBe(17);
  });

  it('seeds demo content that reads like a programme, and writes nothing at a second start', async () => {
    const { rows } = await handle.db.query<{ kind: string; n: number; future: number; hk: number }>(
      `SELECT kind, count(*)::int AS n,
              count(*) FILTER (WHERE public_start_date > now())::int AS future,
              count(*) FILTER (WHERE 'hk' = ANY (target_countries) AND target_country_flag = 1)::int AS hk
         FROM contents WHERE status = 'published' GROUP BY kind ORDER BY kind`,
    );
    expect(rows).toEqual([
      { kind: 'carousel', n: 5, future: 0, hk: 0 },
      { kind: 'game_banner', n: 3, future: 0, hk: 0 },
      { kind: 'notice', n: 23, future: 1, hk: 1 },
      { kind: 'popup', n: 4, future: 0, hk: 1 },
      { kind: 'topic', n: 7, future: 1, hk: 0 },
    ]);
    // Every notice and topic is complete in all 17 languages (demo-languages.test.ts: translated).
    const { rows: languages } = await handle.db.query<{ language: string; n: number }>(
      `SELECT language, count(*)::int AS n
         FROM contents, jsonb_object_keys(texts) AS language
        WHERE kind IN ('notice', 'topic') GROUP BY language ORDER BY language`,
    );
    expect(languages).toEqual(
      [...LANGUAGES].sort().map((language) => ({
        language,
        n: 30,
      })),
    );
    // Four popup types, and the Japanese title of the collectible game where the card rule needs it.
    const { rows: popups } = await handle.db.query<{ types: number }>(
      `SELECT count(DISTINCT attributes->>'popup_type')::int AS types FROM contents WHERE kind = 'popup'`,
    );
    expect(popups[0]!.types).toBe(4);
    const { rows: collab } = await handle.db.query<{ title: string }>(
      `SELECT texts->'ja'->>'title' AS title FROM contents WHERE reason_id = 'n-champion-squads-collab'`,
    );
    expect(collab[0]!.title).toContain('チャンピオン・スクワッド');
    // A second seed finds the database holding the demo and writes nothing (demo-restart.test).
    const before = await handle.db.query('SELECT id FROM contents ORDER BY id');
    expect(await seedDemo(handle.db, ledger)).toBe(false);
    expect((await handle.db.query('SELECT id FROM contents ORDER BY id')).rows).toEqual(
      before.rows,
    );
  });

  it('rolls a failing migration back entirely', async () => {
    const broken = [
      { id: '9999-broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;' },
    ];
    await expect(migrate(handle.db, broken)).rejects.toThrow();
    const { rows } = await handle.db.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe.each(databaseKinds)('moving the item shop onto the shared foundations [%s]', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('turns waiting deliveries into jobs and exchanges into limit counters', async () => {
    const upTo = await migrateBefore(handle.db, '0005-foundations');
    const db = handle.db;
    await seedDemoCatalogue(db);
    const user = (
      await db.query<{ id: string }>(
        `INSERT INTO users (subject, nickname, country, language, program_consent, point_available)
         VALUES ('legacy', 'legacy', 'us', 'en', true, true) RETURNING id`,
      )
    ).rows[0]!.id;
    await db.query(`INSERT INTO point_accounts (user_id, balance) VALUES ($1, 0)`, [user]);
    const debits = [];
    for (let i = 0; i < 3; i++) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO point_entries (user_id, kind, amount, reason, balance_after, created_at)
         VALUES ($1, 'debit', -150, 'item_exchange', 0, now()) RETURNING id`,
        [user],
      );
      debits.push(rows[0]!.id);
    }
    const week = '2026-11-16T00:00:00Z';
    const exchange = (id: string, status: string, debit: number, refund: number | null) =>
      db.query(
        `INSERT INTO item_exchanges (id, user_id, item_id, platform, content_id, sku, game_user_id,
                                     cost, period_start, debit_entry_id, refund_entry_id, status,
                                     attempts, last_error, created_at)
         VALUES ($1, $2, 'training-boost', 'steam', 'efs', 'efs.training-boost', 'US-EFS-1', 150,
                 $3, $4, $5, $6, 2, 'timeout', now())`,
        [id, user, week, debit, refund, status],
      );
    const waiting = '00000000-0000-4000-8000-000000000001';
    await exchange(waiting, 'queued', debits[0]!, null);
    await exchange('00000000-0000-4000-8000-000000000002', 'delivered', debits[1]!, null);
    const { rows: refund } = await db.query<{ id: number }>(
      `INSERT INTO point_entries (user_id, kind, amount, reason, refund_of, balance_after, created_at)
       VALUES ($1, 'refund', 150, 'exchange_refund', $2, 150, now()) RETURNING id`,
      [user, debits[2]],
    );
    await exchange('00000000-0000-4000-8000-000000000003', 'refunded', debits[2]!, refund[0]!.id);
    await db.query(
      `INSERT INTO delivery_outbox (exchange_id, available_at, attempts) VALUES ($1, $2, 2)`,
      [waiting, new Date('2026-11-21T10:00:00Z')],
    );

    expect(await migrate(db)).toEqual(migrations.slice(upTo).map((migration) => migration.id));
    const jobs = await db.query<{
      id: string;
      kind: string;
      reference: string;
      payload: Record<string, unknown>;
      attempts: number;
      status: string;
      run_at: Date;
    }>('SELECT id, kind, reference, payload, attempts, status, run_at FROM jobs');
    expect(jobs.rows).toHaveLength(1);
    const job = jobs.rows[0]!;
    expect(job).toMatchObject({
      id: `item-delivery:${waiting}`,
      kind: 'item-delivery',
      reference: `exchange:${waiting}`,
      attempts: 2,
      status: 'pending',
      run_at: new Date('2026-11-21T10:00:00Z'),
    });
    expect(job.payload).toMatchObject({
      exchange_id: waiting,
      user_id: user,
      item_id: 'training-boost',
      content_id: 'efs',
      game_user_id: 'US-EFS-1',
      sku: 'efs.training-boost',
      platform: 'steam',
    });
    expect(new Date(job.payload.period_start as string)).toEqual(new Date(week));
    // The queued and the delivered exchange count against the weekly limit; the refunded not.
    const counters = await db.query('SELECT scope, period_start, used FROM spend_counters');
    expect(counters.rows).toEqual([
      { scope: 'item:training-boost', period_start: new Date(week), used: 2 },
    ]);
  });
});

describe.each(databaseKinds)('migration 0018 on what was there before [%s]', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it("gives old lotteries and festivals binding commitments and withdraws a non-attending visitor's code", async () => {
    const upTo = await migrateBefore(handle.db, '0018-rules-and-commitments');
    const db = handle.db;
    const seed = 'ab'.repeat(32);
    const oldCommitment = seedHashOf(seed);
    await db.query(`INSERT INTO lottery_campaigns (id, texts) VALUES ('old', '{}')`);
    await db.query(
      `INSERT INTO lotteries (id, campaign_id, points_per_entry, entry_limit, entry_from, entry_to,
         selection_at, result_from, result_to, address_deadline, texts, seed, commitment,
         pseudonym_salt)
       VALUES ('old-draw', 'old', 10, 5, '2026-01-01T10:00:00.123456Z', '2026-02-01T00:00:00Z',
         '2026-02-02T00:00:00Z', '2026-02-03T00:00:00Z', '2026-03-01T00:00:00Z',
         '2026-02-20T00:00:00Z', '{}', $1, $2, 'salt')`,
      [seed, oldCommitment],
    );
    await db.query(
      `INSERT INTO lottery_prizes (lottery_id, position, quantity, delivery, texts)
       VALUES ('old-draw', 0, 3, 'shipped', '{}'), ('old-draw', 1, 1, 'shipped', '{}')`,
    );
    await db.query(
      `INSERT INTO festivals (id, pre_registration_from, pre_registration_to, draw_at,
         registration_to, event_starts_at, event_ends_at, reward_until, visitor_slots,
         reward_points, reward_expiry_days, texts, seed, commitment, pseudonym_salt)
       VALUES ('old-fest', '2026-04-01T00:00:00.999999Z', '2026-05-01T00:00:00Z',
         '2026-05-02T00:00:00Z', '2026-06-01T00:00:00Z', '2026-07-21T01:00:00Z',
         '2026-07-21T09:00:00Z', '2026-08-21T00:00:00Z', 7, 100, 30, '{}', $1, $2, 'salt')`,
      [seed, oldCommitment],
    );
    const user = await db.query<{ id: string }>(
      `INSERT INTO users (subject, nickname, country, language, program_consent)
       VALUES ('old-visitor', 'old', 'jp', 'ja', true) RETURNING id`,
    );
    await db.query(
      `INSERT INTO festival_registrations (id, festival_id, user_id, role, attendee_type,
         age_group, attending, has_companion, no_mobile_consent, companion_code, ticket_code,
         created_at)
       VALUES (gen_random_uuid(), 'old-fest', $1, 'visitor', 'adult', '18_and_older', false,
         true, true, 'OLDC-ODEO-NE00', 'OLDT-ICKE-T000', now())`,
      [user.rows[0]!.id],
    );

    expect(await migrate(db)).toEqual(migrations.slice(upTo).map((migration) => migration.id));
    const lottery = await db.query<{
      seed_hash: string;
      commitment: string;
      entry_from: Date;
      entry_to: Date;
    }>(`SELECT seed_hash, commitment, entry_from, entry_to FROM lotteries`);
    const row = lottery.rows[0]!;
    expect(row.seed_hash).toBe(oldCommitment);
    expect(row.entry_from).toEqual(new Date('2026-01-01T10:00:00.123Z'));
    expect(row.commitment).toBe(
      commitmentOf(
        lotteryCommitted({
          id: 'old-draw',
          seedHash: oldCommitment,
          prizes: [
            { position: 0, quantity: 3 },
            { position: 1, quantity: 1 },
          ],
          entryFrom: row.entry_from,
          entryTo: row.entry_to,
        }),
      ),
    );
    const festival = await db.query<{
      seed_hash: string;
      commitment: string;
      pre_registration_from: Date;
      pre_registration_to: Date;
      check_in_margin_minutes: number;
    }>(
      `SELECT seed_hash, commitment, pre_registration_from, pre_registration_to,
              check_in_margin_minutes FROM festivals`,
    );
    const fest = festival.rows[0]!;
    expect(fest.pre_registration_from).toEqual(new Date('2026-04-01T00:00:00.999Z'));
    expect(fest.check_in_margin_minutes).toBe(120);
    expect(fest.commitment).toBe(
      commitmentOf(
        festivalCommitted({
          id: 'old-fest',
          seedHash: oldCommitment,
          visitorSlots: 7,
          preRegistrationFrom: fest.pre_registration_from,
          preRegistrationTo: fest.pre_registration_to,
        }),
      ),
    );
    const registration = await db.query(
      `SELECT attending, has_companion, companion_code FROM festival_registrations`,
    );
    expect(registration.rows).toEqual([
      { attending: false, has_companion: false, companion_code: null },
    ]);
    await expect(
      db.query(`UPDATE festival_registrations SET has_companion = true`),
    ).rejects.toThrow(/festival_registrations_companion_needs_visitor/);
  });
});

describe.each(databaseKinds)('migration 0019 on what was there before [%s]', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('numbers the tickets of each lottery not drawn yet 1..n in their order, and keeps a drawn list as published', async () => {
    const db = handle.db;
    const { upTo, users, entryId } = await migrateBeforeWithLotteries(
      db,
      '0019-tickets-per-lottery',
      ['open-one', 'open-two', 'drawn-one'],
      () => 'salt',
    );
    await db.query(
      `INSERT INTO lottery_prizes (lottery_id, position, quantity, delivery, texts)
       VALUES ('drawn-one', 0, 1, 'shipped', '{}')`,
    );
    // Entries of the three lotteries in turn, numbered from the one sequence as they were.
    const order: Array<[string, number]> = [
      ['open-one', 0],
      ['drawn-one', 0],
      ['open-two', 1],
      ['open-one', 1],
      ['drawn-one', 1],
      ['open-one', 0],
    ];
    for (const [lottery, user] of order) {
      await db.query(
        `INSERT INTO lottery_tickets (lottery_id, user_id, entry_id, created_at)
         VALUES ($1, $2, $3, now())`,
        [lottery, users[user], entryId],
      );
    }
    await db.query(
      `INSERT INTO lottery_entry_totals (lottery_id, shard, entries)
       VALUES ('open-one', 3, 2), ('open-one', 9, 1), ('open-two', 0, 1), ('drawn-one', 5, 2)`,
    );
    await db.query(
      `INSERT INTO lottery_draws (lottery_id, ticket_list_hash, ticket_count, drawn_at)
       VALUES ('drawn-one', repeat('c', 64), 2, '2026-02-02T00:00:00Z')`,
    );
    await db.query(
      `INSERT INTO lottery_winners (lottery_id, slot, prize_position, ticket, user_id, holder)
       VALUES ('drawn-one', 0, 0, 5, $1, 'h')`,
      [users[1]],
    );

    // Up to 0019 only: migration 0023 takes the numbers back from the lotteries not drawn yet.
    await migrate(db, migrations.slice(0, upTo + 1));
    const tickets = await db.query<{ lottery_id: string; number: string; user_id: string }>(
      `SELECT lottery_id, number::text, user_id FROM lottery_tickets ORDER BY lottery_id, number`,
    );
    expect(tickets.rows).toEqual([
      // Drawn: its published list keeps the numbers it was drawn with.
      { lottery_id: 'drawn-one', number: '2', user_id: users[0] },
      { lottery_id: 'drawn-one', number: '5', user_id: users[1] },
      { lottery_id: 'open-one', number: '1', user_id: users[0] },
      { lottery_id: 'open-one', number: '2', user_id: users[1] },
      { lottery_id: 'open-one', number: '3', user_id: users[0] },
      { lottery_id: 'open-two', number: '1', user_id: users[1] },
    ]);
    const counters = await db.query<{ lottery_id: string; issued: string }>(
      `SELECT lottery_id, issued::text FROM lottery_ticket_counters ORDER BY lottery_id`,
    );
    expect(counters.rows).toEqual([
      { lottery_id: 'drawn-one', issued: '2' },
      { lottery_id: 'open-one', issued: '3' },
      { lottery_id: 'open-two', issued: '1' },
    ]);
    const gone = await db.query<{ totals: string | null; sequence: string | null }>(
      `SELECT to_regclass('lottery_entry_totals')::text AS totals,
              to_regclass('lottery_ticket_numbers')::text AS sequence`,
    );
    expect(gone.rows).toEqual([{ totals: null, sequence: null }]);
  });
});

describe.each(databaseKinds)('migration 0023 on what 0019 left [%s]', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('gives the tickets order keys in their order, numbers only the drawn lists, and totals in shards', async () => {
    const db = handle.db;
    const seed = OLD_SEED;
    const lotteries = ['open-one', 'drawn-before-0019', 'drawn-since-0019'];
    const { users, entryId } = await migrateBeforeWithLotteries(
      db,
      '0023-ticket-order',
      lotteries,
      (id) => `salt-${id}`,
    );
    for (const id of lotteries) {
      await db.query(
        `INSERT INTO lottery_prizes (lottery_id, position, quantity, delivery, texts)
         VALUES ($1, 0, 1, 'shipped', '{}')`,
        [id],
      );
    }
    // As 0019 left them: a lottery open with 1..3 and its counter; a lottery drawn before 0019
    // with numbers from the shared sequence; one drawn since with 1..3.
    const tickets: Array<[string, number, number]> = [
      ['open-one', 1, 0],
      ['open-one', 2, 1],
      ['open-one', 3, 0],
      ['drawn-before-0019', 7, 1],
      ['drawn-before-0019', 12, 0],
      ['drawn-since-0019', 1, 0],
      ['drawn-since-0019', 2, 1],
      ['drawn-since-0019', 3, 1],
    ];
    for (const [lottery, number, user] of tickets) {
      await db.query(
        `INSERT INTO lottery_tickets (lottery_id, number, user_id, entry_id, created_at)
         VALUES ($1, $2, $3, $4, now())`,
        [lottery, number, users[user], entryId],
      );
    }
    await db.query(
      `INSERT INTO lottery_ticket_counters (lottery_id, issued)
       VALUES ('open-one', 3), ('drawn-before-0019', 2), ('drawn-since-0019', 3)`,
    );
    // Each drawn lottery's draw as it was made: the list read by the draw's statement then (by
    // the number's text: 12 before 7), its hash and the winner it gave.
    const drawn: Record<string, { listHash: string; winners: DrawWinner[] }> = {};
    for (const id of ['drawn-before-0019', 'drawn-since-0019']) {
      const entries = await db.query<{ number: string; user_id: string }>(
        `SELECT number::text, user_id FROM lottery_tickets WHERE lottery_id = $1 ORDER BY number`,
        [id],
      );
      const list = toDrawTickets(entries.rows, `salt-${id}`);
      const listHash = ticketListHash(list);
      const winners = drawWinners({
        seed,
        listHash,
        tickets: list,
        prizes: [{ position: 0, quantity: 1 }],
      });
      drawn[id] = { listHash, winners };
      await db.query(
        `INSERT INTO lottery_draws (lottery_id, ticket_list_hash, ticket_count, drawn_at)
         VALUES ($1, $2, $3, '2026-02-02T00:00:00Z')`,
        [id, listHash, list.length],
      );
      const holder = tickets.find(([l, n]) => l === id && n === winners[0]!.ticket)!;
      await db.query(
        `INSERT INTO lottery_winners (lottery_id, slot, prize_position, ticket, user_id, holder)
         VALUES ($1, 0, 0, $2, $3, $4)`,
        [id, winners[0]!.ticket, users[holder[2]], winners[0]!.holder],
      );
    }

    await migrate(db);
    const after = await db.query<{ lottery_id: string; number: string | null; user_id: string }>(
      `SELECT lottery_id, number::text, user_id FROM lottery_tickets ORDER BY lottery_id, seq`,
    );
    expect(after.rows).toEqual([
      // Drawn: their published lists keep the numbers they were drawn with.
      { lottery_id: 'drawn-before-0019', number: '7', user_id: users[1] },
      { lottery_id: 'drawn-before-0019', number: '12', user_id: users[0] },
      { lottery_id: 'drawn-since-0019', number: '1', user_id: users[0] },
      { lottery_id: 'drawn-since-0019', number: '2', user_id: users[1] },
      { lottery_id: 'drawn-since-0019', number: '3', user_id: users[1] },
      // Not drawn: no number until the draw, the order kept.
      { lottery_id: 'open-one', number: null, user_id: users[0] },
      { lottery_id: 'open-one', number: null, user_id: users[1] },
      { lottery_id: 'open-one', number: null, user_id: users[0] },
    ]);
    // The drawn lists read as they were hashed, and give the winners they gave.
    for (const [id, made] of Object.entries(drawn)) {
      const list = await readTicketList(db, LOTTERY_DRAW_TABLES, id, made.listHash);
      const listHash = ticketListHash(list);
      expect(listHash, id).toBe(made.listHash);
      const prizes = [{ position: 0, quantity: 1 }];
      expect(drawWinners({ seed, listHash, tickets: list, prizes }), id).toEqual(made.winners);
    }
    // The list drawn out of order reads as drawn (the verifier says it is not in order); lists
    // are read by number otherwise.
    const asDrawn = drawn['drawn-before-0019']!.listHash;
    const before = await readTicketList(db, LOTTERY_DRAW_TABLES, 'drawn-before-0019', asDrawn);
    expect(before.map((ticket) => ticket.number)).toEqual([12, 7]);
    const byNumber = await readTicketList(db, LOTTERY_DRAW_TABLES, 'drawn-before-0019');
    expect(byNumber.map((ticket) => ticket.number)).toEqual([7, 12]);
    const totals = await db.query<{ lottery_id: string; entries: string }>(
      `SELECT lottery_id, sum(entries)::text AS entries FROM lottery_entry_totals
        GROUP BY lottery_id ORDER BY lottery_id`,
    );
    expect(totals.rows).toEqual([
      { lottery_id: 'drawn-before-0019', entries: '2' },
      { lottery_id: 'drawn-since-0019', entries: '3' },
      { lottery_id: 'open-one', entries: '3' },
    ]);
    const gone = await db.query<{ counters: string | null }>(
      `SELECT to_regclass('lottery_ticket_counters')::text AS counters`,
    );
    expect(gone.rows).toEqual([{ counters: null }]);

    // An entry after the migration: its ticket follows in the order, with no number; the
    // draw's numbering then gives the old tickets the numbers 0019 gave them, and it the next.
    const player = await createPlayer(db, ledger, { points: 100 });
    await spend(
      db,
      lotteryEntryPlan({
        userId: player.id,
        lottery: { id: 'open-one', pointsPerEntry: 10, entryLimit: 5 } as Lottery,
        count: 2,
        call: { userId: player.id, key: 'entry-after-0023', requestHash: 'h' },
        now: new Date(),
      }),
    );
    await run(db, numberLotteryTickets('open-one'));
    const numbered = await db.query<{ number: string; user_id: string }>(
      `SELECT number::text, user_id FROM lottery_tickets WHERE lottery_id = 'open-one'
        ORDER BY seq`,
    );
    expect(numbered.rows).toEqual([
      { number: '1', user_id: users[0] },
      { number: '2', user_id: users[1] },
      { number: '3', user_id: users[0] },
      { number: '4', user_id: player.id },
      { number: '5', user_id: player.id },
    ]);
    const total = await db.query<{ entries: string }>(
      `SELECT sum(entries)::text AS entries FROM lottery_entry_totals WHERE lottery_id = 'open-one'`,
    );
    expect(total.rows).toEqual([{ entries: '5' }]);
  });
});

describe.runIf(hasPostgres)('migrations from several nodes at once [postgres]', () => {
  let handle: TestDatabase;
  const nodes: Database[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { migrate: false });
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await handle?.dispose();
  });

  it('applies each migration exactly once when four nodes start together', async () => {
    for (let i = 0; i < 4; i++) nodes.push(createPostgresDatabase(handle.url!, { poolSize: 2 }));
    const applied = await Promise.all(nodes.map((node) => migrate(node)));
    expect(applied.flat().sort()).toEqual(migrations.map((migration) => migration.id).sort());
  });
});
