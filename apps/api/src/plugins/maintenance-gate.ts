import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, SITE_MAINTENANCE_REASON } from '@points/contracts';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `open`: a player route that writes but stays available while the site is in maintenance
     * (signing in and out, a read sent as POST). Every such route is on the reviewed list of
     * `maintenance-gate.test.ts`, which fails for one it does not name.
     */
    duringMaintenance?: 'open';
  }
}

/** Which routes are the players' API: under `prefix`, and under none of `except`. */
export interface PlayerApiScope {
  prefix: string;
  except: readonly string[];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether maintenance refuses a route: every player write (any method but GET, HEAD and OPTIONS)
 * unless the route says `duringMaintenance: 'open'`. A write is refused by its method, not by a
 * list of features, so a new write route is closed in maintenance without anyone remembering to.
 */
export function refusedDuringMaintenance(
  route: { method: string; url: string; config?: FastifyContextConfig | undefined },
  scope: PlayerApiScope,
): boolean {
  if (READ_METHODS.has(route.method)) return false;
  if (!route.url.startsWith(scope.prefix)) return false;
  if (scope.except.some((prefix) => route.url.startsWith(prefix))) return false;
  return route.config?.duringMaintenance !== 'open';
}

/**
 * While the site is in maintenance (the console's switch, or MAINTENANCE=true) every player
 * write is refused before its body is read, with `{status_code: 503, reason: 'site_maintenance'}`:
 * nothing is spent, claimed, entered or registered, and nothing is stored under the request's
 * Idempotency-Key, so the same click can be sent again once the site is back. Reads continue.
 *
 * The switch is read from the node's settings snapshot, which follows the database within
 * `CONTENT_REFRESH_MS` (at once through Redis change notices): a write that arrives on a node in
 * that window, or one already past this check when the switch turns, still goes through.
 */
export const maintenanceGatePlugin = fp(
  async (
    app: FastifyInstance,
    options: { inMaintenance: () => Promise<boolean>; scope: PlayerApiScope },
  ) => {
    const gate = async (request: FastifyRequest) => {
      if (READ_METHODS.has(request.method) || !(await options.inMaintenance())) return;
      throw new AppError(ERROR_CODES.MAINTENANCE, 'site in maintenance', {
        details: { reason: SITE_MAINTENANCE_REASON },
      });
    };
    // Only the routes it refuses carry the gate: a read pays nothing for it.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const refused = methods.some((method) =>
        refusedDuringMaintenance({ method, url: route.url, config: route.config }, options.scope),
      );
      if (!refused) return;
      const own = route.onRequest ?? [];
      route.onRequest = [gate, ...(Array.isArray(own) ? own : [own])];
    });
  },
  { name: 'maintenance-gate' },
);
