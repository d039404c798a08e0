import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MaintenanceRequest, MaintenanceResponse, type MaintenanceState } from '@points/contracts';
import type { MaintenanceSwitch } from '../site-config/site-settings';
import { setMaintenance } from '../site-config/site-settings';
import { audited } from '../operator-actions/audited';
import { requireOperator } from './console-access';
import type { ConsoleDeps } from './console-deps';

/** The maintenance switch: read by every role, set by an admin, followed by every node. */
export async function consoleMaintenanceRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const state = (current: MaintenanceSwitch): MaintenanceState => ({
    on: current.on,
    forced_by_environment: deps.siteSettings.forcedByEnvironment,
    changed_at: current.changedAt?.toISOString() ?? null,
    changed_by: current.changedBy,
    propagation_ms: deps.siteSettings.refreshMs,
  });

  api.get(
    '/maintenance',
    {
      config: { operator: 'viewer' },
      schema: { tags: ['console'], response: { 200: MaintenanceResponse } },
    },
    async () => ({ status_code: 200 as const, data: state(await deps.siteSettings.maintenance()) }),
  );

  api.put(
    '/maintenance',
    {
      config: { operator: 'admin' },
      schema: {
        tags: ['console'],
        body: MaintenanceRequest,
        response: { 200: MaintenanceResponse },
      },
    },
    async (request) => {
      const actor = requireOperator(request);
      const { on, reason } = request.body;
      await audited(deps.db, actor, async (tx) => {
        const before = await setMaintenance(tx, on, actor.name);
        return {
          result: undefined,
          audit: {
            action: on ? 'maintenance.on' : 'maintenance.off',
            objectType: 'site_setting',
            objectId: 'maintenance',
            before: { on: before.on },
            after: { on },
            reason,
          },
        };
      });
      deps.siteSettings.invalidate();
      return { status_code: 200 as const, data: state(await deps.siteSettings.maintenance()) };
    },
  );
}
