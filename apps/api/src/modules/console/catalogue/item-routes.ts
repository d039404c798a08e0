import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConsoleItemParams,
  ConsoleItemResponse,
  ERROR_CODES,
  ItemGroupListResponse,
  ItemInput,
  ItemListQuery,
  ItemListResponse,
} from '@points/contracts';
import { AppError } from '../../../errors';
import { listItemGroups } from '../../items/list-item-groups';
import { listItems } from '../../items/list-items';
import { readItem } from '../../items/read-item';
import { saveItem } from '../../items/save-item';

import { answerAudited } from '../console-access';
import type { ConsoleDeps } from '../console-deps';

/**
 * Items: read by every role, written by an editor. A save invalidates this node's catalogue; the
 * other nodes follow `item_revision` within CONTENT_REFRESH_MS.
 */
export async function consoleItemRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];

  api.get(
    '/catalogue/item-groups',
    { config: { operator: 'viewer' }, schema: { tags, response: { 200: ItemGroupListResponse } } },
    async () => ({ status_code: 200 as const, data: await listItemGroups(deps.db) }),
  );

  api.get(
    '/catalogue/items',
    {
      config: { operator: 'viewer' },
      schema: { tags, querystring: ItemListQuery, response: { 200: ItemListResponse } },
    },
    async (request) => {
      const { items, total } = await listItems(deps.db, request.query);
      const { page, per_page } = request.query;
      return { status_code: 200 as const, data: items, pagination: { total, page, per_page } };
    },
  );

  api.get(
    '/catalogue/items/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ConsoleItemParams, response: { 200: ConsoleItemResponse } },
    },
    async (request) => {
      const item = await readItem(deps.db, request.params.id);
      if (!item) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such item');
      return { status_code: 200 as const, data: item };
    },
  );

  api.post(
    '/catalogue/items',
    {
      config: { operator: 'editor' },
      schema: { tags, body: ItemInput, response: { 200: ConsoleItemResponse } },
    },
    async (request) => {
      const input = { ...request.body, version: null };
      return answerAudited(
        deps.db,
        request,
        (tx) => saveItem(tx, input),
        () => deps.catalogue.invalidate(),
      );
    },
  );

  api.put(
    '/catalogue/items/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleItemParams,
        body: ItemInput,
        response: { 200: ConsoleItemResponse },
      },
    },
    async (request) => {
      if (request.body.id !== request.params.id || request.body.version === null) {
        throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'an update names its item and version', {
          details: { field: request.body.version === null ? 'version' : 'id' },
        });
      }
      const input = request.body;
      return answerAudited(
        deps.db,
        request,
        (tx) => saveItem(tx, input),
        () => deps.catalogue.invalidate(),
      );
    },
  );
}
