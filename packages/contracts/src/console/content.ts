import { z } from 'zod';
import {
  CONTENT_ID_PATTERN,
  LANGUAGES,
  MARKDOWN_LIMITS,
  POPUP_TYPES,
  type Language,
} from '../constants';
import { CarouselItem, GameBanner, Notice, Popup, Topic } from '../content';
import { WindowedDate } from '../dates';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { TargetCountry } from '../site';
import { ConsolePageQuery, OperatorReason, RowVersion } from './paging';

// The content screens of the console: notices, topics, popups, carousel banners and game banners.
// `ContentDraft` is the one shape of written content: the API's use-cases check every write with
// it (apps/api/src/modules/published-content/content-model.ts re-exports it) and the console's form
// validates with it, so the two cannot disagree.

/** What the site's content is made of (SPEC.md §3): one shape per kind. */
export const CONTENT_KINDS = ['notice', 'topic', 'popup', 'carousel', 'game_banner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Draft: never public yet; published: public while its window is open; unpublished: withdrawn. */
export const CONTENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Why a content write was refused beside its code (4049). */
export const CONTENT_REFUSALS = {
  /** Publishing: some language has neither a text nor an explicit fallback (`missing_languages`). */
  languagesMissing: 'languages_missing',
  /** Another content of the kind has this `reason_id`. */
  reasonIdTaken: 'reason_id_taken',
} as const;

/** An image of ours (a site path) or an https URL. */
const ImageUrl = z
  .string()
  .max(500)
  .regex(/^(\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>]+)$/, 'a site path or an https URL');
/** Where a link goes: a site path or an https page. */
const LinkUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>]+)$/, 'a site path or an https URL');
const Flag = z.union([z.literal(0), z.literal(1)]);

const Thumbnails = {
  thumbnail_ja: ImageUrl.nullable().default(null),
  thumbnail_en: ImageUrl.nullable().default(null),
};

const ArticleText = z.object({
  title: z.string().trim().min(1, 'a title is required').max(200),
  /** The content subset of Markdown (apps/api content/rich-text.ts). */
  body: z.string().max(MARKDOWN_LIMITS.contentBody).default(''),
});
const AltText = z.object({
  alt: z.string().trim().min(1, 'an alternative text is required').max(300),
});

const texts = <T extends z.ZodType>(text: T) =>
  z
    .partialRecord(z.enum(LANGUAGES), text)
    .refine((byLanguage) => Object.keys(byLanguage).length > 0, 'at least one language');

const common = {
  reason_id: z
    .string()
    .regex(CONTENT_ID_PATTERN, 'lower-case letters, digits and dashes, at most 64'),
  public_start_date: WindowedDate,
  public_end_date: WindowedDate.nullable().default(null),
  target_countries: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'two-letter country codes, e.g. jp')
        .transform((code) => code.toLowerCase()),
    )
    .max(250)
    .default([]),
  target_country_flag: Flag.default(0),
  sort_order: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  /**
   * Languages deliberately left to the site's fallback (requested → en → ja). Publishing needs
   * every language either written or listed here. Absent (content written before the console,
   * the demo seed): every language without a text is taken to fall back.
   */
  fallback_languages: z
    .array(z.enum(LANGUAGES))
    .max(LANGUAGES.length)
    .refine((list) => new Set(list).size === list.length, 'a language is listed twice')
    .optional(),
};

