import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ContentDraft,
  LANGUAGES,
  OUTSIDE_DATE_WINDOW,
  type ContentDetail,
  type ContentDraftInput,
  type ContentKind,
  type Language,
} from '@points/contracts';
import { fromUtcInput, toUtcInput } from '../../../lib/format';

/**
 * The content form's values: what the inputs hold (every language's row, dates as typed in UTC,
 * countries as typed). `toDraft` turns them into the contracts' `ContentDraft`, and the resolver
 * validates that with the same schema the API checks, so the messages sit beside the inputs and
 * the API never disagrees.
 */
export interface LanguageRow {
  title: string;
  body: string;
  alt: string;
  pc: string;
  sp: string;
  fallback: boolean;
}

export interface ContentFormValues {
  kind: ContentKind;
  reason_id: string;
  public_start_date: string;
  public_end_date: string;
  target_countries: string;
  restricted: boolean;
  sort_order: number;
  languages: Record<Language, LanguageRow>;
  attributes: {
    thumbnail_ja: string;
    thumbnail_en: string;
    popup_type: string;
    detail_url: string;
    detail_url_flag: boolean;
    show_button: boolean;
    link: string;
    default_language: Language;
  };
}

/** Kinds whose texts are articles (a title and a body); the others have an alternative text. */
export const isArticle = (kind: ContentKind) =>
  kind === 'notice' || kind === 'topic' || kind === 'popup';

const emptyRow = (): LanguageRow => ({
  title: '',
  body: '',
  alt: '',
  pc: '',
  sp: '',
  fallback: false,
});

