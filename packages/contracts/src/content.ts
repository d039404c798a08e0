import { z } from 'zod';
import { CONTENT_ID_PATTERN, CONTENT_LIMITS, LANGUAGES, POPUP_TYPES } from './constants';
import { okEnvelope, paginatedEnvelope } from './envelope';
import { TargetCountry } from './site';

/**
 * Rich text, as the API sends it: a small tree of blocks the SPA renders as elements, never as
 * HTML, so content cannot carry script. Links go to a site path (`/items/…`) or an https page.
 */
export const RichInline = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string(),
    strong: z.boolean().optional(),
    emphasis: z.boolean().optional(),
  }),
  z.object({ type: z.literal('link'), href: z.string(), text: z.string() }),
  z.object({ type: z.literal('break') }),
]);
export type RichInline = z.infer<typeof RichInline>;

export const RichBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), content: z.array(RichInline) }),
  z.object({ type: z.literal('heading'), content: z.array(RichInline) }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.array(RichInline)),
  }),
]);
export type RichBlock = z.infer<typeof RichBlock>;
export const RichText = z.array(RichBlock);
export type RichText = z.infer<typeof RichText>;

/**
 * Why a body was refused when written (beside `field`, as `rule`): the part of Markdown the
 * content subset does not have, or a bound it exceeds. The console words each for the editor.
 */
export const RICH_TEXT_RULES = [
  'html',
  'link',
  'link_too_long',
  'image',
  'code',
  'heading',
  'quote',
  'rule',
  'list_item',
  'nested_list',
  'reference',
  'too_many_pieces',
  'too_complex',
] as const;
export type RichTextRule = (typeof RICH_TEXT_RULES)[number];

/**
 * The text of a notice, topic or popup in the language it is shown in (SPEC.md §3's
 * `*_languages`): `language_id` says which one the fallback requested → en → ja chose, so the SPA
 * knows when it shows another language's title. Lists leave out the body.
 */
export const ContentText = z.object({
  language_id: z.enum(LANGUAGES),
  title: z.string(),
  body: RichText.optional(),
});
export type ContentText = z.infer<typeof ContentText>;

const Timestamp = z.string();

/** A list page: `page` from 1, `per_page` up to 50. Bad paging is 400, never a guess. */
const pageQuery = (defaultPerPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(CONTENT_LIMITS.maxPerPage).default(defaultPerPage),
    lang: z.enum(LANGUAGES).optional(),
  });

/** `GET /notice` (SPEC.md §7): the player's (or visitor's) country, and the page. */
export const NoticeListQuery = pageQuery(CONTENT_LIMITS.homeNews).extend({
  target_country: TargetCountry.optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

/** A news notice (SPEC.md §3). */
export const Notice = z.object({
  id: z.number().int(),
  reason_id: z.string(),
  notice_title: z.string(),
  notice_thumbnail_path_jp_url: z.string().nullable(),
  notice_thumbnail_path_en_url: z.string().nullable(),
  notice_languages: z.array(ContentText),
  /** Whether this player opened it; always false for visitors. */
  is_read: z.boolean(),
  public_start_date: Timestamp,
});
export type Notice = z.infer<typeof Notice>;

export const NoticeListResponse = paginatedEnvelope(z.object({ notices_list: z.array(Notice) }));
export const NoticeResponse = okEnvelope(z.object({ notice: Notice }));

/** `GET /notice/{id}` and `GET /new/{id}`: the content's `reason_id`. */
export const ContentParams = z.object({ id: z.string().regex(CONTENT_ID_PATTERN) });
export const ContentQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  target_country: TargetCountry.optional(),
});

/** `GET /new` (SPEC.md §7): topics, 3 per page by default. */
export const TopicListQuery = pageQuery(CONTENT_LIMITS.homeTopics).extend({
  target_country: TargetCountry.optional(),
});
export type TopicListQuery = z.input<typeof TopicListQuery>;

/** A topic (SPEC.md §3), with the thumbnails its card shows. */
export const Topic = z.object({
  id: z.number().int(),
  reason_id: z.string(),
  public_start_date: Timestamp,
  news_languages: z.array(ContentText),
  news_thumbnail_path_jp_url: z.string().nullable(),
  news_thumbnail_path_en_url: z.string().nullable(),
});
export type Topic = z.infer<typeof Topic>;

export const TopicListResponse = paginatedEnvelope(z.object({ news_list: z.array(Topic) }));
export const TopicResponse = okEnvelope(z.object({ news: Topic }));

