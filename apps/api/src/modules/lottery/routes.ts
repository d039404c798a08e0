import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmAddressBody,
  ConfirmAddressResponse,
  DEFAULT_LANGUAGE,
  DrawProofResponse,
  ERROR_CODES,
  LotteryCampaignResponse,
  LotteryCampaignsResponse,
  LotteryEntryBody,
  LotteryEntryResponse,
  LotteryItemResponse,
  LotteryParams,
  LotteryQuery,
  WinnerAddressResponse,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import type { JobRunner } from '../../jobs/job-runner';
import { requireSession } from '../../plugins/auth';
import { sendSerialized } from '../../plugins/envelope';
import { joinJson, type JsonPart } from '../page-cache/json-bytes';
import { idempotentCallOf } from '../idempotency/run-idempotent';
import type { HistoryRegistry } from '../points/history-registry';
import type { Ledger } from '../points/ledger';
import { SHARED_FACTS, type PlayerFacts } from '../users/player-facts';
import { loginHintRoute } from '../site-config/login-hint-url';
import { answerSpend } from '../spending/answer-spend';
import { pseudonymOf } from '../draws/draw';
import { createRenderCache, firstAfter, pairOf } from '../page-cache/visitor-cache';
import { lotteryDrawHandler } from './draw-job';
import { lotteryEntryPlan } from './enter-lottery';
import { guardEntry } from './lottery-eligibility';
import { addressErasureTask } from './erase-addresses';
import {
  isAnnounced,
  type LotteryCatalogue,
  type LotteryCatalogueStore,
} from './lottery-catalogue';
import { lotteryReferences } from './lottery-history';
import {
  loadLotteryFacts,
  toLotteryListPieces,
  writeLotteryList,
  type LotteryListPieces,
  lotteryTextsIn,
  toCampaignView,
  toLotteryView,
  toWonPrizeView,
} from './lottery-views';
import { prizeDeliveryHandler } from './prize-delivery-job';
import { createDrawProofReader } from './read-draw-proof';
import { ticketNumbersHandler, type TicketNumbering } from './ticket-numbers';
import { confirmWinnerAddress, readWinnerAddress } from './winner-address';

export interface LotteryRoutesOptions {
  db: Database;
  ledger: Ledger;
  catalogue: LotteryCatalogueStore;
  gateway: GamePlatformGateway;
  jobs: JobRunner;
  history: HistoryRegistry;
  clock: () => Date;
  delivery: { maxAttempts: number; backoffMs: number };
  /** The provider's page where a player corrects their address. */
  addressUrl: string;
  addressRetentionDays: number;
  /** The players' own facts, kept while they write nothing. */
  facts: PlayerFacts;
  /** How the draw writes the ticket numbers: at once up to a size, else by a job in batches. */
  numbering: TicketNumbering;
}

const noSuchLottery = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such lottery');

