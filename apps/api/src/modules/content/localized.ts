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
  for (const candidate of [language, ...FALLBACK_LANGUAGES]) {
    const found = byLanguage[candidate];
    if (found !== undefined) return found;
  }
  if (defaultLanguage && byLanguage[defaultLanguage] !== undefined) {
    return byLanguage[defaultLanguage];
  }
  for (const value of Object.values(byLanguage)) if (value !== undefined) return value as T;
  return undefined;
}
