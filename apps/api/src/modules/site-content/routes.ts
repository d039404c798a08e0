import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AckEnvelope,
  CarouselQuery,
  CarouselResponse,
  ContentParams,
  ContentQuery,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
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
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { sendSerialized } from '../../plugins/envelope';
import { targetsCountry } from '../content/country-targeting';
import { createRenderCache, createVisitorCache } from '../content/visitor-cache';
import { isLive, type ContentEntry, type ContentKind } from './content-model';
import { reasonKey, type ContentSnapshot, type ContentStore } from './content-store';
import {
  audienceOf,
  liveFor,
  nextWindowChange,
  toCarouselItem,
  toGameBanner,
  toNotice,
  toPopup,
  toTopic,
} from './content-views';
import { keptSeenOf, recordSeen } from './player-seen';
import type { PlayerFacts } from '../users/player-facts';

export interface ContentRoutesOptions {
  db: Database;
  content: ContentStore;
  clock: () => Date;
  /** The players' own facts (what they have read), kept while they write nothing. */
  facts: PlayerFacts;
}

const noSuchContent = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such content');

/**
 * News notices, topics, popups, the carousel and the game banner (SPEC.md §2, §3, §7). What a
 * visitor reads is the same for everyone in a language and country: it is served as bytes
 * rendered once (until content changes or a window opens or closes). A signed-in player's country
 * is their account's, whatever `target_country` says; a visitor's is `target_country`.
 */
