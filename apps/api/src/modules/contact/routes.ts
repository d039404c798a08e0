import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactRequest, ContactResponse } from '@points/contracts';
import type { Database } from '../../db/database';
import { clientKeyOf, sendContactMessage } from './send-contact-message';

export async function contactRoutes(
  app: FastifyInstance,
  options: { db: Database; perHour: number; clientKeySecret: string; clock: () => Date },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to player support',
        body: ContactRequest,
        response: { 200: ContactResponse },
      },
    },
    async (request) => {
      const reference = await sendContactMessage(options.db, request.body, {
        userId: request.session?.user.id ?? null,
        // Per client address: a form anyone can post must not become a way to flood support.
        clientKey: clientKeyOf(request.ip, options.clientKeySecret),
        perHour: options.perHour,
        now: options.clock(),
      });
      return { status_code: 200 as const, data: { reference } };
    },
  );
}