export const ContentDraft = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('notice'),
      ...common,
      texts: texts(ArticleText),
      attributes: z.object(Thumbnails).strict().default({ thumbnail_ja: null, thumbnail_en: null }),
    }),
    z.object({
      kind: z.literal('topic'),
      ...common,
      texts: texts(ArticleText),
      attributes: z.object(Thumbnails).strict().default({ thumbnail_ja: null, thumbnail_en: null }),
    }),
    z.object({
      kind: z.literal('popup'),
      ...common,
      texts: texts(ArticleText),
      attributes: z
        .object({
          popup_type: z.union(POPUP_TYPES.map((type) => z.literal(type))),
          detail_url: LinkUrl.nullable().default(null),
          detail_url_flag: Flag.default(0),
          show_button: Flag.default(1),
          ...Thumbnails,
        })
        .strict(),
    }),
    z.object({
      kind: z.literal('carousel'),
      ...common,
      texts: texts(AltText),
      attributes: z
        .object({ link: LinkUrl, thumbnail_ja: ImageUrl, thumbnail_en: ImageUrl })
        .strict(),
    }),
    z.object({
      kind: z.literal('game_banner'),
      ...common,
      texts: texts(AltText),
      attributes: z
        .object({
          link: LinkUrl,
          default_language: z.enum(LANGUAGES),
          images: z
            .partialRecord(z.enum(LANGUAGES), z.object({ pc: ImageUrl, sp: ImageUrl }))
            .refine((images) => Object.keys(images).length > 0, 'at least one language'),
        })
        .strict(),
    }),
  ])
  .refine(
    (draft) => draft.public_end_date === null || draft.public_end_date > draft.public_start_date,
    { message: 'the end comes after the start', path: ['public_end_date'] },
  )
  .refine(
    (draft) =>
      draft.kind !== 'game_banner' || draft.attributes.default_language in draft.attributes.images,
    { message: 'the default language has images', path: ['attributes', 'default_language'] },
  )
  .refine(
    (draft) =>
      draft.kind !== 'popup' ||
      draft.attributes.detail_url_flag === 0 ||
      draft.attributes.detail_url !== null,
    { message: 'a detail link needs its URL', path: ['attributes', 'detail_url'] },
  );
export type ContentDraft = z.output<typeof ContentDraft>;
export type ContentDraftInput = z.input<typeof ContentDraft>;

/**
 * The languages that stop publication: neither written nor set to fall back, in LANGUAGES' order.
 * `fallback` null: the content predates explicit fallbacks, and nothing is missing.
 */
export function missingLanguages(
  texts: Partial<Record<Language, unknown>>,
  fallback: readonly Language[] | null | undefined,
): Language[] {
  if (fallback === null || fallback === undefined) return [];
  return LANGUAGES.filter(
    (language) =>
      (texts[language] === undefined || texts[language] === null) && !fallback.includes(language),
  );
}

// ---------------------------------------------------------------------------------------------
// Lists and details

export const ContentListQuery = ConsolePageQuery.extend({
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** Part of the public id or of a title (any language). */
  q: z.string().trim().max(100).optional(),
  /** Content a viewer from this country would be targeted with. */
  country: TargetCountry.optional(),
});
export type ContentListQuery = z.input<typeof ContentListQuery>;

const Instant = z.string();

/** What a content's link may lead to on the site: the page of one of these. */
export const LINK_TARGET_KINDS = [
  'item',
  'coupon_campaign',
  'campaign',
  'campaign_page',
  'lottery_campaign',
  'lottery',
  'festival',
  'notice',
  'topic',
] as const;
export type LinkTargetKind = (typeof LINK_TARGET_KINDS)[number];

/**
 * Why a link deserves a look: what it leads to is `missing` for players (no such thing, or not
 * published) or has `ended` (its period is over).
 */
export const LINK_PROBLEMS = ['missing', 'ended'] as const;

/**
 * A link of a content to a page of the site that players cannot use any more: where it is
 * (`fields`: `attributes.link`, `texts.fr.body`…), what it leads to and why. A warning: the
 * content is saved and published all the same.
 */
export const LinkWarning = z.object({
  href: z.string(),
  fields: z.array(z.string()),
  target: z.object({ kind: z.enum(LINK_TARGET_KINDS), id: z.string() }),
  problem: z.enum(LINK_PROBLEMS),
  /** When it ended (`ended`), else null. */
  ended_at: Instant.nullable(),
});
export type LinkWarning = z.infer<typeof LinkWarning>;

export const ContentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  reason_id: z.string(),
  /** The English title (or alternative text), else Japanese, else any. */
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  public_start_date: Instant,
  public_end_date: Instant.nullable(),
  target_countries: z.array(z.string()),
  target_country_flag: Flag,
  /** Languages with a text. */
  languages: z.array(z.enum(LANGUAGES)),
  missing_languages: z.array(z.enum(LANGUAGES)),
  version: z.number().int(),
  updated_at: Instant,
  /** Links to pages players cannot use any more (none for content no player sees any more). */
  link_warnings: z.array(LinkWarning),
});
export type ContentSummary = z.infer<typeof ContentSummary>;
export const ContentListResponse = paginatedEnvelope(z.array(ContentSummary));