export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const pages = createVisitorCache<ContentSnapshot, string>(nextWindowChange);
  const playerPages = createRenderCache<
    ContentSnapshot,
    string,
    { head: string; tail: string; items: Array<{ id: number; unread: string; read: string }> }
  >(nextWindowChange);

  const viewerOf = (
    request: FastifyRequest,
    query: { lang?: Language | undefined; target_country?: string | undefined },
  ) => ({
    language: query.lang ?? request.session?.user.language ?? DEFAULT_LANGUAGE,
    country: request.session
      ? request.session.user.country.toLowerCase()
      : (query.target_country ?? null),
  });

  /** A live, targeted entry of `kind` by its public id, or 404. */
  const entryOf = (
    snapshot: ContentSnapshot,
    kind: ContentKind,
    reasonId: string,
    country: string | null,
    now: Date,
  ): ContentEntry => {
    const entry = snapshot.byReason.get(reasonKey(kind, reasonId));
    if (!entry || !isLive(entry, now) || !targetsCountry(entry.target, country)) {
      throw noSuchContent();
    }
    return entry;
  };

  const pageOf = <T>(entries: T[], page: number, perPage: number) =>
    entries.slice((page - 1) * perPage, page * perPage);

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
      const { language, country } = viewerOf(request, request.query);
      const snapshot = await options.content.current();
      const render = (isRead: (entry: ContentEntry) => boolean = () => false) => {
        const live = liveFor(snapshot, 'notice', country, now);
        return {
          status_code: 200 as const,
          data: {
            notices_list: pageOf(live, page, perPage).map((entry) =>
              toNotice(entry, language, { isRead: isRead(entry), withBody: false }),
            ),
          },
          pagination: { total: live.length, page, per_page: perPage },
        };
      };
      const { session } = request;
      const key = `notice|${language}|${audienceOf(snapshot, country)}|${page}|${perPage}`;
      if (!session) return sendSerialized(reply, pages.get(snapshot, key, now, render));
      // A player's page is the visitor's with their read marks: its pieces are rendered once,
      // each notice read and unread, and only joined per request.
      const parts = playerPages.get(snapshot, key, now, () => {
        const whole = render();
        const [head, tail] = JSON.stringify({ ...whole, data: { notices_list: [] } }).split(
          '"notices_list":[]',
        ) as [string, string];
        return {
          head: `${head}"notices_list":[`,
          tail: `]${tail}`,
          items: whole.data.notices_list.map((notice) => ({
            id: notice.id,
            unread: JSON.stringify(notice),
            read: JSON.stringify({ ...notice, is_read: true }),
          })),
        };
      });
      const seen = await keptSeenOf(
        options,
        session.user.id,
        parts.items.map((item) => item.id),
        now,
      );
      const items = parts.items.map((item) => (seen.has(item.id) ? item.read : item.unread));
      return sendSerialized(reply, `${parts.head}${items.join(',')}${parts.tail}`);
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
      const { language, country } = viewerOf(request, request.query);
      const snapshot = await options.content.current();
      const entry = entryOf(snapshot, 'notice', request.params.id, country, now);
      const render = (isRead: boolean) => ({
        status_code: 200 as const,
        data: { notice: toNotice(entry, language, { isRead, withBody: true }) },
      });
      if (!request.session) {
        const key = `notice/${entry.reasonId}|${language}`;
        return sendSerialized(
          reply,
          pages.get(snapshot, key, now, () => render(false)),
        );
      }
      await recordSeen(options.db, request.session.user.id, entry.id);
      // A read that writes: the player's next list on any node shows the notice read.
      options.facts.changed(request.session.user.id);
      return sendSerialized(reply, JSON.stringify(render(true)));
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
      const now = options.clock();
      const { page, per_page: perPage } = request.query;
      const { language, country } = viewerOf(request, request.query);
      const snapshot = await options.content.current();
      const key = `new|${language}|${audienceOf(snapshot, country)}|${page}|${perPage}`;
      return sendSerialized(
        reply,
        pages.get(snapshot, key, now, () => {
          const live = liveFor(snapshot, 'topic', country, now);
          return {
            status_code: 200 as const,
            data: {
              news_list: pageOf(live, page, perPage).map((entry) =>
                toTopic(entry, language, false),
              ),
            },
            pagination: { total: live.length, page, per_page: perPage },
          };
        }),
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
      const now = options.clock();
      const { language, country } = viewerOf(request, request.query);
      const snapshot = await options.content.current();
      const entry = entryOf(snapshot, 'topic', request.params.id, country, now);
      const key = `new/${entry.reasonId}|${language}`;
      return sendSerialized(
        reply,
        pages.get(snapshot, key, now, () => ({
          status_code: 200 as const,
          data: { news: toTopic(entry, language, true) },
        })),
      );
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
      const { language, country } = viewerOf(request, request.query);
      const live = liveFor(await options.content.current(), 'popup', country, now);
      const seen = await keptSeenOf(
        options,
        session.user.id,
        live.map((entry) => entry.id),
        now,
      );
      const unseen = live.find((entry) => !seen.has(entry.id));
      return {
        status_code: 200 as const,
        data: { popup: unseen ? toPopup(unseen, language) : null },
      };
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
      const snapshot = await options.content.current();
      const entry = snapshot.byReason.get(reasonKey('popup', request.body.reason_id));
      // A popup that closed its window meanwhile may still be recorded: the player saw it.
      if (!entry || !targetsCountry(entry.target, user.country.toLowerCase())) {
        throw noSuchContent();
      }
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
      const now = options.clock();
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      const country = request.query.target_country ?? null;
      const snapshot = await options.content.current();
      const key = `carousel|${language}|${audienceOf(snapshot, country)}`;
      return sendSerialized(
        reply,
        pages.get(snapshot, key, now, () => ({
          status_code: 200 as const,
          data: {
            carousel: liveFor(snapshot, 'carousel', country, now)
              .toSorted((a, b) => a.sortOrder - b.sortOrder)
              .map((entry) => toCarouselItem(entry, language)),
          },
        })),
      );
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
      const now = options.clock();
      const { language, country } = viewerOf(request, request.query);
      const snapshot = await options.content.current();
      const key = `group-banner|${language}|${audienceOf(snapshot, country)}`;
      return sendSerialized(
        reply,
        pages.get(snapshot, key, now, () => {
          const banner = liveFor(snapshot, 'game_banner', country, now).toSorted(
            (a, b) => a.sortOrder - b.sortOrder,
          )[0];
          return {
            status_code: 200 as const,
            data: { group_item: banner ? toGameBanner(banner, language) : {} },
          };
        }),
      );
    },
  );
}
