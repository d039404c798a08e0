import type { FastifyInstance } from 'fastify';
import type { PlayerFacts } from '../modules/users/player-facts';
import { refusedDuringMaintenance, type PlayerApiScope } from '../plugins/maintenance-gate';
import { appendOnSend } from '../plugins/route-hooks';

/** A route as registered: its method, its URL pattern and who may call it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  auth: 'required' | 'optional' | 'none';
  /** Whether the site's maintenance refuses it (a player write not marked open). */
  refusedDuringMaintenance: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route (players' and operators') with its players' auth requirement. */
    routeTable: RegisteredRoute[];
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps `app.routeTable` (the authorization matrix test reads it) and gives every write route the
 * hook that makes players' facts be read again: a player's write forgets that player's facts on
 * this node and every other before its answer leaves, so their next read sees what it did; an
 * operator's write (`consolePrefix`: an adjustment, an edited prize or campaign) may change any
 * player's, so it forgets everyone's, and calls `onOperatorWrite` (what else the node keeps of
 * what operators edit: the visitors' answers). Reads pay nothing for it.
 */
export function trackRoutes(
  app: FastifyInstance,
  options: {
    playerApi: PlayerApiScope;
    consolePrefix: string;
    playerFacts: PlayerFacts;
    onOperatorWrite?: () => void;
  },
): void {
  const { playerFacts, onOperatorWrite } = options;
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const auth = (route.config as { auth?: RegisteredRoute['auth'] } | undefined)?.auth ?? 'none';
    const writes = methods.some((method) => !READ_METHODS.has(method));
    if (writes && route.url.startsWith(options.consolePrefix)) {
      appendOnSend(route, () => {
        playerFacts.changedAll();
        onOperatorWrite?.();
      });
    }
    if (writes && auth !== 'none') {
      appendOnSend(route, (request) => {
        if (request.session) playerFacts.changed(request.session.user.id);
      });
    }
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        auth,
        refusedDuringMaintenance: refusedDuringMaintenance(
          { method, url: route.url, config: route.config },
          options.playerApi,
        ),
      });
    }
  });
}
