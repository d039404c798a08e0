import type { FastifyInstance } from 'fastify';
import type { ConsoleDeps } from '../console-deps';

/** The console's catalogue screens' routes (being built: see issue 13). */
export async function consoleCatalogueRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  void app;
  void deps;
}
