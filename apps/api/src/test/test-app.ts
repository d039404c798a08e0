import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, OperatorClaims } from '@points/contracts';
import { AppError } from '../errors';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, NO_SHEDDING, type Config } from '../config';
import type { Database } from '../db/database';
import type { IdentityProvider } from '../integrations/identity/identity-provider';
import { createOidcIdentity } from '../integrations/identity/oidc-identity';
import { TEST_CLIENT, TEST_CONSOLE_CLIENT, type TestIdp } from '@points/idp/testing';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    OIDC_CLIENT_ID: TEST_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    WEB_DIST: '/nonexistent-web-dist',
    // Tests drive background work themselves (app.jobs.runDue()).
    JOBS_ENABLED: 'false',
    // Tests are deterministic: a busy machine never sheds their requests. The tests of shedding
    // turn the thresholds they test back on through `env`.
    ...NO_SHEDDING,
    // A test that writes sessions in the database sees the change at once; the tests of the
    // session cache turn it on (session-cache.test.ts).
    SESSION_CACHE_MS: '0',
    // The same for a player's facts (balance, limits…): the tests of that cache turn it on.
    PLAYER_FACTS_CACHE_MS: '0',
    // And for visitors' answers sent again whole: visitor-answers.test.ts turns it on.
    VISITOR_ANSWER_MS: '0',
    ...env,
  });
}

const providerDown = () =>
  Promise.reject(new AppError(ERROR_CODES.MAINTENANCE, 'identity not configured in this test'));

/**
 * An identity provider that must not be reached by the test using it: it answers as the real one
 * does when the provider is down (503).
 */
export const unreachableIdentity: IdentityProvider = {
  serverInfo: providerDown,
  exchangeCode: providerDown,
  endSessionUrl: async () => null,
};

export function identityFor(idp: TestIdp, fetchImpl?: typeof fetch): IdentityProvider {
  return createOidcIdentity({
    issuer: idp.url,
    clientId: TEST_CLIENT.clientId,
    clientSecret: TEST_CLIENT.clientSecret,
    redirectUri: TEST_CLIENT.redirectUri,
    allowInsecureRequests: true,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/** The console's sign-in at the test provider, as `main.ts` makes it. */
export function consoleIdentityFor(idp: TestIdp): IdentityProvider<OperatorClaims> {
  return createOidcIdentity<OperatorClaims>(
    {
      issuer: idp.url,
      clientId: TEST_CONSOLE_CLIENT.clientId,
      clientSecret: TEST_CONSOLE_CLIENT.clientSecret,
      redirectUri: TEST_CONSOLE_CLIENT.redirectUri,
      allowInsecureRequests: true,
    },
    OperatorClaims,
  );
}

export async function buildTestApp(options: {
  db: Database;
  identity?: IdentityProvider;
  env?: Record<string, string>;
  extra?: Partial<AppDependencies>;
  /** Adds routes before the app is sealed (for testing cross-cutting behaviour). */
  routes?: (app: FastifyInstance) => void;
}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.env),
    db: options.db,
    identity: options.identity ?? unreachableIdentity,
    logger: false,
    ...options.extra,
  });
  options.routes?.(app);
  await app.ready();
  return app;
}

/** Listens on a free local port, for tests that need real HTTP; answers the base URL. */
export async function listenTestApp(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
