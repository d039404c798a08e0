import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  FestivalParams,
  FestivalQuery,
  FestivalListQuery,
  FestivalListResponse,
  FestivalResponse,
  CompanionRegistrationBody,
  DrawProofResponse,
  PreRegistrationResponse,
  RegistrationResponse,
  RewardClaimResponse,
  RewardResponse,
  VisitorRegistrationBody,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { earn } from '../earning/earn';
import { answerGuarded } from '../idempotency/answer-guarded';
import { idempotentCallOf } from '../idempotency/run-idempotent';
import type { HistoryRegistry } from '../points/history-registry';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { sendSerialized } from '../../plugins/envelope';
import { run, sql } from '../../db/statement';
import { readTicketList } from '../draws/draw-once';
import { createProofDocuments } from '../draws/proof-document';
import type { User } from '../users/user-repository';
import type { Festival, FestivalCatalogueStore } from './festival-catalogue';
import { festivalSubject } from './festival-commitment';
import { claimableFestivalIds, summarizeFestivals, viewFestival } from './festival-views';
import { festivalReferences } from './festival-history';
import { preRegister } from './pre-register';
import { guardReward, rewardPlan, rewardState } from './reward';
import {
  mobileAccountOf,
  readRegistration,
  registerCompanion,
  registerVisitor,
} from './registrations';
import { FESTIVAL_DRAW_TABLES, visitorDrawHandler } from './visitor-draw-job';

export interface FestivalRoutesOptions {
  db: Database;
  catalogue: FestivalCatalogueStore;
  jobs: JobRunner;
  history: HistoryRegistry;
  clock: () => Date;
}

const noSuchFestival = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such festival');

