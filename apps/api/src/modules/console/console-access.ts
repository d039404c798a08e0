import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSOLE_FORBIDDEN,
  ERROR_CODES,
  roleAllows,
  type Operator,
  type OperatorRole,
} from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../errors';
import { audited, type Actor, type AuditedOutcome } from '../operator-actions/audited';
import { findOperator } from './operator-sessions';

/** Who may call a console route: anyone (the sign-in itself), or at least this role. */
export type ConsoleRule = 'anyone' | OperatorRole;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The console route's role rule; a console route without one is refused to everybody. */
    operator?: ConsoleRule;
  }
  interface FastifyRequest {
    operator: Operator | null;
  }
}

/** A console route as the route table lists it, with its role rule (undefined: none). */
export interface ConsoleRoute {
  method: string;
  url: string;
  rule: ConsoleRule | undefined;
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** The signed-in operator making the request, as the audit log records them. */
export function requireOperator(request: FastifyRequest): Actor {
  if (!request.operator) throw new AppError(ERROR_CODES.UNAUTHENTICATED);
  return { ...request.operator, requestId: request.id };
}

/**
 * The console's access rules, for every route registered in `app` (the console's scope): each
 * route is listed in `table` with its rule, and a request is let through only when the rule
 * allows the operator behind its bearer token. Deny by default: a route without a rule answers
 * 403 to everyone, and the role-matrix test fails on it. Answers are never cached.
 */
export function guardConsoleRoutes(
  app: FastifyInstance,
  options: { db: Database; table: ConsoleRoute[] },
): void {
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      options.table.push({ method, url: route.url, rule: route.config?.operator });
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const rule = request.routeOptions.config.operator;
    if (rule === 'anyone') return;
    const token = bearerToken(request);
    const operator = token ? await findOperator(options.db, token) : null;
    if (!operator) throw new AppError(ERROR_CODES.UNAUTHENTICATED);
    request.operator = operator;
    if (!rule || !roleAllows(operator.role, rule)) {
      throw new AppError(CONSOLE_FORBIDDEN, `the ${operator.role} role may not do this`);
    }
  });
}

/**
 * A console write's answer: the write and its audit row in one transaction (`audited`), then
 * `after` (this node's snapshot of what changed, invalidated; the other nodes follow its
 * revision), then `{status_code: 200, data}`.
 */
export async function answerAudited<T>(
  db: Database,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<AuditedOutcome<T>>,
  after?: () => void,
): Promise<{ status_code: 200; data: T }> {
  const data = await audited(db, requireOperator(request), work);
  after?.();
  return { status_code: 200, data };
}
