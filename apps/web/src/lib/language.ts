import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@points/contracts/constants';

/**
 * Maps a browser language tag to one of the 17 site languages: the exact tag when supported,
 * then the closest regional choice (zh-HK → zh-tw, pt → pt-pt, es-419 → es-mx…), else English.
 */
export function matchLanguage(tag: string | null | undefined): Language {
  return supportedLanguage(tag) ?? DEFAULT_LANGUAGE;
}

/** The site language closest to a browser language tag, or null when none is close. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (isLanguage(lower)) return lower;
  const [primary = '', ...rest] = lower.split('-');
  const subtags = new Set(rest);
  switch (primary) {
    case 'zh':
      return subtags.has('tw') || subtags.has('hk') || subtags.has('mo') || subtags.has('hant')
        ? 'zh-tw'
        : 'zh-cn';
    case 'pt':
      return subtags.has('br') ? 'pt-br' : 'pt-pt';
    case 'es':
      return rest.length === 0 || subtags.has('es') ? 'es' : 'es-mx';
    case 'en':
      return subtags.has('us') ? 'en-us' : 'en';
    case 'in':
      return 'id';
    default:
      return isLanguage(primary) ? primary : null;
  }
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

/** `<html lang>` wants BCP 47 casing: en-US, zh-TW. */
export function htmlLang(language: Language): string {
  const [primary, region] = language.split('-');
  return region ? `${primary}-${region.toUpperCase()}` : primary!;
}
