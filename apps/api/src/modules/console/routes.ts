import type { FastifyInstance } from 'fastify';
import type { OperatorClaims } from '@points/contracts';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';
import { consoleAuditRoutes } from './audit-routes';
import { consoleCatalogueRoutes } from './catalogue/routes';
import { guardConsoleRoutes, type ConsoleRoute } from './console-access';
import type { ConsoleDeps } from './console-deps';
import { consoleContactRoutes } from './contact/routes';
import { consoleContentRoutes } from './content/routes';
import { consoleEarningRoutes } from './earning/routes';
import { consoleFestivalRoutes } from './festival/routes';
import { consoleLotteryRoutes } from './lottery/routes';
import { consoleMaintenanceRoutes } from './maintenance-routes';
import { consoleNotificationRoutes } from './notifications/routes';
import { consolePlayersRoutes } from './players/routes';
import { consoleSessionRoutes } from './session-routes';

/**
 * The operator console's API, under /api/v1/console: every route has a role rule
 * (`config.operator`), enforced by `guardConsoleRoutes` and listed in `table` for the role-matrix
 * test. Each area of the console adds its routes here.
 */
export async function consoleRoutes(
  app: FastifyInstance,
  options: ConsoleDeps & {
    identity: IdentityProvider<OperatorClaims>;
    table: ConsoleRoute[];
    prefix?: string;
  },
) {
  // The areas get the dependencies without this plugin's own `prefix`, which they would repeat.
  const { table, ...withPrefix } = options;
  const deps: ConsoleDeps & { identity: IdentityProvider<OperatorClaims> } = withPrefix;
  delete (deps as { prefix?: string }).prefix;
  guardConsoleRoutes(app, { db: deps.db, table });
  await app.register(consoleSessionRoutes, deps);
  await app.register(consoleAuditRoutes, deps);
  await app.register(consoleMaintenanceRoutes, deps);
  await app.register(consoleContentRoutes, deps);
  await app.register(consoleCatalogueRoutes, deps);
  await app.register(consoleEarningRoutes, deps);
  await app.register(consoleLotteryRoutes, deps);
  await app.register(consoleFestivalRoutes, deps);
  await app.register(consolePlayersRoutes, deps);
  await app.register(consoleNotificationRoutes, deps);
  await app.register(consoleContactRoutes, deps);
}