/** The form's values for a content read from the API, or for a new one of `kind`. */
export function formValuesOf(
  content: ContentDetail | undefined,
  kind: ContentKind,
  now: Date,
): ContentFormValues {
  const attributes = (content?.attributes ?? {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof attributes[key] === 'string' ? (attributes[key] as string) : '';
  const images = (attributes.images ?? {}) as Partial<Record<Language, { pc: string; sp: string }>>;
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => {
      const stored = content?.texts[language];
      return [
        language,
        {
          ...emptyRow(),
          title: stored?.title ?? '',
          body: stored?.body ?? '',
          alt: stored?.alt ?? '',
          pc: images[language]?.pc ?? '',
          sp: images[language]?.sp ?? '',
          // Content from before explicit fallbacks: every empty language was falling back.
          fallback: content
            ? !stored &&
              (content.fallback_languages === null || content.fallback_languages.includes(language))
            : false,
        },
      ];
    }),
  ) as Record<Language, LanguageRow>;
  return {
    kind: content?.kind ?? kind,
    reason_id: content?.reason_id ?? '',
    public_start_date: toUtcInput(content?.public_start_date ?? now),
    public_end_date: toUtcInput(content?.public_end_date ?? null),
    target_countries: (content?.target_countries ?? []).join(', '),
    restricted: content?.target_country_flag === 1,
    sort_order: content?.sort_order ?? 0,
    languages,
    attributes: {
      thumbnail_ja: text('thumbnail_ja'),
      thumbnail_en: text('thumbnail_en'),
      popup_type: String(attributes.popup_type ?? 1),
      detail_url: text('detail_url'),
      detail_url_flag: attributes.detail_url_flag === 1,
      show_button: attributes.show_button !== 0,
      link: text('link'),
      default_language: (attributes.default_language as Language | undefined) ?? 'en',
    },
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Whether a language row holds a text for `kind` (an empty row is not written). */
export function isWritten(kind: ContentKind, row: LanguageRow): boolean {
  return isArticle(kind)
    ? row.title.trim() !== '' || row.body.trim() !== ''
    : row.alt.trim() !== '';
}

/** The draft the API takes, from what the form holds. */
export function toDraft(values: ContentFormValues): ContentDraftInput {
  const { kind } = values;
  const written = LANGUAGES.filter((language) => isWritten(kind, values.languages[language]));
  const texts = Object.fromEntries(
    written.map((language) => {
      const row = values.languages[language];
      return [language, isArticle(kind) ? { title: row.title, body: row.body } : { alt: row.alt }];
    }),
  );
  const common = {
    reason_id: values.reason_id.trim(),
    // An empty or unreadable date stays invalid for the schema to name.
    public_start_date: fromUtcInput(values.public_start_date) ?? '',
    public_end_date: fromUtcInput(values.public_end_date),
    target_countries: values.target_countries
      .split(/[\s,]+/)
      .map((code) => code.trim())
      .filter(Boolean),
    target_country_flag: values.restricted ? (1 as const) : (0 as const),
    sort_order: Number.isFinite(values.sort_order) ? values.sort_order : 0,
    fallback_languages: LANGUAGES.filter(
      (language) => values.languages[language].fallback && !written.includes(language),
    ),
    texts,
  };
  const a = values.attributes;
  switch (kind) {
    case 'notice':
    case 'topic':
      return {
        kind,
        ...common,
        attributes: { thumbnail_ja: orNull(a.thumbnail_ja), thumbnail_en: orNull(a.thumbnail_en) },
      };
    case 'popup':
      return {
        kind,
        ...common,
        attributes: {
          popup_type: Number(a.popup_type) as 1,
          detail_url: orNull(a.detail_url),
          detail_url_flag: a.detail_url_flag ? 1 : 0,
          show_button: a.show_button ? 1 : 0,
          thumbnail_ja: orNull(a.thumbnail_ja),
          thumbnail_en: orNull(a.thumbnail_en),
        },
      };
    case 'carousel':
      return {
        kind,
        ...common,
        attributes: {
          link: a.link.trim(),
          thumbnail_ja: a.thumbnail_ja.trim(),
          thumbnail_en: a.thumbnail_en.trim(),
        },
      };
    case 'game_banner':
      return {
        kind,
        ...common,
        attributes: {
          link: a.link.trim(),
          default_language: a.default_language,
          images: Object.fromEntries(
            LANGUAGES.filter((language) => {
              const row = values.languages[language];
              return row.pc.trim() !== '' || row.sp.trim() !== '';
            }).map((language) => [
              language,
              {
                pc: values.languages[language].pc.trim(),
                sp: values.languages[language].sp.trim(),
              },
            ]),
          ),
        },
      };
  }
}

/** Where a draft's path is shown in the form (the draft's names are the form's, mostly). */
function formPath(path: PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  if (head === 'texts' && second) return `languages.${second}.${third ?? (second ? 'title' : '')}`;
  if (head === 'texts') return 'languages.en.title';
  if (head === 'attributes' && second === 'images' && third) {
    return `languages.${third}.${path[3] === undefined ? 'pc' : String(path[3])}`;
  }
  if (head === 'target_countries') return 'target_countries';
  if (head === 'target_country_flag') return 'restricted';
  if (head === 'fallback_languages') return 'languages.en.fallback';
  return path.map(String).join('.');
}

/** The key (in the namespace's `invalid`) of the message for a schema issue. */
function messageKey(issue: { code: string; message: string; path: PropertyKey[] }): string {
  const last = String(issue.path.at(-1) ?? '');
  switch (issue.message) {
    case OUTSIDE_DATE_WINDOW:
      return 'dateWindow';
    case 'the end comes after the start':
      return 'endAfterStart';
    case 'the default language has images':
      return 'defaultLanguageImages';
    case 'a detail link needs its URL':
      return 'detailUrlNeeded';
    case 'at least one language':
      return 'atLeastOneLanguage';
    case 'a site path or an https URL':
      return 'urlFormat';
  }
  if (last.endsWith('_date')) return 'dateFormat';
  if (issue.path[0] === 'target_countries') return 'countryFormat';
  if (issue.path[0] === 'reason_id') return 'reasonIdFormat';
  if (issue.code === 'too_small') return 'required';
  if (issue.code === 'too_big') return 'tooLong';
  if (last === 'sort_order') return 'number';
  return 'invalid';
}

function setIn(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (node[last] === undefined) node[last] = value;
}

/**
 * Validates the form with the contracts' `ContentDraft`: each issue lands on the input it is
 * about, its message a key of `invalid` (translated where it is shown).
 */
export const contentResolver: Resolver<ContentFormValues> = async (values) => {
  const result = ContentDraft.safeParse(toDraft(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    setIn(errors, formPath(issue.path), { type: issue.code, message: messageKey(issue) });
  }
  return { values: {}, errors: errors as FieldErrors<ContentFormValues> };
};
