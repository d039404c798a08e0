import { ERROR_CODES, type Language, type Popup } from '@points/contracts';
import { AppError } from '../../errors';
import { targetsCountry } from '../targeting/country-targeting';
import { joinJson, jsonParts } from '../page-cache/json-bytes';
import { createRenderCache, createVisitorCache } from '../page-cache/visitor-cache';
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

/** Who reads: the language, and the country content is targeted at (null: unknown). */
export interface ContentViewer {
  language: Language;
  country: string | null;
}

/** A list's page: 1-based, `perPage` long. */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** An answer's body, as kept (bytes) or joined per request (a string). */
export type Serialized = Buffer | string;

/** Of the content ids given, those the player has seen. */
export type SeenOf = (contentIds: number[]) => Promise<Set<number>>;

export const noSuchContent = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such content');

const pageOf = <T>(entries: T[], { page, perPage }: PageRequest) =>
  entries.slice((page - 1) * perPage, page * perPage);

const bySortOrder = (a: ContentEntry, b: ContentEntry) => a.sortOrder - b.sortOrder;

/** A notice list's pieces, rendered once: a player's page joins them with their read marks. */
interface NoticePieces {
  head: Buffer;
  tail: Buffer;
  items: Array<{ id: number; unread: Buffer; read: Buffer }>;
}

/**
 * The published content's answers, rendered (SPEC.md §2, §3, §7). What a visitor reads is the
 * same for everyone in a language and country: it is kept as bytes, rendered once until content
 * changes or a window opens or closes. A player's notice list is the visitor's with their read
 * marks, joined per request from pieces rendered once.
 */
export function createContentPages(content: ContentStore) {
  const pages = createVisitorCache<ContentSnapshot, string>(nextWindowChange);
  const noticePieces = createRenderCache<ContentSnapshot, string, NoticePieces>(nextWindowChange);

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

  return {
    /** The notice list; with `seenOf` (a player), each notice marked read or not. */
    async noticeList(
      viewer: ContentViewer,
      request: PageRequest,
      now: Date,
      seenOf?: SeenOf,
    ): Promise<Serialized> {
      const { language, country } = viewer;
      const snapshot = await content.current();
      const render = () => {
        const live = liveFor(snapshot, 'notice', country, now);
        return {
          status_code: 200 as const,
          data: {
            notices_list: pageOf(live, request).map((entry) =>
              toNotice(entry, language, { isRead: false, withBody: false }),
            ),
          },
          pagination: { total: live.length, page: request.page, per_page: request.perPage },
        };
      };
      const audience = audienceOf(snapshot, country);
      const key = `notice|${language}|${audience}|${request.page}|${request.perPage}`;
      if (!seenOf) return pages.get(snapshot, key, now, render);
      const parts = noticePieces.get(snapshot, key, now, () => {
        const whole = render();
        const [head, tail] = JSON.stringify({ ...whole, data: { notices_list: [] } }).split(
          '"notices_list":[]',
        ) as [string, string];
        return {
          head: Buffer.from(`${head}"notices_list":[`),
          tail: Buffer.from(`]${tail}`),
          items: whole.data.notices_list.map((notice) => ({
            id: notice.id,
            unread: Buffer.from(JSON.stringify(notice)),
            read: Buffer.from(JSON.stringify({ ...notice, is_read: true })),
          })),
        };
      });
      const seen = await seenOf(parts.items.map((item) => item.id));
      const page = jsonParts();
      page.add(parts.head);
      parts.items.forEach((item, index) => {
        if (index > 0) page.add(',');
        page.add(seen.has(item.id) ? item.read : item.unread);
      });
      page.add(parts.tail);
      return joinJson(page.done());
    },

    /** The live notice `reasonId` with its body, and its content id (a player's read marks it). */
    async notice(
      viewer: ContentViewer,
      reasonId: string,
      now: Date,
      isRead: boolean | undefined,
    ): Promise<{ contentId: number; bytes: Serialized }> {
      const snapshot = await content.current();
      const entry = entryOf(snapshot, 'notice', reasonId, viewer.country, now);
      const render = (read: boolean) => ({
        status_code: 200 as const,
        data: { notice: toNotice(entry, viewer.language, { isRead: read, withBody: true }) },
      });
      const bytes =
        isRead === undefined
          ? pages.get(snapshot, `notice/${entry.reasonId}|${viewer.language}`, now, () =>
              render(false),
            )
          : JSON.stringify(render(isRead));
      return { contentId: entry.id, bytes };
    },

    async topicList(viewer: ContentViewer, request: PageRequest, now: Date): Promise<Buffer> {
      const { language, country } = viewer;
      const snapshot = await content.current();
      const audience = audienceOf(snapshot, country);
      const key = `new|${language}|${audience}|${request.page}|${request.perPage}`;
      return pages.get(snapshot, key, now, () => {
        const live = liveFor(snapshot, 'topic', country, now);
        return {
          status_code: 200 as const,
          data: {
            news_list: pageOf(live, request).map((entry) => toTopic(entry, language, false)),
          },
          pagination: { total: live.length, page: request.page, per_page: request.perPage },
        };
      });
    },

    async topic(viewer: ContentViewer, reasonId: string, now: Date): Promise<Buffer> {
      const snapshot = await content.current();
      const entry = entryOf(snapshot, 'topic', reasonId, viewer.country, now);
      return pages.get(snapshot, `new/${entry.reasonId}|${viewer.language}`, now, () => ({
        status_code: 200 as const,
        data: { news: toTopic(entry, viewer.language, true) },
      }));
    },

    /** The newest popup in its show window the player has not seen, or null. */
    async popup(viewer: ContentViewer, now: Date, seenOf: SeenOf): Promise<Popup | null> {
      const live = liveFor(await content.current(), 'popup', viewer.country, now);
      const seen = await seenOf(live.map((entry) => entry.id));
      const unseen = live.find((entry) => !seen.has(entry.id));
      return unseen ? toPopup(unseen, viewer.language) : null;
    },

    /** A popup by its public id for a player of `country`, live or not (they may have seen it). */
    async popupEntry(reasonId: string, country: string): Promise<ContentEntry> {
      const entry = (await content.current()).byReason.get(reasonKey('popup', reasonId));
      if (!entry || !targetsCountry(entry.target, country)) throw noSuchContent();
      return entry;
    },

    async carousel(viewer: ContentViewer, now: Date): Promise<Buffer> {
      const { language, country } = viewer;
      const snapshot = await content.current();
      const key = `carousel|${language}|${audienceOf(snapshot, country)}`;
      return pages.get(snapshot, key, now, () => ({
        status_code: 200 as const,
        data: {
          carousel: liveFor(snapshot, 'carousel', country, now)
            .toSorted(bySortOrder)
            .map((entry) => toCarouselItem(entry, language)),
        },
      }));
    },

    /** The game banner meant for this player's country, or an empty one. */
    async gameBanner(viewer: ContentViewer, now: Date): Promise<Buffer> {
      const { language, country } = viewer;
      const snapshot = await content.current();
      const key = `group-banner|${language}|${audienceOf(snapshot, country)}`;
      return pages.get(snapshot, key, now, () => {
        const banner = liveFor(snapshot, 'game_banner', country, now).toSorted(bySortOrder)[0];
        return {
          status_code: 200 as const,
          data: { group_item: banner ? toGameBanner(banner, language) : {} },
        };
      });
    },
  };
}

export type ContentPages = ReturnType<typeof createContentPages>;
