import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CouponGetBody,
  CouponGetResponse,
  CouponHistoryQuery,
  CouponHistoryResponse,
  CouponMeasureItemsResponse,
  CouponMeasureParams,
  CouponMeasuresResponse,
  CouponQuery,
  CouponUseBody,
  CouponUseResponse,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { JobRunner } from '../../jobs/job-runner';
import { requireSession } from '../../plugins/auth';
import { idempotentCallOf, sendAnswer } from '../idempotency/run-idempotent';
import type { HistoryRegistry } from '../points/history-registry';
import type { Ledger } from '../points/ledger';
import { createRenderCache, firstAfter, pairOf } from '../page-cache/visitor-cache';
import { sendSerialized } from '../../plugins/envelope';
import { joinJson } from '../page-cache/json-bytes';
import { keptBalance } from '../points/kept-balance';
import type { PlayerFacts } from '../users/player-facts';
import { answerSpend } from '../spending/answer-spend';
import type { CouponCatalogue, CouponCatalogueStore } from './coupon-catalogue';
import { couponReferences, listPlayerCoupons } from './coupon-history';
import type { CouponStockCache } from './coupon-stock';
import { allCouponIds, loadCouponViewer, toCampaignView, toCouponView } from './coupon-views';
import { couponExpiryTask } from './expire-coupons';
import { couponGetPlan, guardCouponGet } from './get-coupon';
import { useCoupon } from './use-coupon';

export interface CouponRoutesOptions {
  db: Database;
  ledger: Ledger;
  catalogue: CouponCatalogueStore;
  stock: CouponStockCache;
  jobs: JobRunner;
  history: HistoryRegistry;
  clock: () => Date;
  /** The players' own facts, kept while they write nothing. */
  facts: PlayerFacts;
}

const noSuchCoupon = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');

/** Coupon campaigns and coupons: list them, get one with points, use it (SPEC.md §7). */
export async function couponRoutes(app: FastifyInstance, options: CouponRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue, stock, clock } = options;
  const languageOf = (query: { lang?: Language | undefined }, fallback?: Language): Language =>
    query.lang ?? fallback ?? DEFAULT_LANGUAGE;

  options.jobs.every(couponExpiryTask(db));
  options.history.register(couponReferences(catalogue));

  const measurePages = createRenderCache<
    { first: CouponCatalogue; second: unknown },
    Language,
    { measures: Buffer; visitor: Buffer }
  >((source, now) =>
    // A coupon's window opening or closing.
    firstAfter(
      now,
      [...source.first.couponsById.values()].flatMap((coupon) => [
        coupon.validFrom,
        coupon.validTo,
      ]),
    ),
  );
  /** The list's answer, written as its schema says (`CouponMeasuresResponse`). */
  const answerOf = (measures: Buffer, point: number | null) =>
    joinJson([
      '{"status_code":200,"data":{"coupon_measures":',
      measures,
      `,"point":${JSON.stringify(point)}}}`,
    ]);

  api.get(
    '/coupon-measure',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['coupons'],
        summary: 'The coupon campaigns',
        querystring: CouponQuery,
        response: { 200: CouponMeasuresResponse },
      },
    },
    async (request, reply) => {
      const now = clock();
      const language = languageOf(request.query, request.session?.user.language);
      const current = await catalogue.current();
      const userId = request.session?.user.id;
      const [counts, point] = await Promise.all([
        stock.get(allCouponIds(current)),
        userId ? keptBalance(options, userId, now) : null,
      ]);
      // The campaigns are the same for every player and visitor until the catalogue, the stock's
      // counts (one map while kept) or a coupon's window changes: rendered once per language;
      // a player's answer only joins their balance to them.
      const page = measurePages.get(pairOf(current, counts), language, now, () => {
        const measures = Buffer.from(
          JSON.stringify(
            current.campaigns.map((campaign) =>
              toCampaignView(
                campaign,
                current.couponsByCampaign.get(campaign.id) ?? [],
                counts,
                language,
                now,
              ),
            ),
          ),
        );
        return { measures, visitor: answerOf(measures, null) };
      });
      return sendSerialized(reply, point === null ? page.visitor : answerOf(page.measures, point));
    },
  );

  api.get(
    '/coupon-measure/:id/coupon-measure-item',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['coupons'],
        summary: "A coupon campaign's coupons, as this player (or a visitor) sees them",
        params: CouponMeasureParams,
        querystring: CouponQuery,
        response: { 200: CouponMeasureItemsResponse },
      },
    },
    async (request) => {
      const now = clock();
      const language = languageOf(request.query, request.session?.user.language);
      const current = await catalogue.current();
      const campaign = current.campaignsById.get(request.params.id);
      if (!campaign) throw noSuchCoupon();
      const coupons = current.couponsByCampaign.get(campaign.id) ?? [];
      const [counts, viewer] = await Promise.all([
        stock.get(allCouponIds(current)),
        loadCouponViewer(options, request.session?.user.id ?? null, now),
      ]);
      return {
        status_code: 200 as const,
        data: {
          coupon_measure: toCampaignView(campaign, coupons, counts, language, now),
          coupons: coupons.map((coupon) =>
            toCouponView(coupon, viewer, counts.get(coupon.id), language, now),
          ),
          point: viewer.signedIn ? viewer.balance : null,
        },
      };
    },
  );

  api.get(
    '/coupon-measure-items-history',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['coupons'],
        summary: "The player's coupons: obtained, used and expired (never their codes)",
        security: [{ bearer: [] }],
        querystring: CouponHistoryQuery,
        response: { 200: CouponHistoryResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const { query } = request;
      const { coupons, total } = await listPlayerCoupons(options, {
        userId: user.id,
        query,
        language: languageOf(query, user.language),
        now: clock(),
      });
      return {
        status_code: 200 as const,
        data: { coupons },
        pagination: { total, page: query.page, per_page: query.per_page },
      };
    },
  );

  api.post(
    '/coupon-measure-items-check',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['coupons'],
        summary: 'Get a coupon with points (Idempotency-Key required)',
        security: [{ bearer: [] }],
        body: CouponGetBody,
        response: { 200: CouponGetResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const call = idempotentCallOf(request, user.id);
      const current = await catalogue.current();
      const coupon = current.couponsById.get(request.body.coupon_measure_item_id);
      if (!coupon) throw noSuchCoupon();
      const now = clock();
      const sent = await answerSpend(reply, db, call, {
        guard: async () => guardCouponGet(coupon, now),
        plan: () => couponGetPlan({ userId: user.id, coupon, call, now }),
      });
      return sent;
    },
  );

  api.post(
    '/coupon-measure-items-use-check',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['coupons'],
        summary: "Use one of the player's coupons: its code, in this answer only (Idempotency-Key)",
        security: [{ bearer: [] }],
        body: CouponUseBody,
        response: { 200: CouponUseResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const call = idempotentCallOf(request, user.id);
      const answer = await useCoupon(db, call, {
        userId: user.id,
        playerCouponId: request.body.coupon_id,
        now: clock(),
      });
      // The code must not stay in any cache between the player and us.
      reply.header('cache-control', 'no-store');
      return sendAnswer(reply, answer);
    },
  );
}
