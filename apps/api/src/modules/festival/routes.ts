import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  FestivalParams,
  FestivalQuery,
  FestivalResponse,
  PreRegistrationResponse,
} from '@points/contracts';
import type { Database } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import type { FestivalCatalogueStore } from './festival-catalogue';
import { viewFestival } from './festival-views';
import { preRegister } from './pre-register';
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
}