/** Lottery campaigns, entries with points, the draw's proof and winners' addresses (SPEC §7). */
export async function lotteryRoutes(app: FastifyInstance, options: LotteryRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue, clock } = options;
  const languageOf = (query: { lang?: Language | undefined }, fallback?: Language): Language =>
    query.lang ?? fallback ?? DEFAULT_LANGUAGE;
  const proofs = createDrawProofReader(db);

  options.jobs.register(lotteryDrawHandler(options.numbering));
  options.jobs.register(ticketNumbersHandler({ db, numbering: options.numbering }));
  options.jobs.register(
    prizeDeliveryHandler({
      db,
      gateway: options.gateway,
      retry: { ...options.delivery, maxBackoffMs: 5 * 60_000 },
    }),
  );
  options.jobs.every(addressErasureTask(db, options.addressRetentionDays));
  options.history.register(lotteryReferences(catalogue));

  const listPages = createRenderCache<
    { first: LotteryCatalogue; second: unknown },
    Language,
    { pieces: LotteryListPieces; visitor: Buffer }
  >(
    // Entries opening or closing, a result announced.
    (source, now) =>
      firstAfter(
        now,
        [...source.first.lotteriesById.values()].flatMap((l) => [
          l.entryFrom,
          l.entryTo,
          l.resultFrom,
        ]),
      ),
  );

  const lotteryOf = async (id: string) => {
    const lottery = (await catalogue.current()).lotteriesById.get(id);
    if (!lottery) throw noSuchLottery();
    return lottery;
  };

  api.get(
    '/campaign-lottery',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['lotteries'],
        summary: 'The lottery campaigns and their lotteries',
        querystring: LotteryQuery,
        response: { 200: LotteryCampaignsResponse },
      },
    },
    async (request, reply) => {
      const now = clock();
      const language = languageOf(request.query, request.session?.user.language);
      const current = await catalogue.current();
      const facts = await loadLotteryFacts(options, {
        userId: request.session?.user.id ?? null,
        lotteries: current.lotteries,
        now,
      });
      /** The list's answer, written as its schema says (`LotteryCampaignsResponse`). */
      const answerOf = (campaigns: JsonPart[], point: number | null) =>
        joinJson([
          '{"status_code":200,"data":{"campaigns":',
          ...campaigns,
          `,"point":${JSON.stringify(point)}}}`,
        ]);
      // What every viewer sees is the same until the catalogue, the totals or a lottery's state
      // changes: written once per language (the visitors' page whole, as bytes), and a player's
      // page only joins each lottery to their own part. (The totals' map is one object while the
      // shared facts are kept, and a new one once they are read.)
      const page = listPages.get(pairOf(current, facts.totals), language, now, () => {
        const pieces = toLotteryListPieces(
          current.campaigns
            .map((campaign) => ({
              campaign,
              lotteries: current.lotteriesByCampaign.get(campaign.id) ?? [],
            }))
            .filter(({ lotteries }) => lotteries.length > 0),
          facts,
          language,
          now,
        );
        const visitor = answerOf(writeLotteryList(pieces, { signedIn: false }, now), null);
        return { pieces, visitor };
      });
      const { viewer } = facts;
      if (!viewer.signedIn) return sendSerialized(reply, page.visitor);
      return sendSerialized(
        reply,
        answerOf(writeLotteryList(page.pieces, viewer, now), viewer.balance),
      );
    },
  );

  api.get(
    '/campaign-lottery/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['lotteries'],
        summary: 'One lottery campaign with its lotteries, as this player (or a visitor) sees it',
        params: LotteryParams,
        querystring: LotteryQuery,
        response: { 200: LotteryCampaignResponse },
      },
    },
    async (request) => {
      const now = clock();
      const language = languageOf(request.query, request.session?.user.language);
      const current = await catalogue.current();
      const campaign = current.campaignsById.get(request.params.id);
      if (!campaign) throw noSuchLottery();
      const lotteries = current.lotteriesByCampaign.get(campaign.id) ?? [];
      const facts = await loadLotteryFacts(options, {
        userId: request.session?.user.id ?? null,
        lotteries,
        now,
      });
      return {
        status_code: 200 as const,
        data: {
          campaign: toCampaignView(campaign, lotteries, facts, language, now),
          point: facts.viewer.signedIn ? facts.viewer.balance : null,
        },
      };
    },
  );

  api.get(
    '/campaign-lottery-item/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['lotteries'],
        summary: "A lottery with the player's tickets and result",
        params: LotteryParams,
        querystring: LotteryQuery,
        response: { 200: LotteryItemResponse },
      },
    },
    async (request) => {
      const now = clock();
      const language = languageOf(request.query, request.session?.user.language);
      const lottery = await lotteryOf(request.params.id);
      const campaign = (await catalogue.current()).campaignsById.get(lottery.campaignId)!;
      const userId = request.session?.user.id ?? null;
      const announced = isAnnounced(lottery, now);
      const [facts, tickets, salt] = await Promise.all([
        loadLotteryFacts(options, { userId, lotteries: [lottery], now }),
        userId
          ? run<{ number: string | null }>(
              db,
              // Numbered from the draw (a big lottery's by a job after it): until all of the
              // player's are, they see how many they hold. In the order of entry, which is their
              // numbers' (by the column, not the text: 9 before 10).
              sql`SELECT number::text FROM lottery_tickets
                   WHERE user_id = ${userId} AND lottery_id = ${lottery.id}
                   ORDER BY seq`,
            )
          : { rows: [] },
        userId && announced
          ? run<{ pseudonym_salt: string }>(
              db,
              sql`SELECT pseudonym_salt FROM lotteries WHERE id = ${lottery.id}`,
            )
          : { rows: [] },
      ]);
      const win = facts.viewer.signedIn ? facts.viewer.wins.get(lottery.id) : undefined;
      const saltRow = salt.rows[0];
      const numbers = tickets.rows.map((row) => row.number);
      const numbered = numbers.every((number) => number !== null) ? numbers.map(Number) : [];
      return {
        status_code: 200 as const,
        data: {
          lottery: toLotteryView(lottery, facts, language, now),
          campaign_name: lotteryTextsIn(campaign, language).name,
          tickets: numbered,
          holder:
            userId && saltRow && numbered.length > 0
              ? pseudonymOf(saltRow.pseudonym_salt, userId)
              : null,
          won: win ? toWonPrizeView(lottery, win, now) : null,
          point: facts.viewer.signedIn ? facts.viewer.balance : null,
        },
      };
    },
  );

  api.post(
    '/campaign-lottery-item/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['lotteries'],
        summary: 'Enter a lottery `count` times with points (Idempotency-Key required)',
        security: [{ bearer: [] }],
        params: LotteryParams,
        body: LotteryEntryBody,
        response: { 200: LotteryEntryResponse },
      },
      // An entry changes the totals every player sees: every node reads them again.
      onSend: (_request, _reply, payload, done) => {
        options.facts.changed(SHARED_FACTS);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const call = idempotentCallOf(request, user.id);
      const lottery = await lotteryOf(request.params.id);
      const now = clock();
      return answerSpend(reply, db, call, {
        guard: async () => guardEntry(lottery, now),
        plan: () =>
          lotteryEntryPlan({ userId: user.id, lottery, count: request.body.count, call, now }),
      });
    },
  );

  api.get(
    '/campaign-lottery-item/:id/proof',
    {
      schema: {
        tags: ['lotteries'],
        summary:
          "The draw's proof: commitment, seed, ticket list, winners (once the result is out)",
        params: LotteryParams,
        response: { 200: DrawProofResponse },
      },
    },
    async (request, reply) => {
      const lottery = await lotteryOf(request.params.id);
      const proof = proofs.read(lottery, clock());
      if (!proof) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'the result is not out yet');
      return sendSerialized(reply, await proof);
    },
  );

  api.get(
    '/campaign-lottery-item/:id/address',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['lotteries'],
        summary: "Step 1: a winner's shipping information, from the publisher profile",
        security: [{ bearer: [] }],
        params: LotteryParams,
        querystring: LotteryQuery,
        response: { 200: WinnerAddressResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const lottery = await lotteryOf(request.params.id);
      const data = await readWinnerAddress(db, {
        lottery,
        userId: user.id,
        language: languageOf(request.query, user.language),
        now: clock(),
      });
      reply.header('cache-control', 'no-store');
      return { status_code: 200 as const, data };
    },
  );

  api.post(
    '/campaign-lottery-item/:id/confirm-address',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['lotteries'],
        summary: 'Step 2: a winner confirms, with the tick, that the address is correct',
        security: [{ bearer: [] }],
        params: LotteryParams,
        body: ConfirmAddressBody,
        response: { 200: ConfirmAddressResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const lottery = await lotteryOf(request.params.id);
      const data = await confirmWinnerAddress(db, {
        lottery,
        userId: user.id,
        confirmed: request.body.confirmed,
        now: clock(),
      });
      return { status_code: 200 as const, data };
    },
  );

  loginHintRoute(app, {
    path: '/login-hint/address-info',
    tag: 'lotteries',
    summary: 'The provider’s page where the signed-in player corrects their address',
    page: () => options.addressUrl,
  });
}
