import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactListQuery,
  ContactListResponse,
  ContactMessageResponse,
  ContactParams,
  ContactStatusRequest,
} from '@points/contracts';
import { requireOperator } from '../console-access';
import type { ConsoleDeps } from '../console-deps';
import { listContactMessages } from './list-contact-messages';
import { readContactMessage } from './read-contact-message';
import { setContactStatus } from './set-contact-status';

/** The contact inbox: messages from the contact form (viewer) and their status (editor). */
export async function consoleContactRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];

  api.get(
    '/contact',
    {
      config: { operator: 'viewer' },
      schema: { tags, querystring: ContactListQuery, response: { 200: ContactListResponse } },
    },
    async (request) => {
      const { messages, total } = await listContactMessages(deps.db, request.query);
      return {
        status_code: 200 as const,
        data: messages,
        pagination: { total, page: request.query.page, per_page: request.query.per_page },
      };
    },
  );

  api.get(
    '/contact/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ContactParams, response: { 200: ContactMessageResponse } },
    },
    async (request) => ({
      status_code: 200 as const,
      data: await readContactMessage(deps.db, request.params.id),
    }),
  );

  api.put(
    '/contact/:id/status',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ContactParams,
        body: ContactStatusRequest,
        response: { 200: ContactMessageResponse },
      },
    },
    async (request) => ({
      status_code: 200 as const,
      data: await setContactStatus(deps.db, requireOperator(request), {
        ...request.body,
        id: request.params.id,
        now: deps.clock(),
      }),
    }),
  );
}
