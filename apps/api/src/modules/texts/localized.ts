import { FALLBACK_LANGUAGES, type Language } from '@points/contracts';

/** Content kept per language: `{ "ja": …, "en": …, … }`, any of the 17 languages present. */
export type Localized<T> = Partial<Record<Language, T>>;

/**
 * The version of `byLanguage` to show in `language`: that language, else English, else Japanese
 * (SPEC.md §1), else the one the editor flagged as default (SPEC.md §3, `default_flag`), else any.
 * Undefined only when there is no version at all.
 */
export function inLanguage<T>(
  byLanguage: Localized<T>,
  language: Language,
  defaultLanguage?: Language | null,
): T | undefined {
  return shownIn(byLanguage, language, defaultLanguage)?.[1];
}

/** As `inLanguage`, with the language of the version it chose (to say so, or to mark it up). */
export function shownIn<T>(
  byLanguage: Localized<T>,
  language: Language,
  defaultLanguage?: Language | null,
): [Language, T] | undefined {
  for (const candidate of [language, ...FALLBACK_LANGUAGES]) {
    const found = byLanguage[candidate];
    if (found !== undefined) return [candidate, found];
  }
  if (defaultLanguage && byLanguage[defaultLanguage] !== undefined) {
    return [defaultLanguage, byLanguage[defaultLanguage]];
  }
  for (const [candidate, value] of Object.entries(byLanguage)) {
    if (value !== undefined) return [candidate as Language, value as T];
  }
  return undefined;
}
