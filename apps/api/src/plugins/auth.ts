import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@points/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import type { SessionCache } from '../modules/auth/session-cache';
import {
  authenticateToken,
  type AuthenticatedSession,
  type SessionPolicy,
} from '../modules/auth/session-store';

export type AuthRequirement = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; `none` (the default) skips the session lookup. */
    auth?: AuthRequirement;
    /** The feature needs at least one game app linked to the account (else 4041). */
    needsLinkedGameApp?: boolean;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** The signed-in session of the request; throws 401 when there is none. */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new AppError(ERROR_CODES.UNAUTHENTICATED);
  return request.session;
}

/**
 * Bearer sessions (SPEC.md §4, §7): resolves `Authorization: Bearer` to a server-side session,
 * renews the token on schedule (the answer then carries `new_token`), and enforces each route's
 * requirement: 401 without a live session, 4011 without programme consent, 4041 without a linked
 * game app where the feature needs one.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Database; policy: SessionPolicy; sessions: SessionCache },
  ) => {
    app.decorateRequest('session', null);

    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const config = request.routeOptions.config;
      const requirement = config.auth ?? 'none';
      const token = bearerToken(request);
      const session = token
        ? await authenticateToken(options.db, token, options.policy, options.sessions)
        : null;
      if (session?.newToken) reply.newToken = session.newToken;
      request.session = session;

      if (requirement === 'optional') return;
      if (!session) throw new AppError(ERROR_CODES.UNAUTHENTICATED);
      if (!session.user.programConsent) throw new AppError(ERROR_CODES.CONSENT_REQUIRED);
      if (config.needsLinkedGameApp && session.user.gameApps.length === 0) {
        throw new AppError(ERROR_CODES.GAME_APP_NOT_LINKED);
      }
    };
    // Only routes that read the session carry the check (`auth: 'none'`, the default, skips it).
    app.addHook('onRoute', (route) => {
      if ((route.config?.auth ?? 'none') === 'none') return;
      const own = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(own) ? own : [own]), authenticate];
    });
  },
  { name: 'auth' },
);
