import type { FastifyInstance } from 'fastify';
import type { ConsoleDeps } from '../console-deps';
import { consoleCouponRoutes } from './coupon-routes';
import { consoleItemRoutes } from './item-routes';

/** The console's catalogue screens: items, coupon campaigns, coupons and their code pools. */
export async function consoleCatalogueRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  await app.register(consoleItemRoutes, deps);
  await app.register(consoleCouponRoutes, deps);
}
