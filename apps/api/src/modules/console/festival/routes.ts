import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CheckInBody,
  CheckInResponse,
  ConsoleFestivalListQuery,
  ConsoleFestivalListResponse,
  ConsoleFestivalParams,
  ConsoleFestivalResponse,
  ERROR_CODES,
  FestivalDrawBody,
  FestivalExportQuery,
  FestivalInput,
  FestivalParams,
  FestivalPeopleQuery,
  FestivalPeopleResponse,
} from '@points/contracts';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../errors';
import { checkIn } from '../../festival/check-in';
import { drawFestivalNow } from '../../festival/draw-festival-now';
import { editFestival } from '../../festival/edit-festival';
import { exportFestivalPeople, listFestivalPeople } from '../../festival/festival-people';
import { listConsoleFestivals, readConsoleFestival } from '../../festival/read-console-festival';
import { audited, type AuditedOutcome } from '../../operator-actions/audited';
import { answerAudited, requireOperator } from '../console-access';
import type { ConsoleDeps } from '../console-deps';

const noSuchFestival = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such festival');

const bodyNamesAnother = (version: number | null) =>
  new AppError(ERROR_CODES.INVALID_PARAMETER, 'the body names another record', {
    details: { field: version === null ? 'version' : 'id' },
  });

/**
 * Festivals: settings and periods read by every role and written by an editor (the
 * pre-registration, draw time and slots no longer change once drawn); the visitor draw run now
 * by an editor; the lists of people (personal data) read by editors and exported as CSV by
 * admins only, audited; the check-in on the day. A write invalidates this node's festival
 * catalogue; the others follow `festival_revision`.
 */
export async function consoleFestivalRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const write = <T>(request: FastifyRequest, work: (tx: Queryable) => Promise<AuditedOutcome<T>>) =>
    answerAudited(deps.db, request, work, () => deps.festivals.invalidate());

  api.get(
    '/festivals',
    {
      config: { operator: 'viewer' },
      schema: {
        tags,
        querystring: ConsoleFestivalListQuery,
        response: { 200: ConsoleFestivalListResponse },
      },
    },
    async (request) => {
      const { festivals, total } = await listConsoleFestivals(deps.db, request.query, deps.clock());
      const { page, per_page } = request.query;
      return { status_code: 200 as const, data: festivals, pagination: { total, page, per_page } };
    },
  );

  api.get(
    '/festivals/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ConsoleFestivalParams, response: { 200: ConsoleFestivalResponse } },
    },
    async (request) => {
      const festival = await readConsoleFestival(deps.db, request.params.id, deps.clock());
      if (!festival) throw noSuchFestival();
      return { status_code: 200 as const, data: festival };
    },
  );

  api.post(
    '/festivals',
    {
      config: { operator: 'editor' },
      schema: { tags, body: FestivalInput, response: { 200: ConsoleFestivalResponse } },
    },
    async (request) =>
      write(request, (tx) => editFestival(tx, { ...request.body, version: null }, deps.clock())),
  );

  api.put(
    '/festivals/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleFestivalParams,
        body: FestivalInput,
        response: { 200: ConsoleFestivalResponse },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.id !== request.params.id || body.version === null) {
        throw bodyNamesAnother(body.version);
      }
      return write(request, (tx) => editFestival(tx, body, deps.clock()));
    },
  );

  api.post(
    '/festivals/:id/draw',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleFestivalParams,
        body: FestivalDrawBody.optional(),
        response: { 200: ConsoleFestivalResponse },
      },
    },
    async (request) =>
      write(request, (tx) =>
        drawFestivalNow(tx, {
          festivalId: request.params.id,
          now: deps.clock(),
          reason: request.body?.reason,
        }),
      ),
  );

  api.get(
    '/festivals/:id/people',
    {
      // Nicknames, tickets and mobile accounts: personal data, not for viewers.
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ConsoleFestivalParams,
        querystring: FestivalPeopleQuery,
        response: { 200: FestivalPeopleResponse },
      },
    },
    async (request) => {
      if (!(await readConsoleFestival(deps.db, request.params.id, deps.clock()))) {
        throw noSuchFestival();
      }
      const { list, page, per_page } = request.query;
      const { people, total } = await listFestivalPeople(deps.db, {
        festivalId: request.params.id,
        list,
        page,
        perPage: per_page,
      });
      return { status_code: 200 as const, data: people, pagination: { total, page, per_page } };
    },
  );

  api.get(
    '/festivals/:id/export',
    {
      config: { operator: 'admin' },
      schema: { tags, params: ConsoleFestivalParams, querystring: FestivalExportQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { list } = request.query;
      if (!(await readConsoleFestival(deps.db, id, deps.clock()))) throw noSuchFestival();
      const csv = await audited(deps.db, requireOperator(request), (tx) =>
        exportFestivalPeople(tx, { festivalId: id, list }),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('Content-Disposition', `attachment; filename="festival-${id}-${list}.csv"`)
        .send(csv);
    },
  );

  /** Staff scan or type a ticket code on the day; each ticket once. */
  api.post(
    '/festivals/:id/check-in',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: FestivalParams,
        body: CheckInBody,
        response: { 200: CheckInResponse },
      },
    },
    async (request) =>
      answerAudited(deps.db, request, (tx) =>
        checkIn(tx, {
          festivalId: request.params.id,
          ticketCode: request.body.ticket_code,
          operator: requireOperator(request).subject,
          now: deps.clock(),
        }),
      ),
  );
}
