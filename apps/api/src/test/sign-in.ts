import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_ACCOUNTS } from '@points/idp/demo-accounts';
import {
  authorize,
  startTestIdp,
  tamperingFetch,
  type AuthorizationResult,
  type IdTokenTamper,
  type TestIdp,
} from '@points/idp/testing';
import type { Database } from '../db/database';
import { builtBeforeAll } from './suite-app';
import { buildTestApp, identityFor } from './test-app';

/** The claims the dev provider holds for the demo account `loginId` (player-jp, …). */
export const demoClaims = (loginId: string) =>
  DEMO_ACCOUNTS.find((account) => account.loginId === loginId)!.claims;

/** `POST /login` with what the test provider's authorization answered (`override`'s fields instead). */
export const postLogin = (
  app: FastifyInstance,
  result: AuthorizationResult,
  override: Partial<Record<string, string>> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: {
      code: result.code,
      code_verifier: result.codeVerifier,
      nonce: result.nonce,
      iss: result.iss ?? undefined,
      ...override,
    },
  });

/** Signs `loginId` in at the test provider (`idpUrl`) and posts what it answered to `/login`. */
export async function providerSignIn(
  app: FastifyInstance,
  idpUrl: string,
  loginId: string,
  override: Partial<Record<string, string>> = {},
) {
  const result = await authorize(idpUrl, { loginId });
  return { result, response: await postLogin(app, result, override) };
}

/**
 * A suite that signs players in at its own test provider (consent given in one suite must not
 * leak into the next), and the app on `db` with what `options` adds: both started before its
 * tests and closed after them, the login limit lifted (the limit has its own test). `tamper`
 * changes the provider's answers (its ID token or userinfo) as the app reads them, until the
 * next test. `app` and `idp` stand for the app and provider once started: use them inside tests.
 */
export function providerSuite(
  db: () => Database,
  options: Pick<Parameters<typeof buildTestApp>[0], 'extra' | 'routes'> = {},
): { app: FastifyInstance; idp: TestIdp; tamper: (next: IdTokenTamper) => void } {
  let app: FastifyInstance | undefined;
  let idp: TestIdp | undefined;
  let tampering: IdTokenTamper | null = null;
  beforeAll(async () => {
    idp = await startTestIdp();
    app = await buildTestApp({
      db: db(),
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
      identity: identityFor(
        idp,
        tamperingFetch(idp.signingKey, () => tampering),
      ),
      ...options,
    });
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });
  beforeEach(() => {
    tampering = null;
  });
  return {
    app: builtBeforeAll(() => app, 'the suite app'),
    idp: builtBeforeAll(() => idp, 'the suite provider'),
    tamper: (next) => {
      tampering = next;
    },
  };
}
