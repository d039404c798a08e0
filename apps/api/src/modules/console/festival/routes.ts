import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CheckInBody, CheckInResponse, FestivalParams } from '@points/contracts';
import { checkIn } from '../../festival/check-in';
import { answerAudited, requireOperator } from '../console-access';
import type { ConsoleDeps } from '../console-deps';

/** The festival's check-in: staff scan or type a ticket code on the day; each ticket once. */
export async function consoleFestivalRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/festivals/:id/check-in',
    {
      config: { operator: 'editor' },
      schema: {
        tags: ['console'],
        params: FestivalParams,
        body: CheckInBody,
        response: { 200: CheckInResponse },
      },
    },
    async (request) =>
      answerAudited(deps.db, request, (tx) =>
        checkIn(tx, {
          festivalId: request.params.id,
          ticketCode: request.body.ticket_code,
          operator: requireOperator(request).subject,
          now: deps.clock(),
        }),
      ),
  );
}
