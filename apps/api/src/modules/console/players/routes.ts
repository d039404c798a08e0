import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeliveryActionRequest,
  ExchangeParams,
  PlayerCouponsResponse,
  PlayerDetailResponse,
  PlayerExchangeResponse,
  PlayerExchangesResponse,
  PlayerHistoryResponse,
  PlayerListResponse,
  PlayerNotificationsResponse,
  PlayerPageQuery,
  PlayerParams,
  PlayerSearchQuery,
  PointAdjustmentRequest,
  PointAdjustmentResponse,
} from '@points/contracts';
import { idempotentCallOf, sendAnswer } from '../../idempotency/run-idempotent';
import { itemDeliveryHandler } from '../../items/delivery-job';
import { requireOperator } from '../console-access';
import type { ConsoleDeps } from '../console-deps';
import { adjustPoints } from './adjust-points';
import { adjustmentReferences } from './adjustment-history';
import { findPlayers } from './find-players';
import { listPlayerCoupons } from './list-player-coupons';
import { listPlayerExchanges } from './list-player-exchanges';
import { listPlayerHistory } from './list-player-history';
import { listPlayerNotifications } from './list-player-notifications';
import { readPlayer, requirePlayer } from './read-player';
import { refundPlayerExchange } from './refund-player-exchange';
import { retryExchangeDelivery } from './retry-exchange-delivery';

/**
 * The players screens: find a player, read their profile, balance, history, exchanges, coupons
 * and notifications (viewer); adjust their points and retry or refund a failed delivery (admin).
 */
export async function consolePlayersRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  // The player's own history names an adjustment by its reason.
  deps.history.register(adjustmentReferences());
  // The delivery job's compensation, for refunds support makes (retry policy unused here).
  const delivery = itemDeliveryHandler({
    gateway: deps.gateway,
    ledger: deps.ledger,
    retry: { ...deps.config.delivery, maxBackoffMs: 5 * 60_000 },
  });
  const paged = (query: { page: number; per_page: number }, total: number) => ({
    total,
    page: query.page,
    per_page: query.per_page,
  });
  /**
   * A page of one of the player's lists (`list`, its rows under `key`): a plain 404 for an
   * unknown player, else the page and how many there are in all.
   */
  const playerPage = async <Page extends { total: number }, Key extends keyof Page>(
    request: { params: { id: string }; query: PlayerPageQuery },
    list: (deps: ConsoleDeps, userId: string, query: PlayerPageQuery, now: Date) => Promise<Page>,
    key: Key,
  ) => {
    await requirePlayer(deps.db, request.params.id);
    const page = await list(deps, request.params.id, request.query, deps.clock());
    return {
      status_code: 200 as const,
      data: page[key],
      pagination: paged(request.query, page.total),
    };
  };

  api.get(
    '/players',
    {
      config: { operator: 'viewer' },
      schema: { tags, querystring: PlayerSearchQuery, response: { 200: PlayerListResponse } },
    },
    async (request) => {
      const { players, total } = await findPlayers(deps.db, request.query);
      return { status_code: 200 as const, data: players, pagination: paged(request.query, total) };
    },
  );

  api.get(
    '/players/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: PlayerParams, response: { 200: PlayerDetailResponse } },
    },
    async (request) => ({
      status_code: 200 as const,
      data: await readPlayer(deps, request.params.id, deps.clock()),
    }),
  );

  api.get(
    '/players/:id/history',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        params: PlayerParams,
        querystring: PlayerPageQuery,
        response: { 200: PlayerHistoryResponse },
      },
    },
    async (request) => playerPage(request, listPlayerHistory, 'entries'),
  );

  api.get(
    '/players/:id/exchanges',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        params: PlayerParams,
        querystring: PlayerPageQuery,
        response: { 200: PlayerExchangesResponse },
      },
    },
    async (request) => playerPage(request, listPlayerExchanges, 'exchanges'),
  );

  api.get(
    '/players/:id/coupons',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        params: PlayerParams,
        querystring: PlayerPageQuery,
        response: { 200: PlayerCouponsResponse },
      },
    },
    async (request) => playerPage(request, listPlayerCoupons, 'coupons'),
  );

  api.get(
    '/players/:id/notifications',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        summary: 'What the player was told, newest first, with the channels it went through',
        params: PlayerParams,
        querystring: PlayerPageQuery,
        response: { 200: PlayerNotificationsResponse },
      },
    },
    async (request) => playerPage(request, listPlayerNotifications, 'notifications'),
  );

  api.post(
    '/players/:id/adjustments',
    {
      config: { operator: 'admin' },
      schema: {
        tags,
        summary: 'Credit or debit a player’s points with a reason (Idempotency-Key required)',
        params: PlayerParams,
        body: PointAdjustmentRequest,
        response: { 200: PointAdjustmentResponse },
      },
    },
    async (request, reply) => {
      const actor = requireOperator(request);
      const call = idempotentCallOf(request, request.params.id);
      // Keys are stored per player: an unknown player has none, and gets a plain 404.
      await requirePlayer(deps.db, request.params.id);
      const answer = await adjustPoints(deps, actor, call, {
        ...request.body,
        userId: request.params.id,
        now: deps.clock(),
      });
      return sendAnswer(reply, answer);
    },
  );

  api.post(
    '/players/:id/exchanges/:exchangeId/retry',
    {
      config: { operator: 'admin' },
      schema: {
        tags,
        summary: 'Send a failed delivery again',
        params: ExchangeParams,
        body: DeliveryActionRequest,
        response: { 200: PlayerExchangeResponse },
      },
    },
    async (request) => {
      const data = await retryExchangeDelivery(deps, requireOperator(request), {
        userId: request.params.id,
        exchangeId: request.params.exchangeId,
        reason: request.body.reason,
        now: deps.clock(),
      });
      deps.jobs.nudge();
      return { status_code: 200 as const, data };
    },
  );

  api.post(
    '/players/:id/exchanges/:exchangeId/refund',
    {
      config: { operator: 'admin' },
      schema: {
        tags,
        summary: 'Refund an exchange whose delivery failed',
        params: ExchangeParams,
        body: DeliveryActionRequest,
        response: { 200: PlayerExchangeResponse },
      },
    },
    async (request) => ({
      status_code: 200 as const,
      data: await refundPlayerExchange({ ...deps, delivery }, requireOperator(request), {
        userId: request.params.id,
        exchangeId: request.params.exchangeId,
        reason: request.body.reason,
        now: deps.clock(),
      }),
    }),
  );
}
