import { z } from 'zod';
import { CONTENT_ID_PATTERN, LANGUAGES, POPUP_TYPES, type RichText } from '@points/contracts';
import type { CountryTarget } from '../content/country-targeting';
import type { Localized } from '../content/localized';

/**
 * What the site's content is made of (SPEC.md §3): one shape per kind, checked whenever content is
 * written (the demo seed and, later, the operator console go through the same use-cases).
 */
export const CONTENT_KINDS = ['notice', 'topic', 'popup', 'carousel', 'game_banner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

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
  title: z.string().trim().min(1).max(200),
  /** The content subset of Markdown (`content/rich-text.ts`). */
  body: z.string().max(20_000).default(''),
});
const AltText = z.object({ alt: z.string().trim().min(1).max(300) });

const texts = <T extends z.ZodType>(text: T) =>
  z
    .partialRecord(z.enum(LANGUAGES), text)
    .refine((byLanguage) => Object.keys(byLanguage).length > 0, 'at least one language');

const common = {
  reason_id: z.string().regex(CONTENT_ID_PATTERN),
  public_start_date: z.coerce.date(),
  public_end_date: z.coerce.date().nullable().default(null),
  target_countries: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .transform((code) => code.toLowerCase()),
    )
    .max(250)
    .default([]),
  target_country_flag: Flag.default(0),
  sort_order: z.number().int().min(-1_000_000).max(1_000_000).default(0),
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

type AttributesOf<K extends ContentKind> = Extract<ContentDraft, { kind: K }>['attributes'];
export type PopupAttributes = AttributesOf<'popup'>;
export type CarouselAttributes = AttributesOf<'carousel'>;
export type GameBannerAttributes = AttributesOf<'game_banner'>;
export type ThumbnailAttributes = AttributesOf<'notice'>;

/** A text of published content as it is served: the body already parsed. */
export interface ServedText {
  title: string;
  alt: string;
  body: RichText;
}

/** Published content as each API node keeps it in memory. */
export interface ContentEntry {
  id: number;
  kind: ContentKind;
  reasonId: string;
  start: Date;
  end: Date | null;
  target: CountryTarget;
  sortOrder: number;
  texts: Localized<ServedText>;
  attributes: Record<string, unknown>;
}

/** Whether the entry is public at `now`: its window has opened and not yet closed. */
export function isLive(entry: Pick<ContentEntry, 'start' | 'end'>, now: Date): boolean {
  const at = now.getTime();
  return entry.start.getTime() <= at && (entry.end === null || at < entry.end.getTime());
}
