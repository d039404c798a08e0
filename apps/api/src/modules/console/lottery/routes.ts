import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConsoleLotteryCampaignResponse,
  ConsoleLotteryCampaignsResponse,
  ConsoleLotteryParams,
  ConsoleLotteryResponse,
  ERROR_CODES,
  LotteryCampaignInput,
  LotteryInput,
  LotteryListQuery,
  LotteryListResponse,
  MarkShippedBody,
  MarkShippedResponse,
} from '@points/contracts';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../errors';
import { editLottery, editLotteryCampaign } from '../../lottery/edit-lottery';
import { listLotteries } from '../../lottery/list-lotteries';
import { readLottery, readLotteryCampaigns } from '../../lottery/read-lottery';
import { exportShipping, markShipped } from '../../lottery/ship-prizes';
import { audited, type AuditedOutcome } from '../../operator-actions/audited';
import { answerAudited, requireOperator } from '../console-access';
import type { ConsoleDeps } from '../console-deps';

const noSuchLottery = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such lottery');

const bodyNamesAnother = (version: number | null) =>
  new AppError(ERROR_CODES.INVALID_PARAMETER, 'the body names another record', {
    details: { field: version === null ? 'version' : 'id' },
  });

/**
 * Lotteries: campaigns and lotteries read by every role and written by an editor (a drawn lottery
 * no longer changes); the draw and its proof; winners, their prizes marked shipped by an editor,
 * and the shipping list (addresses) exported by an admin only, audited. A write invalidates this
 * node's lottery catalogue; the others follow `lottery_revision`.
 */
export async function consoleLotteryRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const write = <T>(request: FastifyRequest, work: (tx: Queryable) => Promise<AuditedOutcome<T>>) =>
    answerAudited(deps.db, request, work, () => deps.lotteries.invalidate());

  api.get(
    '/lottery-campaigns',
    {
      config: { operator: 'viewer' },
      schema: { tags, response: { 200: ConsoleLotteryCampaignsResponse } },
    },
    async () => ({ status_code: 200 as const, data: await readLotteryCampaigns(deps.db) }),
  );

  api.post(
    '/lottery-campaigns',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        body: LotteryCampaignInput,
        response: { 200: ConsoleLotteryCampaignResponse },
      },
    },
    async (request) =>
      write(request, (tx) => editLotteryCampaign(tx, { ...request.body, version: null })),
  );

  api.put(
    '/lottery-campaigns/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleLotteryParams,
        body: LotteryCampaignInput,
        response: { 200: ConsoleLotteryCampaignResponse },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.id !== request.params.id || body.version === null) {
        throw bodyNamesAnother(body.version);
      }
      return write(request, (tx) => editLotteryCampaign(tx, body));
    },
  );

  api.get(
    '/lotteries',
    {
      config: { operator: 'viewer' },
      schema: { tags, querystring: LotteryListQuery, response: { 200: LotteryListResponse } },
    },
    async (request) => {
      const { lotteries, total } = await listLotteries(deps.db, request.query);
      const { page, per_page } = request.query;
      return { status_code: 200 as const, data: lotteries, pagination: { total, page, per_page } };
    },
  );

  api.get(
    '/lotteries/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ConsoleLotteryParams, response: { 200: ConsoleLotteryResponse } },
    },
    async (request) => {
      const lottery = await readLottery(deps.db, request.params.id);
      if (!lottery) throw noSuchLottery();
      return { status_code: 200 as const, data: lottery };
    },
  );

  api.post(
    '/lotteries',
    {
      config: { operator: 'editor' },
      schema: { tags, body: LotteryInput, response: { 200: ConsoleLotteryResponse } },
    },
    async (request) =>
      write(request, (tx) => editLottery(tx, { ...request.body, version: null }, deps.clock())),
  );

  api.put(
    '/lotteries/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleLotteryParams,
        body: LotteryInput,
        response: { 200: ConsoleLotteryResponse },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.id !== request.params.id || body.version === null) {
        throw bodyNamesAnother(body.version);
      }
      return write(request, (tx) => editLottery(tx, body, deps.clock()));
    },
  );

  api.post(
    '/lotteries/:id/shipped',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleLotteryParams,
        body: MarkShippedBody,
        response: { 200: MarkShippedResponse },
      },
    },
    async (request) =>
      write(request, (tx) =>
        markShipped(tx, {
          lotteryId: request.params.id,
          slot: request.body.slot,
          now: deps.clock(),
          reason: request.body.reason,
        }),
      ),
  );

  api.get(
    '/lotteries/:id/shipping.csv',
    {
      config: { operator: 'admin' },
      schema: { tags, params: ConsoleLotteryParams },
    },
    async (request, reply) => {
      if (!(await readLottery(deps.db, request.params.id))) throw noSuchLottery();
      const csv = await audited(deps.db, requireOperator(request), (tx) =>
        exportShipping(tx, request.params.id),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('Content-Disposition', `attachment; filename="shipping-${request.params.id}.csv"`)
        .send(csv);
    },
  );
}
