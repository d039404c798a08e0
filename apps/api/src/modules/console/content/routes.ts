import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContentDetailResponse,
  ContentIdParams,
  ContentListQuery,
  ContentListResponse,
  ContentPreviewQuery,
  ContentPreviewResponse,
  ContentPreviewTokenResponse,
  ContentStatusRequest,
  CreateContentRequest,
  ERROR_CODES,
  UpdateContentRequest,
  type ContentDetail,
} from '@points/contracts';
import { run, sql } from '../../../db/statement';
import { AppError } from '../../../errors';
import { createContent } from '../../published-content/create-content';
import { listContents } from '../../published-content/list-contents';
import { previewContent } from '../../published-content/preview-content';
import { publishContent, unpublishContent } from '../../published-content/publish-content';
import { readContent, toContentSummary } from '../../published-content/read-content';
import { updateContent } from '../../published-content/update-content';
import { audited } from '../../operator-actions/audited';
import { requireOperator } from '../console-access';
import type { ConsoleDeps } from '../console-deps';
import type { ParsedBodies } from '../../texts/parsed-bodies';
import { createLinkCheck } from './link-check';
import { checkPreviewToken, mintPreviewToken } from './preview-token';

const tags = ['console', 'console-content'];

/**
 * The console always says which languages fall back (the shared draft leaves it optional only for
 * content written before the console): without it, publishing could not tell forgotten from meant.
 */
function requireFallbacks(draft: { fallback_languages?: unknown }): void {
  if (draft.fallback_languages === undefined) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'fallback_languages is required', {
      details: { reason: 'invalid_draft', field: 'fallback_languages' },
    });
  }
}

/**
 * The content screens: notices, topics, popups, carousel and game banners in any state. Viewers
 * read and preview; editors write, each write audited with the content before and after, and
 * followed at once by this node's published content (the other nodes within CONTENT_REFRESH_MS).
 */
export async function consoleContentRoutes(app: FastifyInstance, deps: ConsoleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The content as the console's screens get it: with its links to pages players cannot use any
   * more (a warning: nothing is refused for them). The catalogues are read after the write, so a
   * save that fixes a link answers without the warning.
   */
  const ok = async (data: ContentDetail) => {
    // The bodies' links are read from the blocks stored when they were written (never parsed
    // again here), as the list reads them.
    const [check, stored] = await Promise.all([
      createLinkCheck(deps, deps.clock()),
      run<{ parsed_bodies: ParsedBodies | null }>(
        deps.db,
        sql`SELECT parsed_bodies FROM contents WHERE id = ${data.id}`,
      ),
    ]);
    const parsed_bodies = stored.rows[0]?.parsed_bodies ?? null;
    return {
      status_code: 200 as const,
      data: { ...data, link_warnings: check({ ...data, parsed_bodies }) },
    };
  };
  const previewSecret = deps.config.console.clientSecret;

  api.get(
    '/content',
    {
      config: { operator: 'viewer' },
      schema: { tags, querystring: ContentListQuery, response: { 200: ContentListResponse } },
    },
    async (request) => {
      const { rows, total } = await listContents(deps.db, request.query);
      const check = await createLinkCheck(deps, deps.clock());
      const { page, per_page } = request.query;
      return {
        status_code: 200 as const,
        data: rows.map((row) => toContentSummary(row, check(row))),
        pagination: { total, page, per_page },
      };
    },
  );

  api.get(
    '/content/:id',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ContentIdParams, response: { 200: ContentDetailResponse } },
    },
    async (request) => ok(await readContent(deps.db, request.params.id)),
  );

  api.post(
    '/content',
    {
      config: { operator: 'editor' },
      schema: { tags, body: CreateContentRequest, response: { 200: ContentDetailResponse } },
    },
    async (request) => {
      const actor = requireOperator(request);
      requireFallbacks(request.body.draft);
      const created = await audited(deps.db, actor, async (tx) => {
        const after = await readContent(tx, await createContent(tx, request.body.draft));
        return {
          result: after,
          audit: {
            action: 'content.create',
            objectType: 'content',
            objectId: String(after.id),
            before: null,
            after,
          },
        };
      });
      deps.content.invalidate();
      return ok(created);
    },
  );

  api.put(
    '/content/:id',
    {
      config: { operator: 'editor' },
      schema: {
        tags,
        params: ContentIdParams,
        body: UpdateContentRequest,
        response: { 200: ContentDetailResponse },
      },
    },
    async (request) => {
      const actor = requireOperator(request);
      const { id } = request.params;
      const { draft, version } = request.body;
      requireFallbacks(draft);
      const updated = await audited(deps.db, actor, async (tx) => {
        const before = await readContent(tx, id);
        await updateContent(tx, id, draft, version);
        const after = await readContent(tx, id);
        return {
          result: after,
          audit: {
            action: 'content.update',
            objectType: 'content',
            objectId: String(id),
            before,
            after,
          },
        };
      });
      deps.content.invalidate();
      return ok(updated);
    },
  );

  for (const [verb, write] of [
    ['publish', publishContent],
    ['unpublish', unpublishContent],
  ] as const) {
    api.post(
      `/content/:id/${verb}`,
      {
        config: { operator: 'editor' },
        schema: {
          tags,
          params: ContentIdParams,
          body: ContentStatusRequest,
          response: { 200: ContentDetailResponse },
        },
      },
      async (request) => {
        const actor = requireOperator(request);
        const { id } = request.params;
        const changed = await audited(deps.db, actor, async (tx) => {
          const before = await readContent(tx, id);
          await write(tx, id, request.body.version);
          const after = await readContent(tx, id);
          return {
            result: after,
            audit: {
              action: `content.${verb}`,
              objectType: 'content',
              objectId: String(id),
              before,
              after,
              reason: request.body.reason ?? null,
            },
          };
        });
        deps.content.invalidate();
        return ok(changed);
      },
    );
  }

  api.get(
    '/content/:id/preview-token',
    {
      config: { operator: 'viewer' },
      schema: { tags, params: ContentIdParams, response: { 200: ContentPreviewTokenResponse } },
    },
    async (request) => {
      // Only content that exists gets a token, so a preview link never points at nothing.
      const { id } = await readContent(deps.db, request.params.id);
      const { token, expiresAt } = mintPreviewToken(previewSecret, id, deps.clock());
      return { status_code: 200 as const, data: { token, expires_at: expiresAt.toISOString() } };
    },
  );

  api.get(
    '/preview/content/:id',
    {
      // The player site's preview page calls this with the preview token instead of the
      // operator's bearer token, which the site never sees.
      config: { operator: 'anyone' },
      schema: {
        tags,
        params: ContentIdParams,
        querystring: ContentPreviewQuery,
        response: { 200: ContentPreviewResponse },
      },
    },
    async (request) => {
      const now = deps.clock();
      const { token, lang, country, as } = request.query;
      checkPreviewToken(previewSecret, token, request.params.id, now);
      const preview = await previewContent(
        deps.db,
        request.params.id,
        { language: lang, country: country ?? null, as },
        now,
      );
      return { status_code: 200 as const, data: preview };
    },
  );
}
