import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  TEST_CLIENT,
  authorizationUrl,
  startTestIdp,
  type AuthorizationResult,
  type TestIdp,
} from './testing';

/** What the provider's tests share: one real provider a file, and its token endpoint. */

/** The real dev provider for this test file: started before its tests, closed after them. */
export function useTestIdp(): () => TestIdp {
  let idp: TestIdp | undefined;
  beforeAll(async () => {
    idp = await startTestIdp();
  });
  afterAll(async () => {
    await idp?.close();
  });
  return () => idp!;
}

/** An authorization request the provider accepts: fixed state and nonce, and a PKCE challenge. */
export const pkceAuthorizationUrl = (idpUrl: string, params: Record<string, string> = {}): string =>
  authorizationUrl(idpUrl, {
    state: 's'.repeat(32),
    nonce: 'n'.repeat(32),
    code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
    code_challenge_method: 'S256',
    ...params,
  }).toString();

/** The token endpoint's answer to a code, as the confidential client asks for it. */
export async function redeem(
  idpUrl: string,
  result: AuthorizationResult,
  client: { clientId: string; clientSecret: string; redirectUri: string } = TEST_CLIENT,
): Promise<{ id_token: string; access_token: string }> {
  const response = await fetch(new URL('/token', idpUrl), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: result.code,
      redirect_uri: client.redirectUri,
      code_verifier: result.codeVerifier,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id_token: string; access_token: string };
}
