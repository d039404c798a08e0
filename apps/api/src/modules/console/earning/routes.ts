import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConsoleEarningCampaignResponse,
  EarningCampaignInput,
  EarningCampaignListQuery,
  EarningCampaignListResponse,
  EarningCampaignParams,
  EarningPreviewQuery,
  EarningPreviewResponse,
  ERROR_CODES,
} from '@points/contracts';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../errors';
import { loadCampaign } from '../../campaigns/campaign-catalogue';
import { editCampaign } from '../../campaigns/edit-campaign';
import { listCampaigns } from '../../campaigns/list-campaigns';
import { viewCampaignDetail } from '../../campaigns/view-campaign-detail';
import { readCampaign } from '../../campaigns/read-campaign';
import { findUser } from '../../users/user-repository';
import type { AuditedOutcome } from '../../operator-actions/audited';
import { answerAudited } from '../console-access';
import type { ConsoleDeps } from '../console-deps';

const noSuchCampaign = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such campaign');

/**
 * Earning campaigns: read by every role, created, edited and published by an editor, previewed
 * as any player. A write invalidates this node's campaign catalogue; the others follow
 * `campaign_revision`.
 */
export async function consoleEarningRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const write = <T>(request: FastifyRequest, work: (tx: Queryable) => Promise<AuditedOutcome<T>>) =>
    answerAudited(deps.db, request, work, () => deps.campaigns.invalidate());

  api.get(
    '/earning/campaigns',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        querystring: EarningCampaignListQuery,
        response: { 200: EarningCampaignListResponse },
      },
    },
    async (request) => {
      const { campaigns, total } = await listCampaigns(deps.db, request.query);
      const { page, per_page } = request.query;
      return { status_code: 200 as const, data: campaigns, pagination: { total, page, per_page } };
    },
  );

  api.get(
    '/earning/campaigns/:id',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        params: EarningCampaignParams,
        response: { 200: ConsoleEarningCampaignResponse },
      },
    },
    async (request) => {
      const campaign = await readCampaign(deps.db, request.params.id);
      if (!campaign) throw noSuchCampaign();
      return { status_code: 200 as const, data: campaign };
    },
  );

  api.post(
    '/earning/campaigns',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        body: EarningCampaignInput,
        response: { 200: ConsoleEarningCampaignResponse },
      },
    },
    async (request) => {
      const input = { ...request.body, version: null };
      return write(request, (tx) => editCampaign(tx, input));
    },
  );

  api.put(
    '/earning/campaigns/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: EarningCampaignParams,
        body: EarningCampaignInput,
        response: { 200: ConsoleEarningCampaignResponse },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.id !== request.params.id || body.version === null) {
        throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'the body names another campaign', {
          details: { field: body.version === null ? 'version' : 'id' },
        });
      }
      return write(request, (tx) => editCampaign(tx, body));
    },
  );

  api.get(
    '/earning/campaigns/:id/preview',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        params: EarningCampaignParams,
        querystring: EarningPreviewQuery,
        response: { 200: EarningPreviewResponse },
      },
    },
    async (request) => {
      const [campaign, user] = await Promise.all([
        loadCampaign(deps.db, request.params.id),
        findUser(deps.db, request.query.player),
      ]);
      if (!campaign) throw noSuchCampaign();
      if (!user) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such player');
      // The campaign as saved, draft or not: what the player would see once it is published.
      const { view } = await viewCampaignDetail(
        { db: deps.db, gameAccounts: deps.gameAccounts, progress: deps.goalProgress },
        { campaign, user, language: request.query.lang, now: deps.clock() },
      );
      return {
        status_code: 200 as const,
        data: {
          player: { id: user.id, nickname: user.nickname, country: user.country },
          campaign: view,
        },
      };
    },
  );
}
