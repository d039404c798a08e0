import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CatalogueQuery,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  ExchangeResponse,
  GroupItemsResponse,
  ItemParams,
  ItemResponse,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { GamePlatformGateway } from '../../integrations/game-platform/gateway';
import { requireSession } from '../../plugins/auth';
import { idempotentCallOf, runIdempotent, sendAnswer } from '../idempotency/run-idempotent';
import type { Ledger } from '../points/ledger';
import { groupNameIn, type CatalogueCache } from './catalogue';
import { exchangeItem } from './exchange-item';
import { toItemDetail, toItemView, variantFor } from './item-view';
import { loadViewer } from './load-viewer';
import { createVisitorPages } from './visitor-pages';

export interface ItemRoutesOptions {
  db: Database;
  ledger: Ledger;
  gateway: GamePlatformGateway;
  catalogue: CatalogueCache;
  clock: () => Date;
  /** Called after an exchange is queued, to start its delivery at once. */
  onExchangeQueued: () => void;
}

/** Sends a JSON answer serialized ahead (Fastify sends bytes as they are). */
function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export async function itemRoutes(app: FastifyInstance, options: ItemRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const languageOf = (query: { lang?: Language | undefined }, fallback?: Language): Language =>
    query.lang ?? fallback ?? DEFAULT_LANGUAGE;
  const visitorPages = createVisitorPages();

  api.get(
    '/group-item',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['items'],
        summary: 'The item groups and their items, as this player (or a visitor) sees them',
        querystring: CatalogueQuery,
        response: { 200: GroupItemsResponse },
      },
    },
    async (request, reply) => {
      const now = options.clock();
      const language = languageOf(request.query, request.session?.user.language);
      const [catalogue, viewer] = await Promise.all([
        options.catalogue.get(),
        loadViewer(options, request.session, now),
      ]);
      const render = () => ({
        status_code: 200 as const,
        data: {
          groups: catalogue.groups.map((group) => ({
            id: group.id,
            name: groupNameIn(group, language),
            items: catalogue.items
              .filter((item) => item.groupId === group.id)
              .map((item) => toItemView(item, language, viewer, now)),
          })),
          point: viewer.balance,
        },
      });
      if (request.session) return render();
      return sendSerialized(reply, visitorPages.get(catalogue, language, now, render));
    },
  );

  api.get(
    '/item/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['items'],
        summary: 'One item, with its longer text',
        params: ItemParams,
        querystring: CatalogueQuery,
        response: { 200: ItemResponse },
      },
    },
    async (request) => {
      const now = options.clock();
      const item = (await options.catalogue.get()).byId.get(request.params.id);
      if (!item) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such item');
      const viewer = await loadViewer(options, request.session, now);
      // An item barred in the account's country, or in the country chosen in the game, is not
      // shown at all (SPEC.md §6).
      if (viewer.country && item.barredAccountCountries.includes(viewer.country)) {
        throw new AppError(ERROR_CODES.ITEM_NOT_IN_ACCOUNT_COUNTRY);
      }
      const match = variantFor(item, viewer.gameApps);
      if (match && item.barredGameCountries.length > 0) {
        const account = await options.gateway.accountStatus(
          match.variant.contentId,
          match.app.game_user_id,
        );
        if (account.country && item.barredGameCountries.includes(account.country)) {
          throw new AppError(ERROR_CODES.ITEM_NOT_IN_GAME_COUNTRY);
        }
      }
      const language = languageOf(request.query, request.session?.user.language);
      return {
        status_code: 200 as const,
        data: { item: toItemDetail(item, language, viewer, now), point: viewer.balance },
      };
    },
  );

  api.post(
    '/item-withdraw/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['items'],
        summary: 'Exchange points for the item (Idempotency-Key required)',
        security: [{ bearer: [] }],
        params: ItemParams,
        response: { 200: ExchangeResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const call = idempotentCallOf(request, user.id);
      const item = (await options.catalogue.get()).byId.get(request.params.id);
      if (!item) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such item');
      const answer = await runIdempotent(options.db, call, async (tx) => ({
        status_code: 200,
        data: await exchangeItem(options, tx, { user, item, requestKey: call.key }),
      }));
      if (answer.status_code === 200) options.onExchangeQueued();
      return sendAnswer(reply, answer);
    },
  );
}