/** One content as the console edits it: the stored draft and its state. */
export const ContentDetail = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  reason_id: z.string(),
  status: z.enum(CONTENT_STATUSES),
  version: z.number().int(),
  public_start_date: Instant,
  public_end_date: Instant.nullable(),
  target_countries: z.array(z.string()),
  target_country_flag: Flag,
  sort_order: z.number().int(),
  texts: z.partialRecord(
    z.enum(LANGUAGES),
    z.object({
      title: z.string().optional(),
      body: z.string().optional(),
      alt: z.string().optional(),
    }),
  ),
  attributes: z.record(z.string(), z.unknown()),
  /** Null: the content predates explicit fallbacks (every language without a text falls back). */
  fallback_languages: z.array(z.enum(LANGUAGES)).nullable(),
  missing_languages: z.array(z.enum(LANGUAGES)),
  created_at: Instant,
  updated_at: Instant,
  published_at: Instant.nullable(),
});
export type ContentDetail = z.infer<typeof ContentDetail>;

/** The content as the console's screens get it: as stored, with its links checked. */
export const CheckedContent = ContentDetail.extend({ link_warnings: z.array(LinkWarning) });
export type CheckedContent = z.infer<typeof CheckedContent>;
export const ContentDetailResponse = okEnvelope(CheckedContent);

export const ContentIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `POST /content`: a new draft (not public until published). */
export const CreateContentRequest = z.object({ draft: ContentDraft });
export type CreateContentRequest = z.input<typeof CreateContentRequest>;

/** `PUT /content/:id`: the draft as the operator read it at `version`. */
export const UpdateContentRequest = z.object({
  version: RowVersion,
  draft: ContentDraft,
});
export type UpdateContentRequest = z.input<typeof UpdateContentRequest>;

/** `POST /content/:id/publish` and `/unpublish`; `version` refuses a stale screen. */
export const ContentStatusRequest = z.object({
  version: RowVersion.optional(),
  reason: OperatorReason.optional(),
});
export type ContentStatusRequest = z.input<typeof ContentStatusRequest>;

// ---------------------------------------------------------------------------------------------
// Preview

/** A short-lived token that lets the player site show one content as a preview. */
export const ContentPreviewToken = z.object({ token: z.string(), expires_at: Instant });
export type ContentPreviewToken = z.infer<typeof ContentPreviewToken>;
export const ContentPreviewTokenResponse = okEnvelope(ContentPreviewToken);

export const PREVIEW_AUDIENCES = ['player', 'visitor'] as const;
export type PreviewAudience = (typeof PREVIEW_AUDIENCES)[number];

/** `GET /console/preview/content/:id` (the player site's preview page, with the token). */
export const ContentPreviewQuery = z.object({
  token: z.string().min(1).max(1000),
  lang: z.enum(LANGUAGES).default('en'),
  country: TargetCountry.optional(),
  as: z.enum(PREVIEW_AUDIENCES).default('player'),
});
export type ContentPreviewQuery = z.input<typeof ContentPreviewQuery>;

/** Why the previewed viewer would not see the content on the site. */
export const PREVIEW_HIDDEN_REASONS = [
  /** Its country targeting leaves the viewer's country out. */
  'country',
  /** Popups and game banners are shown to signed-in players only. */
  'visitor',
  /** Its window has not opened yet. */
  'not_started',
  /** Its window has closed. */
  'ended',
  /** It is not published (a draft, or withdrawn). */
  'not_published',
] as const;
export type PreviewHiddenReason = (typeof PREVIEW_HIDDEN_REASONS)[number];

/** The content as the player API would serve it to that viewer, and whether they would see it. */
export const ContentPreview = z.object({
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  shown: z.boolean(),
  hidden_reasons: z.array(z.enum(PREVIEW_HIDDEN_REASONS)),
  notice: Notice.nullable(),
  topic: Topic.nullable(),
  popup: Popup.nullable(),
  carousel_item: CarouselItem.nullable(),
  game_banner: GameBanner.nullable(),
});
export type ContentPreview = z.infer<typeof ContentPreview>;
export const ContentPreviewResponse = okEnvelope(ContentPreview);
