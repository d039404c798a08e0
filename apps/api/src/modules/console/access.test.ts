import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_FORBIDDEN, ERROR_CODES, OPERATOR_ROLES, roleAllows } from '@points/contracts';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { asOperator, operatorToken } from '../../test/operators';
import { buildTestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

/**
 * The role matrix, over every console route as the app registered it (not a hand list): no token,
 * a player's token, and each role. A route without a role rule fails here.
 */
describe('console access: every route against every caller', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    app = await buildTestApp({ db: handle.db });
    await app.ready();
    for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(handle.db, role);
    tokens.player = (await createTestUser(handle.db)).token;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('lists the console routes, each with a role rule', () => {
    expect(app.consoleRoutes.length).toBeGreaterThan(5);
    const withoutRule = app.consoleRoutes.filter((route) => !route.rule);
    expect(withoutRule).toEqual([]);
  });

  // A path with its parameters filled in: the guard answers before the route reads them.
  const pathOf = (url: string) => url.replace(/:[A-Za-z_]+/g, 'sample-id').replace(/\*$/, 'x');
  const send = (method: string, url: string, token?: string) =>
    app.inject({
      method: method as 'GET',
      url: pathOf(url),
      headers: token ? asOperator(token) : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('answers each caller as the route’s rule says', async () => {
    const outcomes: string[] = [];
    for (const route of app.consoleRoutes) {
      if (route.rule === 'anyone' || !route.rule) continue;
      // Signing out ends the session: that route gets sessions of its own.
      if (route.url.endsWith('/auth/logout')) {
        for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(handle.db, role);
      }
      const expectations: Array<
        [string, string | undefined, 'denied-401' | 'denied-403' | 'allowed']
      > = [
        ['nobody', undefined, 'denied-401'],
        ['player', tokens.player, 'denied-401'],
        ...OPERATOR_ROLES.map(
          (role) =>
            [
              role,
              tokens[role],
              roleAllows(role, route.rule as never) ? 'allowed' : 'denied-403',
            ] as [string, string, 'allowed' | 'denied-403'],
        ),
      ];
      for (const [caller, token, expected] of expectations) {
        const response = await send(route.method, route.url, token);
        const isJson = String(response.headers['content-type']).startsWith('application/json');
        const code = isJson ? (response.json() as { status_code?: number }).status_code : 200;
        const got =
          code === ERROR_CODES.UNAUTHENTICATED
            ? 'denied-401'
            : code === CONSOLE_FORBIDDEN && response.statusCode === 403
              ? 'denied-403'
              : 'allowed';
        if (got !== expected) {
          outcomes.push(
            `${route.method} ${route.url} as ${caller}: ${got} (${code}), expected ${expected}`,
          );
        }
        // Never a server error, whatever the caller sends.
        expect(response.statusCode, `${route.method} ${route.url} as ${caller}`).toBeLessThan(500);
      }
      if (route.url.endsWith('/auth/logout')) {
        for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(handle.db, role);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('never lets an operator token open the player API', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/point',
      headers: asOperator(tokens.admin!),
    });
    expect(response.json()).toMatchObject({ status_code: ERROR_CODES.UNAUTHENTICATED });
  });

  it('refuses an expired operator session', async () => {
    await handle.db.query(`UPDATE operator_sessions SET expires_at = now() - interval '1 second'`);
    const response = await send('GET', '/api/v1/console/auth/me', tokens.admin);
    expect(response.json()).toMatchObject({ status_code: ERROR_CODES.UNAUTHENTICATED });
  });
});
