import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  FestivalParams,
  FestivalQuery,
  FestivalResponse,
  CompanionRegistrationBody,
  PreRegistrationResponse,
  RegistrationResponse,
  VisitorRegistrationBody,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import type { User } from '../users/user-repository';
import type { Festival, FestivalCatalogueStore } from './festival-catalogue';
import { viewFestival } from './festival-views';
import { preRegister } from './pre-register';
import {
  mobileAccountOf,
  readRegistration,
  registerCompanion,
  registerVisitor,
} from './registrations';
import { visitorDrawHandler } from './visitor-draw-job';

export interface FestivalRoutesOptions {
  db: Database;
  catalogue: FestivalCatalogueStore;
  jobs: JobRunner;
  clock: () => Date;
}

const noSuchFestival = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such festival');

/** The festival (SPEC.md §7): its page, pre-registration and the visitor draw. */
export async function festivalRoutes(app: FastifyInstance, options: FestivalRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue, clock } = options;
  options.jobs.register(visitorDrawHandler());
  const festivalOf = async (id: string) => {
    const festival = (await catalogue.current()).festivalsById.get(id);
    if (!festival) throw noSuchFestival();
    return festival;
  };

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
}
