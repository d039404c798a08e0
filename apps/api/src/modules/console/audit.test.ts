import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '@points/contracts';
import {
  databaseKinds,
  createTestDatabase,
  hasPostgres,
  type TestDatabase,
} from '../../test/databases';
import { asOperator, operatorClaims, operatorToken } from '../../test/operators';
import { buildTestApp } from '../../test/test-app';
import { ALL_WRITE_SAMPLES as SAMPLES } from './all-write-samples';

for (const kind of databaseKinds) {
  describe(`console audit log [${kind}]`, () => {
    let handle: TestDatabase;
    let app: FastifyInstance;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      app = await buildTestApp({ db: handle.db });
      await app.ready();
      for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(handle.db, role);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await handle?.dispose();
    });

    const auditCount = async () =>
      Number(
        (await handle.db.query<{ n: string }>('SELECT count(*)::text AS n FROM console_audit'))
          .rows[0]!.n,
      );

    it('has a succeeding sample for every write route the console registers', () => {
      const writes = app.consoleRoutes
        .filter((route) => route.method !== 'GET' && !route.url.includes('/console/auth/'))
        .map((route) => `${route.method} ${route.url}`);
      expect(writes.length).toBeGreaterThan(0);
      const sampled = new Set(SAMPLES.map((sample) => sample.route));
      expect(writes.filter((route) => !sampled.has(route))).toEqual([]);
    });

    it('has a succeeding sample for every export route (a GET ending in .csv or /export)', () => {
      const exports = app.consoleRoutes
        .filter((route) => route.method === 'GET' && /(\.csv|\/export)$/.test(route.url))
        .map((route) => `${route.method} ${route.url}`);
      expect(exports).toEqual(
        expect.arrayContaining([
          'GET /api/v1/console/audit.csv',
          'GET /api/v1/console/festivals/:id/export',
          'GET /api/v1/console/lotteries/:id/shipping.csv',
        ]),
      );
      const sampled = new Set(SAMPLES.map((sample) => sample.route));
      expect(exports.filter((route) => !sampled.has(route))).toEqual([]);
    });

    for (const sample of SAMPLES) {
      it(`${sample.route} leaves ${sample.action === null ? 'no audit row (it only reads)' : `exactly one audit row naming ${sample.role} and ${sample.action}`}`, async () => {
        const request = await sample.prepare(handle.db);
        const before = await auditCount();
        const response = await app.inject({
          ...request,
          headers: { ...request.headers, ...asOperator(tokens[sample.role]!) },
        } as never);
        if (String(response.headers['content-type']).startsWith('text/csv')) {
          expect(response.statusCode, response.body).toBe(200);
        } else {
          expect(response.json(), response.body).toMatchObject({ status_code: 200 });
        }
        if (sample.action === null) {
          expect(await auditCount()).toBe(before);
          return;
        }
        expect(await auditCount()).toBe(before + 1);
        const { rows } = await handle.db.query<{
          operator_subject: string;
          operator_role: string;
          action: string;
          request_id: string | null;
        }>(
          'SELECT operator_subject, operator_role, action, request_id FROM console_audit ORDER BY id DESC LIMIT 1',
        );
        expect(rows[0]).toMatchObject({
          operator_subject: operatorClaims(sample.role).sub,
          operator_role: sample.role,
          action: sample.action,
        });
        expect(rows[0]!.request_id).toBeTruthy();
      });
    }

    it('names the player a write concerns, with their nickname, and nobody for other writes', async () => {
      // The samples above adjusted a player's points, retried and refunded exchanges and
      // checked a visitor in; the owner of each, as the users table holds them.
      const expected = await handle.db.query<{ action: string; id: string; nickname: string }>(
        `SELECT a.action, u.id::text AS id, u.nickname FROM console_audit a
           JOIN users u ON u.id = COALESCE(
             CASE WHEN a.object_type = 'player' THEN a.object_id::uuid END,
             (SELECT x.user_id FROM item_exchanges x WHERE x.id::text = a.object_id),
             (SELECT r.user_id FROM festival_registrations r
               WHERE r.id::text = a.after ->> 'registration_id'))
          WHERE a.action IN ('players.adjust_points', 'players.retry_delivery',
                             'players.refund_exchange', 'festival.check_in')`,
      );
      expect(expected.rows.map((row) => row.action).sort()).toEqual([
        'festival.check_in',
        'players.adjust_points',
        'players.refund_exchange',
        'players.retry_delivery',
      ]);
      for (const { action, id, nickname } of expected.rows) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/console/audit?action=${action}`,
          headers: asOperator(tokens.viewer!),
        });
        const entries = (response.json() as { data: Array<{ player: unknown }> }).data;
        expect(
          entries.map((entry) => entry.player),
          action,
        ).toEqual([{ id, nickname }]);
      }
      const visitor = expected.rows.find((row) => row.action === 'festival.check_in');
      expect(visitor?.nickname).toBe('visitor');

      // A page of every kind of write at once: one query, each row its own player or none.
      const all = await app.inject({
        method: 'GET',
        url: '/api/v1/console/audit?per_page=100',
        headers: asOperator(tokens.viewer!),
      });
      const rows = (
        all.json() as {
          data: Array<{ action: string; object_type: string; player: { id: string } | null }>;
        }
      ).data;
      expect(rows.length).toBeGreaterThan(expected.rows.length);
      for (const row of rows) {
        const owner = expected.rows.find((entry) => entry.action === row.action);
        expect(row.player?.id ?? null, row.action).toBe(owner?.id ?? null);
      }
    });

    it('refuses to change or remove what the audit log recorded', async () => {
      expect(await auditCount()).toBeGreaterThan(0);
      await expect(handle.db.query(`UPDATE console_audit SET reason = 'edited'`)).rejects.toThrow(
        /append-only/,
      );
      await expect(handle.db.query('DELETE FROM console_audit')).rejects.toThrow(/append-only/);
      await expect(handle.db.query('TRUNCATE console_audit')).rejects.toThrow(/append-only/);
    });

    it('a refused write leaves no row', async () => {
      const before = await auditCount();
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/console/maintenance',
        headers: asOperator(tokens.admin!),
        payload: { on: true, reason: '' },
      });
      expect(response.json()).toMatchObject({ status_code: 400 });
      expect(await auditCount()).toBe(before);
    });

    it('lists, filters and exports the log', async () => {
      await app.inject({
        method: 'PUT',
        url: '/api/v1/console/maintenance',
        headers: asOperator(tokens.admin!),
        payload: { on: false, reason: 'Upgrade done, "all" green, =SUM(A1)' },
      });
      const list = await app.inject({
        method: 'GET',
        url: '/api/v1/console/audit?action=maintenance.off&per_page=1',
        headers: asOperator(tokens.viewer!),
      });
      const body = list.json() as {
        data: Array<Record<string, unknown>>;
        pagination: { total: number };
      };
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({
        action: 'maintenance.off',
        object_type: 'site_setting',
        object_id: 'maintenance',
        before: { on: true },
        after: { on: false },
        operator_name: operatorClaims('admin').name,
      });
      expect(body.pagination.total).toBeGreaterThanOrEqual(1);

      const csv = await app.inject({
        method: 'GET',
        url: '/api/v1/console/audit.csv?action=maintenance.off',
        headers: asOperator(tokens.viewer!),
      });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toMatch(/^id,at,operator_subject,/);
      expect(lines.length).toBe(body.pagination.total + 1);
      // The export is audited: who, which filter, how many rows (its own row is not among them).
      const exported = await handle.db.query<{
        operator_subject: string;
        object_type: string;
        after: { filter: Record<string, unknown>; rows: number; up_to_id: number };
        id: string;
      }>(
        `SELECT id::text, operator_subject, object_type, after FROM console_audit
          WHERE action = 'audit.export' ORDER BY id DESC LIMIT 1`,
      );
      expect(exported.rows[0]).toMatchObject({
        operator_subject: operatorClaims('viewer').sub,
        object_type: 'audit_log',
        after: { filter: { action: 'maintenance.off' }, rows: lines.length - 1 },
      });
      expect(exported.rows[0]!.after.up_to_id).toBeLessThan(Number(exported.rows[0]!.id));
      // The next export of exports shows the first one, with its filter and count.
      const ofExports = await app.inject({
        method: 'GET',
        url: '/api/v1/console/audit.csv?action=audit.export&from=2000-01-01T00:00:00Z',
        headers: asOperator(tokens.admin!),
      });
      const exportLines = ofExports.body.trim().split('\r\n');
      expect(exportLines.length).toBeGreaterThanOrEqual(2);
      expect(ofExports.body).toContain('""filter"":{""action"":""maintenance.off""}');
      const last = await handle.db.query<{ after: unknown; operator_role: string }>(
        `SELECT after, operator_role FROM console_audit WHERE action = 'audit.export'
          ORDER BY id DESC LIMIT 1`,
      );
      expect(last.rows[0]).toEqual({
        operator_role: 'admin',
        after: {
          filter: { action: 'audit.export', from: '2000-01-01T00:00:00.000Z' },
          rows: exportLines.length - 1,
          up_to_id: expect.any(Number),
        },
      });
      // Quotes doubled, and a cell a spreadsheet would run as a formula is defused.
      expect(csv.body).toContain('"Upgrade done, ""all"" green, =SUM(A1)"');
      const formula = await app.inject({
        method: 'PUT',
        url: '/api/v1/console/maintenance',
        headers: asOperator(tokens.admin!),
        payload: { on: false, reason: '=HYPERLINK("x")' },
      });
      expect(formula.json()).toMatchObject({ status_code: 200 });
      const csv2 = await app.inject({
        method: 'GET',
        url: '/api/v1/console/audit.csv?action=maintenance.off',
        headers: asOperator(tokens.viewer!),
      });
      expect(csv2.body).toContain(`"'=HYPERLINK(""x"")"`);
    });
  });
}

describe.runIf(hasPostgres)('exporting the audit log while operators write [postgres]', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { poolSize: 12 });
    app = await buildTestApp({ db: handle.db });
    admin = asOperator(await operatorToken(handle.db, 'admin'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('sends exactly the rows its audit row counts, whatever commits meanwhile', async () => {
    const write = (i: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/console/maintenance',
        headers: admin,
        payload: { on: i % 2 === 0, reason: `Switch number ${i}` },
      });
    const exportAll = () =>
      app.inject({ method: 'GET', url: '/api/v1/console/audit.csv', headers: admin });
    for (let i = 0; i < 1200; i += 200) {
      // Enough rows that an export reads several pages while writes keep committing.
      await handle.db.query(
        `INSERT INTO console_audit (operator_subject, operator_name, operator_role, action,
                                    object_type, object_id)
         SELECT 'op', 'Op', 'admin', 'bulk', 'thing', g::text FROM generate_series(1, 200) g`,
      );
    }
    const results = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => write(i)),
      ...Array.from({ length: 6 }, () => exportAll()),
    ]);
    const exports = results.filter((response) =>
      String(response.headers['content-type']).startsWith('text/csv'),
    );
    expect(exports).toHaveLength(6);
    const counted = await handle.db.query<{ rows: number }>(
      `SELECT (after ->> 'rows')::int AS rows FROM console_audit
        WHERE action = 'audit.export' ORDER BY (after ->> 'rows')::int`,
    );
    const sent = exports.map((response) => response.body.trim().split('\r\n').length - 1);
    expect(sent.sort((a, b) => a - b)).toEqual(counted.rows.map((row) => row.rows));
  });
});
