import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AckEnvelope,
  CarouselQuery,
  CarouselResponse,
  ContentParams,
  ContentQuery,
  DEFAULT_LANGUAGE,
  GameBannerResponse,
  NoticeListQuery,
  NoticeListResponse,
  NoticeResponse,
  PopupQuery,
  PopupResponse,
  PopupSeenRequest,
  TopicListQuery,
  TopicListResponse,
  TopicResponse,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { requireSession } from '../../plugins/auth';
import { sendSerialized } from '../../plugins/envelope';
import type { PlayerFacts } from '../users/player-facts';
import { createContentPages, type ContentViewer } from './content-pages';
import type { ContentStore } from './content-store';
import { keptSeenOf, recordSeen } from './player-seen';

export interface ContentRoutesOptions {
  db: Database;
  content: ContentStore;
  clock: () => Date;
  /** The players' own facts (what they have read), kept while they write nothing. */
  facts: PlayerFacts;
}

/**
 * News notices, topics, popups, the carousel and the game banner (SPEC.md §2, §3, §7), rendered
 * by content-pages.ts. A signed-in player's country is their account's, whatever
 * `target_country` says; a visitor's is `target_country`.
 */
export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const pages = createContentPages(options.content);

  const viewerOf = (
    request: FastifyRequest,
    query: { lang?: Language | undefined; target_country?: string | undefined },
  ): ContentViewer => ({
    language: query.lang ?? request.session?.user.language ?? DEFAULT_LANGUAGE,
    country: request.session
      ? request.session.user.country.toLowerCase()
      : (query.target_country ?? null),
  });
  const seenBy = (userId: string, now: Date) => (ids: number[]) =>
    keptSeenOf(options, userId, ids, now);

  api.get(
    '/notice',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'News notices, newest first, for the viewer’s country (is_read when signed in)',
        querystring: NoticeListQuery,
        response: { 200: NoticeListResponse },
      },
    },
    async (request, reply) => {
      const now = options.clock();
      const { page, per_page: perPage } = request.query;
      const seenOf = request.session ? seenBy(request.session.user.id, now) : undefined;
      const viewer = viewerOf(request, request.query);
      return sendSerialized(reply, await pages.noticeList(viewer, { page, perPage }, now, seenOf));
    },
  );

  api.get(
    '/notice/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'One notice with its body; opening it signed in marks it read',
        params: ContentParams,
        querystring: ContentQuery,
        response: { 200: NoticeResponse },
      },
    },
    async (request, reply) => {
      const now = options.clock();
      const viewer = viewerOf(request, request.query);
      const { session } = request;
      const notice = await pages.notice(viewer, request.params.id, now, session ? true : undefined);
      if (session) {
        await recordSeen(options.db, session.user.id, notice.contentId);
        // A read that writes: the player's next list on any node shows the notice read.
        options.facts.changed(session.user.id);
      }
      return sendSerialized(reply, notice.bytes);
    },
  );

  api.get(
    '/new',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'Topics, newest first, for the viewer’s country',
        querystring: TopicListQuery,
        response: { 200: TopicListResponse },
      },
    },
    async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      const viewer = viewerOf(request, request.query);
      return sendSerialized(
        reply,
        await pages.topicList(viewer, { page, perPage }, options.clock()),
      );
    },
  );

  api.get(
    '/new/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'One topic with its body',
        params: ContentParams,
        querystring: ContentQuery,
        response: { 200: TopicResponse },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request, request.query);
      return sendSerialized(reply, await pages.topic(viewer, request.params.id, options.clock()));
    },
  );

  api.get(
    '/popup',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'The newest popup in its show window for this player, not yet seen (or null)',
        querystring: PopupQuery,
        response: { 200: PopupResponse },
      },
    },
    async (request) => {
      const { session } = request;
      // Popups are for signed-in players (SPEC.md §2): a visitor has none.
      if (!session) return { status_code: 200 as const, data: { popup: null } };
      const now = options.clock();
      const viewer = viewerOf(request, request.query);
      const popup = await pages.popup(viewer, now, seenBy(session.user.id, now));
      return { status_code: 200 as const, data: { popup } };
    },
  );

  api.post(
    '/popup',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['content'],
        summary: 'Records the popup as seen by this player (again changes nothing)',
        security: [{ bearer: [] }],
        body: PopupSeenRequest,
        response: { 200: AckEnvelope },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      // A popup that closed its window meanwhile may still be recorded: the player saw it.
      const entry = await pages.popupEntry(request.body.reason_id, user.country.toLowerCase());
      await recordSeen(options.db, user.id, entry.id);
      return { status_code: 200 as const };
    },
  );

  api.get(
    '/carousel',
    {
      schema: {
        tags: ['content'],
        summary: 'The home carousel’s banners for a country (visitors and players alike)',
        querystring: CarouselQuery,
        response: { 200: CarouselResponse },
      },
    },
    async (request, reply) => {
      const viewer = {
        language: request.query.lang ?? DEFAULT_LANGUAGE,
        country: request.query.target_country ?? null,
      };
      return sendSerialized(reply, await pages.carousel(viewer, options.clock()));
    },
  );

  api.get(
    '/group-banner',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'The game banner meant for this player (an empty group_item for visitors)',
        querystring: ContentQuery,
        response: { 200: GameBannerResponse },
      },
    },
    async (request, reply) => {
      // The banner shows to signed-in players only (SPEC.md §2, Game banner).
      if (!request.session) {
        return sendSerialized(reply, '{"status_code":200,"data":{"group_item":{}}}');
      }
      const viewer = viewerOf(request, request.query);
      return sendSerialized(reply, await pages.gameBanner(viewer, options.clock()));
    },
  );
}
