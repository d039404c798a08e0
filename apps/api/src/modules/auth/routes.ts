import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthConfigResponse,
  LoginRequest,
  LoginResponse,
  LogoutQuery,
  LogoutResponse,
} from '@points/contracts';
import type { Database } from '../../db/database';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';
import { getAuthConfig } from './get-auth-config';
import type { SessionCache } from './session-cache';
import type { SessionPolicy } from './session-store';
import { signIn } from './sign-in';
import { signOut } from './sign-out';

export interface AuthRoutesOptions {
  db: Database;
  identity: IdentityProvider;
  policy: SessionPolicy;
  sessions: SessionCache;
  clientId: string;
  publicUrl: string;
  loginRateLimitPerMinute: number;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where and how the SPA sends a person to sign in',
        response: { 200: AuthConfigResponse },
      },
    },
    async () => ({
      status_code: 200 as const,
      data: await getAuthConfig(options.identity, options),
    }),
  );

  api.post(
    '/login',
    {
      config: {
        rateLimit: { max: options.loginRateLimitPerMinute, timeWindow: '1 minute' },
        // Signing in stays open in maintenance: /token is one of the pages maintenance leaves.
        duringMaintenance: 'open',
      },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the authorization code for a session',
        body: LoginRequest,
        response: { 200: LoginResponse },
      },
    },
    async (request) => ({ status_code: 200 as const, data: await signIn(options, request.body) }),
  );

  api.post(
    '/logout',
    {
      // Signing out always works, maintenance or not.
      config: { auth: 'optional', duringMaintenance: 'open' },
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server; where to end it at the provider too',
        querystring: LogoutQuery,
        response: { 200: LogoutResponse },
      },
    },
    async (request) => ({
      status_code: 200 as const,
      data: await signOut(options, request.session, request.query.lang),
    }),
  );
}