/** A home popup (SPEC.md §3). Flags are 0 or 1 as SPEC writes them. */
export const Popup = z.object({
  id: z.number().int(),
  reason_id: z.string(),
  popup_type: z.union(POPUP_TYPES.map((type) => z.literal(type))),
  popup_detail_url: z.string().nullable(),
  /** 1: the button opens `popup_detail_url` in a new tab. */
  popup_detail_url_flag: z.union([z.literal(0), z.literal(1)]),
  /** 1: the popup has its button. */
  popup_show_button: z.union([z.literal(0), z.literal(1)]),
  popup_languages: z.array(ContentText),
  popup_show_start_datetime: Timestamp,
  popup_show_end_datetime: Timestamp.nullable(),
  popup_thumbnail_path_url_jp: z.string().nullable(),
  popup_thumbnail_path_url_en: z.string().nullable(),
});
export type Popup = z.infer<typeof Popup>;

export const PopupQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  target_country: TargetCountry.optional(),
});
export const PopupResponse = okEnvelope(z.object({ popup: Popup.nullable() }));
/** `POST /popup`: the popup seen (SPEC.md §7); recording it again changes nothing. */
export const PopupSeenRequest = z.object({
  reason_id: z.string().regex(CONTENT_ID_PATTERN),
  target_country: TargetCountry.optional(),
});
export type PopupSeenRequest = z.input<typeof PopupSeenRequest>;

/** A banner of the home carousel (SPEC.md §3), with its alternative text in the language asked. */
export const CarouselItem = z.object({
  id: z.number().int(),
  link: z.string(),
  thumbnail_ja: z.string(),
  thumbnail_en: z.string(),
  alt: z.string(),
});
export type CarouselItem = z.infer<typeof CarouselItem>;
export const CarouselQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  target_country: TargetCountry.optional(),
});
export const CarouselResponse = okEnvelope(z.object({ carousel: z.array(CarouselItem) }));

/** The game banner (SPEC.md §3). */
export const BannerLanguage = z.object({
  language_id: z.enum(LANGUAGES),
  default_flag: z.union([z.literal(0), z.literal(1)]),
  banner_path_pc_url: z.string(),
  banner_path_sp_url: z.string(),
  alt: z.string(),
});
export type BannerLanguage = z.infer<typeof BannerLanguage>;
export const GameBanner = z.object({
  banner_languages: z.array(BannerLanguage),
  target_country: z.array(z.string()),
  target_country_flag: z.union([z.literal(0), z.literal(1)]),
  group_item_banner_url: z.string(),
});
export type GameBanner = z.infer<typeof GameBanner>;
/** `GET /group-banner`: the banner meant for this player, or none (an empty `group_item`). */
export const GameBannerResponse = okEnvelope(
  z.object({ group_item: z.union([GameBanner, z.object({}).strict()]) }),
);

/** `POST /check-special-user` (SPEC.md §6): 1 when the store promotion applies to the player. */
export const SpecialUserData = z.object({
  flag: z.union([z.literal(0), z.literal(1)]),
  global_flag: z.union([z.literal(0), z.literal(1)]),
});
export type SpecialUserData = z.infer<typeof SpecialUserData>;
export const SpecialUserResponse = okEnvelope(SpecialUserData);

/** `GET /get-connect-app` (SPEC.md §7): the games the player linked that the store promotes. */
export const ConnectAppQuery = z.object({
  target_country: TargetCountry.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTENT_LIMITS.maxPerPage)
    .default(CONTENT_LIMITS.connectAppsPerPage),
});
export const ConnectAppData = z.object({
  contentIds: z.array(z.string()),
  /** 1 when the account's country is the country of the player's game account. */
  flag_same_country: z.union([z.literal(0), z.literal(1)]),
});
export type ConnectAppData = z.infer<typeof ConnectAppData>;
export const ConnectAppResponse = paginatedEnvelope(ConnectAppData);

/** The games-store landing (`GET /landing`): whether it serves the viewer's country, and where. */
export const LandingQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  target_country: TargetCountry.optional(),
});
export const LandingData = z.object({
  /** False outside Japan: the page shows its 404 variant. */
  available: z.boolean(),
  minimum_age: z.number().int(),
  countries: z.array(z.string()),
  store_url: z.string(),
});
export type LandingData = z.infer<typeof LandingData>;
export const LandingResponse = okEnvelope(LandingData);

/** `GET /landing-sso`: what the store needs to know of the signed-in player. */
export const LandingSsoData = z.object({
  available: z.boolean(),
  country: z.string(),
  nickname: z.string(),
});
export const LandingSsoResponse = okEnvelope(LandingSsoData);
