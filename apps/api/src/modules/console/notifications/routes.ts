import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  NOTIFICATION_COUNT_DAYS,
  NotificationCountsQuery,
  NotificationCountsResponse,
  notificationCountDays,
} from '@points/contracts';
import { AppError } from '../../../errors';
import type { ConsoleDeps } from '../console-deps';
import { countNotifications } from './count-notifications';

/** What the players were told, in numbers: notifications per day, kind and channel (viewer). */
export async function consoleNotificationRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications/counts',
    {
      config: { operator: 'viewer' },
      schema: {
        tags: ['console'],
        summary: 'Notifications per UTC day, kind and channel (the last 14 days unless asked)',
        querystring: NotificationCountsQuery,
        response: { 200: NotificationCountsResponse },
      },
    },
    async (request) => {
      const now = deps.clock();
      const range = notificationCountDays(request.query, now);
      if (!range) {
        throw new AppError(
          ERROR_CODES.INVALID_PARAMETER,
          `from must not be after to, and the days at most ${NOTIFICATION_COUNT_DAYS.max}`,
        );
      }
      return { status_code: 200 as const, data: await countNotifications(deps.db, range, now) };
    },
  );
}
