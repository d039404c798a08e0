import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactRequest, ContactResponse } from '@points/contracts';
import type { Database } from '../../db/database';
import { sendContactMessage } from './send-contact-message';

export async function contactRoutes(
  app: FastifyInstance,
  options: { db: Database; perHour: number },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: {
        auth: 'optional',
        // Per client address: a form anyone can post must not become a way to flood support.
        rateLimit: { max: options.perHour, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to player support',
        body: ContactRequest,
        response: { 200: ContactResponse },
      },
    },
    async (request) => {
      const id = await sendContactMessage(
        options.db,
        request.body,
        request.session?.user.id ?? null,
      );
      return { status_code: 200 as const, data: { id } };
    },
  );
}
