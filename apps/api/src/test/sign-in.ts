import type { FastifyInstance } from 'fastify';
import { authorize, type AuthorizationResult } from '@points/idp/testing';

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
