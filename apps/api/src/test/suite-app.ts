import type { FastifyInstance } from 'fastify';
import { OPERATOR_ROLES, type OperatorRole } from '@points/contracts';
import { afterAll, beforeAll } from 'vitest';
import type { AppDependencies } from '../app';
import type { Database } from '../db/database';
import { testLedger } from './ledger';
import { asOperator, operatorToken } from './operators';
import { buildTestApp } from './test-app';

/**
 * The app of a suite on its database, with the test ledger and what `extra` adds: built before
 * its tests (`beforeAll`, once the database is ready) and closed after them. What it answers
 * stands for the app once built: use it inside tests and hooks, not while the suite is declared.
 */
export function suiteApp(
  db: () => Database,
  extra: () => Partial<AppDependencies> = () => ({}),
): FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp({ db: db(), extra: { ledger: testLedger, ...extra() } });
  });
  afterAll(async () => {
    await app?.close();
  });
  return builtBeforeAll(() => app, 'the suite app');
}

/**
 * Stands for what `current` answers once a suite's `beforeAll` has made it (`what` names it in
 * the error when it is read before then, as while the suite is declared).
 */
export function builtBeforeAll<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} is built in beforeAll: use it inside a test`);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The request headers of a signed-in operator of each role, for a suite: filled in before its
 * tests (`beforeAll`, once `db` is ready), so they can be destructured while it is declared.
 */
export function suiteOperators(db: () => Database): Record<OperatorRole, Record<string, string>> {
  const headers: Record<OperatorRole, Record<string, string>> = {
    viewer: {},
    editor: {},
    admin: {},
  };
  beforeAll(async () => {
    for (const role of OPERATOR_ROLES) {
      Object.assign(headers[role], asOperator(await operatorToken(db(), role)));
    }
  });
  return headers;
}

/** A console request (`/api/v1/console…`) with an operator's headers. */
export const consoleRequest =
  (app: FastifyInstance) =>
  (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    app.inject({ method, url: `/api/v1/console${url}`, headers, payload });