/** The festival (SPEC.md §7): its page, pre-registration and the visitor draw. */
export async function festivalRoutes(app: FastifyInstance, options: FestivalRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue, clock } = options;
  options.jobs.register(visitorDrawHandler());
  options.history.register(festivalReferences(catalogue));
  const proofs = createProofDocuments();
  const festivalOf = async (id: string) => {
    const festival = (await catalogue.current()).festivalsById.get(id);
    if (!festival) throw noSuchFestival();
    return festival;
  };

  api.get(
    '/campaign-festival',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['festival'],
        summary:
          'The festivals still of interest (until their reward closes), soonest first; ' +
          'filter=claimable: those whose attendance reward this player can claim now',
        querystring: FestivalListQuery,
        response: { 200: FestivalListResponse },
      },
    },
    async (request) => {
      const current = await catalogue.current();
      const now = clock();
      const festivals = summarizeFestivals(current, {
        language: request.query.lang ?? DEFAULT_LANGUAGE,
        now,
      });
      if (request.query.filter === 'all') return { status_code: 200 as const, data: { festivals } };
      // Nothing is claimable for a visitor.
      const userId = request.session?.user.id;
      const claimable = userId
        ? await claimableFestivalIds(db, current, { userId, now })
        : new Set<string>();
      return {
        status_code: 200 as const,
        data: { festivals: festivals.filter((festival) => claimable.has(festival.id)) },
      };
    },
  );

  api.get(
    '/campaign-festival/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['festival'],
        summary: 'The festival, its periods and the visitor draw, as this player sees them',
        params: FestivalParams,
        querystring: FestivalQuery,
        response: { 200: FestivalResponse },
      },
    },
    async (request) => {
      const festival = await festivalOf(request.params.id);
      const data = await viewFestival(db, {
        festival,
        userId: request.session?.user.id ?? null,
        language: request.query.lang ?? request.session?.user.language ?? DEFAULT_LANGUAGE,
        now: clock(),
      });
      return { status_code: 200 as const, data: { festival: data } };
    },
  );

  api.post(
    '/campaign-festival/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['festival'],
        summary: 'Pre-register for the visitor draw (once; asking again answers the same)',
        security: [{ bearer: [] }],
        params: FestivalParams,
        response: { 200: PreRegistrationResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const festival = await festivalOf(request.params.id);
      const data = await preRegister(db, { festival, userId: user.id, now: clock() });
      return { status_code: 200 as const, data };
    },
  );

  const languageOf = (query: { lang?: Language | undefined }, fallback: Language) =>
    query.lang ?? fallback;

  /** The answer of every registration call: the festival, the player's registration, their account. */
  const registrationData = async (festival: Festival, user: User, language: Language) => {
    const [view, registration] = await Promise.all([
      viewFestival(db, { festival, userId: user.id, language, now: clock() }),
      readRegistration(db, festival.id, user.id),
    ]);
    return {
      status_code: 200 as const,
      data: {
        festival: view,
        registration: registration?.view ?? null,
        mobile_account: mobileAccountOf(user),
      },
    };
  };

  for (const [path, role] of [
    ['/campaign-festival-visit/:id', 'visitor'],
    ['/campaign-festival-companion/:id', 'companion'],
  ] as const) {
    api.get(
      path,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['festival'],
          summary: `The ${role} registration: the festival, the player's registration, their mobile account`,
          security: [{ bearer: [] }],
          params: FestivalParams,
          querystring: FestivalQuery,
          response: { 200: RegistrationResponse },
        },
      },
      async (request, reply) => {
        const { user } = requireSession(request);
        const festival = await festivalOf(request.params.id);
        reply.header('cache-control', 'no-store');
        return registrationData(festival, user, languageOf(request.query, user.language));
      },
    );
  }

  api.post(
    '/campaign-festival-visit/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['festival'],
        summary: 'A drawn player registers as a visitor (4047 otherwise); once',
        security: [{ bearer: [] }],
        params: FestivalParams,
        body: VisitorRegistrationBody,
        response: { 200: RegistrationResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const festival = await festivalOf(request.params.id);
      await registerVisitor(db, { festival, user, body: request.body, now: clock() });
      reply.header('cache-control', 'no-store');
      return registrationData(festival, user, user.language);
    },
  );

  api.post(
    '/campaign-festival-companion/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['festival'],
        summary: "Register as a visitor's companion with their code (4048 once used)",
        security: [{ bearer: [] }],
        params: FestivalParams,
        body: CompanionRegistrationBody,
        response: { 200: RegistrationResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const festival = await festivalOf(request.params.id);
      await registerCompanion(db, { festival, user, body: request.body, now: clock() });
      reply.header('cache-control', 'no-store');
      return registrationData(festival, user, user.language);
    },
  );

  api.get(
    '/campaign-festival-reward/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['festival'],
        summary: 'The attendance reward: whether this player can claim it',
        security: [{ bearer: [] }],
        params: FestivalParams,
        querystring: FestivalQuery,
        response: { 200: RewardResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const festival = await festivalOf(request.params.id);
      const [base, reward] = await Promise.all([
        registrationData(festival, user, languageOf(request.query, user.language)),
        rewardState(db, { festival, userId: user.id, now: clock() }),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        status_code: 200 as const,
        data: {
          festival: base.data.festival,
          registration: base.data.registration,
          reward: {
            state: reward.state,
            points: festival.rewardPoints,
            claimed_at: reward.claimedAt?.toISOString() ?? null,
          },
        },
      };
    },
  );

  api.post(
    '/campaign-festival-reward/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['festival'],
        summary: 'Claim the attendance reward, once (Idempotency-Key required)',
        security: [{ bearer: [] }],
        params: FestivalParams,
        response: { 200: RewardClaimResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const call = idempotentCallOf(request, user.id);
      const festival = await festivalOf(request.params.id);
      const now = clock();
      return answerGuarded(reply, db, call, {
        guard: () => guardReward(db, { festival, userId: user.id, now }),
        act: () => earn(db, rewardPlan({ festival, userId: user.id, call, now })),
      });
    },
  );

  api.get(
    '/campaign-festival/:id/proof',
    {
      schema: {
        tags: ['festival'],
        summary: "The visitor draw's proof (once drawn): what `npm run verify-draw` checks",
        params: FestivalParams,
        response: { 200: DrawProofResponse },
      },
    },
    async (request, reply) => {
      const festival = await festivalOf(request.params.id);
      const draw = festival.draw;
      if (!draw) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'the visitors are not drawn yet');
      const proof = await proofs.read({
        subject: festivalSubject(festival.id),
        commitment: festival.commitment,
        seedHash: festival.seedHash,
        entryFrom: festival.preRegistrationFrom,
        entryTo: festival.preRegistrationTo,
        draw,
        prizes: [{ position: 0, quantity: festival.visitorSlots }],
        tickets: () => readTicketList(db, FESTIVAL_DRAW_TABLES, festival.id, draw.ticketListHash),
        winners: async () => {
          const { rows } = await run<{ slot: number; number: string; holder: string }>(
            db,
            sql`SELECT slot, number::text, holder FROM festival_drawn
                 WHERE festival_id = ${festival.id} ORDER BY slot`,
          );
          return rows.map((row) => ({
            slot: row.slot,
            prize_position: 0,
            ticket: Number(row.number),
            holder: row.holder,
          }));
        },
      });
      return sendSerialized(reply, proof);
    },
  );
}
