import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CampaignInput,
  CampaignListQuery,
  CampaignListResponse,
  CodesAddedResponse,
  CodesCsvRequest,
  CodesPreviewResponse,
  ConsoleCampaignParams,
  ConsoleCampaignResponse,
  ConsoleCouponParams,
  ConsoleCouponResponse,
  CouponInput,
  CSV_HAS_ERRORS,
  ERROR_CODES,
  GenerateCodesRequest,
  httpStatusOf,
} from '@points/contracts';
import { AppError } from '../../../errors';
import { editCoupon } from '../../coupons/edit-coupon';
import { editCouponCampaign } from '../../coupons/edit-coupon-campaign';
import { generatePoolCodes } from '../../coupons/generate-pool-codes';
import { CodesFileRefused, importCouponCodesFile } from '../../coupons/import-coupon-codes-file';
import { listCouponCampaigns } from '../../coupons/list-coupon-campaigns';
import { previewCouponCodes } from '../../coupons/preview-coupon-codes';
import { readCoupon } from '../../coupons/read-coupon';
import { readCouponCampaign } from '../../coupons/read-coupon-campaign';
import type { Queryable } from '../../../db/database';
import type { AuditedOutcome } from '../../operator-actions/audited';
import { answerAudited } from '../console-access';
import type { ConsoleDeps } from '../console-deps';

/**
 * A codes file may be a few megabytes (the API's default body limit is 64 KiB): one code a line,
 * CODES_CSV_MAX_CHARS characters at most, with room for JSON's escapes of line breaks.
 */
const CSV_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Coupon campaigns, coupons and their code pools: read by every role, written by an editor. A
 * write invalidates this node's coupon catalogue; the others follow `coupon_revision`.
 */
export async function consoleCouponRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  /** An audited coupon write, then this node's coupon catalogue read again; its answer. */
  const write = <T>(request: FastifyRequest, work: (tx: Queryable) => Promise<AuditedOutcome<T>>) =>
    answerAudited(deps.db, request, work, () => deps.coupons.invalidate());

  api.get(
    '/catalogue/campaigns',
    {
      config: { operator: 'viewer' },
      schema: { tags, querystring: CampaignListQuery, response: { 200: CampaignListResponse } },
    },
    async (request) => {
      const { campaigns, total } = await listCouponCampaigns(deps.db, request.query);
      const { page, per_page } = request.query;
      return { status_code: 200 as const, data: campaigns, pagination: { total, page, per_page } };
    },
  );

  api.get(
    '/catalogue/campaigns/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ConsoleCampaignParams, response: { 200: ConsoleCampaignResponse } },
    },
    async (request) => {
      const campaign = await readCouponCampaign(deps.db, request.params.id);
      if (!campaign) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon campaign');
      return { status_code: 200 as const, data: campaign };
    },
  );

  api.post(
    '/catalogue/campaigns',
    {
      config: { operator: 'editor' },
      schema: { tags, body: CampaignInput, response: { 200: ConsoleCampaignResponse } },
    },
    async (request) => {
      const { body } = request;
      return write(request, (tx) => editCouponCampaign(tx, body, 'create'));
    },
  );

  api.put(
    '/catalogue/campaigns/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleCampaignParams,
        body: CampaignInput,
        response: { 200: ConsoleCampaignResponse },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.id !== request.params.id) {
        throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'the body names another campaign', {
          details: { field: 'id' },
        });
      }
      return write(request, (tx) => editCouponCampaign(tx, body, 'update'));
    },
  );

  api.get(
    '/catalogue/coupons/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ConsoleCouponParams, response: { 200: ConsoleCouponResponse } },
    },
    async (request) => {
      const coupon = await readCoupon(deps.db, request.params.id);
      if (!coupon) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');
      return { status_code: 200 as const, data: coupon };
    },
  );

  api.post(
    '/catalogue/coupons',
    {
      config: { operator: 'editor' },
      schema: { tags, body: CouponInput, response: { 200: ConsoleCouponResponse } },
    },
    async (request) => {
      const input = { ...request.body, version: null };
      return write(request, (tx) => editCoupon(tx, input));
    },
  );

  api.put(
    '/catalogue/coupons/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleCouponParams,
        body: CouponInput,
        response: { 200: ConsoleCouponResponse },
      },
    },
    async (request) => {
      const input = request.body;
      if (input.id !== request.params.id || input.version === null) {
        throw new AppError(
          ERROR_CODES.INVALID_PARAMETER,
          'an update names its coupon and version',
          {
            details: { field: input.version === null ? 'version' : 'id' },
          },
        );
      }
      return write(request, (tx) => editCoupon(tx, input));
    },
  );

  // Reads only (no audit row): a POST because the file is too large for a query string.
  api.post(
    '/catalogue/coupons/:id/codes/preview',
    {
      bodyLimit: CSV_BODY_LIMIT,
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleCouponParams,
        body: CodesCsvRequest,
        response: { 200: CodesPreviewResponse },
      },
    },
    async (request) => ({
      status_code: 200 as const,
      data: await previewCouponCodes(deps.db, request.params.id, request.body.csv),
    }),
  );

  api.post(
    '/catalogue/coupons/:id/codes/import',
    {
      bodyLimit: CSV_BODY_LIMIT,
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleCouponParams,
        body: CodesCsvRequest,
        response: { 200: CodesAddedResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      try {
        // Awaited here, so that its refusal is caught below.
        return await write(request, (tx) => importCouponCodesFile(tx, id, request.body));
      } catch (error) {
        // The refusal carries its lines, which the error envelope's string details cannot.
        if (!(error instanceof CodesFileRefused)) throw error;
        return (reply as FastifyReply).code(httpStatusOf(ERROR_CODES.GENERIC_ERROR)).send({
          status_code: ERROR_CODES.GENERIC_ERROR,
          reason: CSV_HAS_ERRORS,
          ...error.preview,
        });
      }
    },
  );

  api.post(
    '/catalogue/coupons/:id/codes/generate',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleCouponParams,
        body: GenerateCodesRequest,
        response: { 200: CodesAddedResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      return write(request, (tx) => generatePoolCodes(tx, id, request.body));
    },
  );
}
