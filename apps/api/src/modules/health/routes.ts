import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, HealthResponse } from '@points/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { checkDatabase } from './check-database';

/** Whether the node is shutting down: health says so first, so the load balancer moves away. */
export interface NodeLifecycle {
  draining: boolean;
}

export async function healthRoutes(
  app: FastifyInstance,
  options: { db: Database; lifecycle: NodeLifecycle },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Load balancers must see the node's real state, so overload shedding never applies here.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['health'],
        summary:
          'Liveness and database reachability, for load balancers; 503 with `reason`: `draining` while stopping, `database_unreachable` while the database does not answer',
        response: { 200: HealthResponse },
      },
    },
    async () => {
      if (options.lifecycle.draining) {
        throw new AppError(ERROR_CODES.MAINTENANCE, 'draining', {
          details: { reason: 'draining' },
        });
      }
      // What is wrong, for the operator and the load balancer: this node's database.
      if (!(await checkDatabase(options.db))) {
        throw new AppError(ERROR_CODES.MAINTENANCE, 'database unreachable', {
          details: { reason: 'database_unreachable' },
        });
      }
      return {
        status_code: 200 as const,
        data: { status: 'ok' as const, database: 'ok' as const },
      };
    },
  );
}
