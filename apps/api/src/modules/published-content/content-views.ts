import type {
  BannerLanguage,
  CarouselItem,
  ContentText,
  GameBanner,
  Language,
  Notice,
  Popup,
  Topic,
} from '@points/contracts';
import { targetsCountry } from '../targeting/country-targeting';
import { inLanguage, shownIn } from '../texts/localized';
import {
  isLive,
  type CarouselAttributes,
  type ContentEntry,
  type ContentKind,
  type GameBannerAttributes,
  type PopupAttributes,
  type ServedText,
  type ThumbnailAttributes,
} from './content-model';
import type { ContentSnapshot } from './content-store';

/**
 * How published content looks in the API's answers (SPEC.md §3's field names), and which of it a
 * viewer sees: its window open, targeted to the viewer's country.
 */

/** The text to show in `language` (requested → en → ja → any) and the language it is in. */
function textIn(entry: ContentEntry, language: Language): [Language, ServedText] {
  return (
    shownIn(entry.texts, language) ?? [
      language,
      { title: entry.reasonId, alt: entry.reasonId, body: [] },
    ]
  );
}

function contentText(entry: ContentEntry, language: Language, withBody: boolean): ContentText {
  const [shownIn, text] = textIn(entry, language);
  return withBody
    ? { language_id: shownIn, title: text.title, body: text.body }
    : { language_id: shownIn, title: text.title };
}

/** What a viewer from `country` (null: unknown) sees of a kind at `now`, newest first. */
export function liveFor(
  snapshot: ContentSnapshot,
  kind: ContentKind,
  country: string | null,
  now: Date,
): ContentEntry[] {
  return snapshot.byKind[kind].filter(
    (entry) => isLive(entry, now) && targetsCountry(entry.target, country),
  );
}

/**
 * The key under which viewers see the same content: their country when some content is
 * restricted to it, else one shared key (everyone else sees exactly what a visitor sees).
 */
export function audienceOf(snapshot: ContentSnapshot, country: string | null): string {
  return country !== null && snapshot.targetedCountries.has(country) ? country : '*';
}

/** The first moment after `now` when some content's window opens or closes. */
export function nextWindowChange(snapshot: ContentSnapshot, now: Date): number {
  const at = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const entries of Object.values(snapshot.byKind)) {
    for (const entry of entries) {
      const start = entry.start.getTime();
      if (start > at && start < next) next = start;
      const end = entry.end?.getTime();
      if (end !== undefined && end > at && end < next) next = end;
    }
  }
  return next;
}

export function toNotice(
  entry: ContentEntry,
  language: Language,
  options: { isRead: boolean; withBody: boolean },
): Notice {
  const attributes = entry.attributes as ThumbnailAttributes;
  const text = contentText(entry, language, options.withBody);
  return {
    id: entry.id,
    reason_id: entry.reasonId,
    notice_title: text.title,
    notice_thumbnail_path_jp_url: attributes.thumbnail_ja ?? null,
    notice_thumbnail_path_en_url: attributes.thumbnail_en ?? null,
    notice_languages: [text],
    is_read: options.isRead,
    public_start_date: entry.start.toISOString(),
  };
}

export function toTopic(entry: ContentEntry, language: Language, withBody: boolean): Topic {
  const attributes = entry.attributes as ThumbnailAttributes;
  return {
    id: entry.id,
    reason_id: entry.reasonId,
    public_start_date: entry.start.toISOString(),
    news_languages: [contentText(entry, language, withBody)],
    news_thumbnail_path_jp_url: attributes.thumbnail_ja ?? null,
    news_thumbnail_path_en_url: attributes.thumbnail_en ?? null,
  };
}

export function toPopup(entry: ContentEntry, language: Language): Popup {
  const attributes = entry.attributes as PopupAttributes;
  return {
    id: entry.id,
    reason_id: entry.reasonId,
    popup_type: attributes.popup_type,
    popup_detail_url: attributes.detail_url ?? null,
    popup_detail_url_flag: attributes.detail_url_flag ?? 0,
    popup_show_button: attributes.show_button ?? 1,
    popup_languages: [contentText(entry, language, true)],
    popup_show_start_datetime: entry.start.toISOString(),
    popup_show_end_datetime: entry.end?.toISOString() ?? null,
    popup_thumbnail_path_url_jp: attributes.thumbnail_ja ?? null,
    popup_thumbnail_path_url_en: attributes.thumbnail_en ?? null,
  };
}

export function toCarouselItem(entry: ContentEntry, language: Language): CarouselItem {
  const attributes = entry.attributes as CarouselAttributes;
  return {
    id: entry.id,
    link: attributes.link,
    thumbnail_ja: attributes.thumbnail_ja,
    thumbnail_en: attributes.thumbnail_en,
    alt: textIn(entry, language)[1].alt,
  };
}

export function toGameBanner(entry: ContentEntry, language: Language): GameBanner {
  const attributes = entry.attributes as GameBannerAttributes;
  const alt = (
    inLanguage(entry.texts, language, attributes.default_language) ?? textIn(entry, language)[1]
  ).alt;
  const languages: BannerLanguage[] = Object.entries(attributes.images).flatMap(
    ([languageId, images]) =>
      images
        ? [
            {
              language_id: languageId as Language,
              default_flag: languageId === attributes.default_language ? 1 : 0,
              banner_path_pc_url: images.pc,
              banner_path_sp_url: images.sp,
              alt,
            },
          ]
        : [],
  );
  return {
    banner_languages: languages,
    target_country: [...entry.target.countries],
    target_country_flag: entry.target.restricted ? 1 : 0,
    group_item_banner_url: attributes.link,
  };
}
