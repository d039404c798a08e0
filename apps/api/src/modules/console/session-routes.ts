import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSOLE_CLAIMS_REQUEST,
  CONSOLE_OIDC_SCOPE,
  ConsoleAuthConfigResponse,
  ConsoleLoginRequest,
  ConsoleLoginResponse,
  ConsoleLogoutResponse,
  ConsoleMeResponse,
  htmlLang,
  LogoutQuery,
  supportedLanguage,
  type OperatorClaims,
} from '@points/contracts';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';
import { requireOperator } from './console-access';
import type { ConsoleDeps } from './console-deps';
import { createOperatorSession, endOperatorSession } from './operator-sessions';

/** Operators sign in through the same provider as players, with the console's own client. */
export async function consoleSessionRoutes(
  app: FastifyInstance,
  deps: ConsoleDeps & { identity: IdentityProvider<OperatorClaims> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/auth/config',
    {
      config: { operator: 'anyone' },
      schema: { tags: ['console'], response: { 200: ConsoleAuthConfigResponse } },
    },
    async () => {
      const info = await deps.identity.serverInfo();
      return {
        status_code: 200 as const,
        data: {
          authorization_endpoint: info.authorizationEndpoint,
          client_id: deps.config.console.clientId,
          redirect_uri: deps.config.console.redirectUri,
          scope: CONSOLE_OIDC_SCOPE,
          claims: CONSOLE_CLAIMS_REQUEST,
        },
      };
    },
  );

  api.post(
    '/auth/login',
    {
      config: {
        operator: 'anyone',
        rateLimit: { max: deps.config.rateLimit.loginPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['console'],
        body: ConsoleLoginRequest,
        response: { 200: ConsoleLoginResponse },
      },
    },
    async (request) => {
      const { claims, idToken } = await deps.identity.exchangeCode({
        code: request.body.code,
        codeVerifier: request.body.code_verifier,
        nonce: request.body.nonce,
        iss: request.body.iss,
      });
      const token = await createOperatorSession(
        deps.db,
        claims,
        deps.config.console.sessionTtlSeconds,
        idToken,
      );
      request.log.info({ operator: claims.sub, role: claims.operator_role }, 'operator signed in');
      return {
        status_code: 200 as const,
        data: {
          token,
          operator: { subject: claims.sub, name: claims.name, role: claims.operator_role },
        },
      };
    },
  );

  api.get(
    '/auth/me',
    {
      config: { operator: 'viewer' },
      schema: { tags: ['console'], response: { 200: ConsoleMeResponse } },
    },
    async (request) => {
      const { subject, name, role } = requireOperator(request);
      return { status_code: 200 as const, data: { operator: { subject, name, role } } };
    },
  );

  api.post(
    '/auth/logout',
    {
      config: { operator: 'viewer' },
      schema: {
        tags: ['console'],
        querystring: LogoutQuery,
        response: { 200: ConsoleLogoutResponse },
      },
    },
    async (request) => {
      // The provider's sign-out page speaks the console's language (`lang`: English or Japanese).
      const language = supportedLanguage(request.query.lang);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')![1]!;
      const idToken = await endOperatorSession(deps.db, token);
      // The provider's session ends too: otherwise the next Sign in on this device (a shared
      // phone at the festival gate) would silently sign the same operator back in.
      const endSessionUrl = await deps.identity.endSessionUrl({
        idToken,
        postLogoutRedirectUri: `${deps.config.publicUrl}/console/`,
        uiLocales: language ? htmlLang(language) : undefined,
      });
      return { status_code: 200 as const, data: { end_session_url: endSessionUrl } };
    },
  );
}
