import type { FastifyInstance } from 'fastify';
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
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import type { JobRunner } from '../../jobs/job-runner';
import { requireSession } from '../../plugins/auth';
import { sendSerialized } from '../../plugins/envelope';
import { createRenderCache } from '../page-cache/visitor-cache';
import { idempotentCallOf } from '../idempotency/run-idempotent';
import type { HistoryRegistry } from '../points/history-registry';
import type { Ledger } from '../points/ledger';
import { answerSpend } from '../spending/answer-spend';
import { groupNameIn, type Catalogue, type CatalogueCache, type CatalogueItem } from './catalogue';
import { nextBoundary } from './catalogue-boundary';
import { itemDeliveryHandler } from './delivery-job';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import { exchangePlan, guardExchange } from './exchange-item';
import { exchangeReferences } from './exchange-history';
import { toItemDetail, toItemPlayerView, toItemSharedView } from './item-view';
import { loadViewer } from './load-viewer';
import { createPlayerPages } from '../page-cache/player-pages';
import type { PlayerFacts } from '../users/player-facts';

export interface ItemRoutesOptions {
  db: Database;
  ledger: Ledger;
  gateway: GamePlatformGateway;
  /** What the platform says of game accounts, for the catalogue's states. */
  gameAccounts: GameAccountCache;
  catalogue: CatalogueCache;
  clock: () => Date;
  jobs: JobRunner;
  history: HistoryRegistry;
  delivery: { maxAttempts: number; backoffMs: number };
  /** The players' own facts, kept while they write nothing. */
  facts: PlayerFacts;
}

export async function itemRoutes(app: FastifyInstance, options: ItemRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const languageOf = (query: { lang?: Language | undefined }, fallback?: Language): Language =>
    query.lang ?? fallback ?? DEFAULT_LANGUAGE;
  const visitorPages = createRenderCache<Catalogue, Language, Buffer>(nextBoundary);
  const sharedPieces = createRenderCache<
    Catalogue,
    Language,
    Array<{ header: string; items: Array<{ item: CatalogueItem; shared: string }> }>
  >(nextBoundary);
  const playerPages = createPlayerPages();

  options.jobs.register(
    itemDeliveryHandler({
      gateway: options.gateway,
      ledger: options.ledger,
      retry: { ...options.delivery, maxBackoffMs: 5 * 60_000 },
    }),
  );
  options.history.register(exchangeReferences(options.catalogue));

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
      // What every viewer sees of each group and item is written once per language until the
      // catalogue or one of its dates changes; a page joins each item to the viewer's part.
      const pieces = sharedPieces.get(catalogue, language, now, () =>
        catalogue.groups.map((group) => ({
          header: JSON.stringify({ id: group.id, name: groupNameIn(group, language) }).slice(0, -1),
          items: catalogue.items
            .filter((item) => item.groupId === group.id)
            .map((item) => ({
              item,
              shared: JSON.stringify(toItemSharedView(item, language, now)).slice(0, -1),
            })),
        })),
      );
      // Written as GroupItemsResponse says, without checking it again per request.
      const render = () => {
        const groups = pieces.map(
          ({ header, items }) =>
            `${header},"items":[${items
              .map(
                ({ item, shared }) =>
                  `${shared},${JSON.stringify(toItemPlayerView(item, viewer, now)).slice(1)}`,
              )
              .join(',')}]}`,
        );
        return `{"status_code":200,"data":{"groups":[${groups.join(',')}],"point":${JSON.stringify(viewer.balance)}}}`;
      };
      if (request.session) {
        return sendSerialized(
          reply,
          // Kept while the catalogue, the language, the player's facts, country, linked apps and
          // accounts are the same, until a period opens or closes or a limit resets.
          await playerPages.get(
            request.session.user.id,
            [
              catalogue,
              language,
              viewer.used,
              viewer.balance,
              viewer.country,
              viewer.gameApps,
              ...viewer.gameAccounts.values(),
            ],
            now,
            {
              until: () => nextBoundary(catalogue, now),
              render: () => ({ text: render(), keep: true }),
            },
          ),
        );
      }
      return sendSerialized(
        reply,
        visitorPages.get(catalogue, language, now, () => Buffer.from(render())),
      );
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
      // A barred item opens like any other: its state says why it cannot be exchanged.
      const viewer = await loadViewer(options, request.session, now);
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
      const now = options.clock();
      return answerSpend(reply, options.db, call, {
        guard: () => guardExchange(options.gateway, { user, item, now }),
        plan: () => exchangePlan({ user, item, call, now }),
        onSpent: () => options.jobs.nudge(),
      });
    },
  );
}
