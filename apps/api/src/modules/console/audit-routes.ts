import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListResponse, AuditQuery } from '@points/contracts';
import { requireOperator } from './console-access';
import { audited } from '../operator-actions/audited';
import { auditCsv, auditExport, auditHorizon, listAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';

/**
 * The audit log: a filtered, paged list and the same filter as a CSV download, which is itself
 * audited (`audit.export`: who, which filter, how many rows).
 */
export async function consoleAuditRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audit',
    {
      config: { operator: 'viewer' },
      schema: { tags: ['console'], querystring: AuditQuery, response: { 200: AuditListResponse } },
    },
    async (request) => {
      const { entries, total } = await listAudit(deps.db, request.query);
      return {
        status_code: 200 as const,
        data: entries,
        pagination: { total, page: request.query.page, per_page: request.query.per_page },
      };
    },
  );

  api.get(
    '/audit.csv',
    {
      config: { operator: 'viewer' },
      schema: { tags: ['console'], querystring: AuditQuery.omit({ page: true, per_page: true }) },
    },
    async (request, reply) => {
      // Recorded before a byte leaves, with the count of exactly the rows that will be sent.
      const upTo = await auditHorizon(deps.db);
      await audited(deps.db, requireOperator(request), (tx) =>
        auditExport(tx, request.query, upTo),
      );
      const stamp = deps.clock().toISOString().slice(0, 19).replace(/[-:]/g, '');
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(deps.db, request.query, upTo)));
    },
  );
}
