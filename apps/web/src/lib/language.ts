import {
  DEFAULT_LANGUAGE,
  isLanguage,
  supportedLanguage,
  type Language,
} from '@points/contracts/constants';

export { htmlLang, supportedLanguage } from '@points/contracts/constants';

/**
 * Maps a browser language tag to one of the 17 site languages: the exact tag when supported,
 * then the closest regional choice (zh-HK → zh-tw, pt → pt-pt, es-419 → es-mx…), else English.
 */
export function matchLanguage(tag: string | null | undefined): Language {
  return supportedLanguage(tag) ?? DEFAULT_LANGUAGE;
}

/** The stored choice, else the first browser language the site speaks, else English (SPEC.md §1). */
export function detectLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const found = supportedLanguage(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
