import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@points/contracts';

/**
 * The language of a provider page: the first of the site's own choices the provider speaks
 * (the `ui_locales` of the authorization or logout request, or the `lang` of a page the site
 * links to, each a tag or a space-separated list), else the browser's Accept-Language in order of
 * preference, else English.
 */
export function pageLanguage(from: {
  requested?: readonly (string | null | undefined)[];
  acceptLanguage?: string | undefined;
}): Language {
  const tags = [
    ...(from.requested ?? []).flatMap((value) => value?.split(/\s+/) ?? []),
    ...acceptedTags(from.acceptLanguage),
  ];
  for (const tag of tags) {
    const language = closestLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, most wanted first (`*` and `q=0` left out). */
function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, quality: weight ? Number(weight.slice(2)) : 1 };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
}

/**
 * The site language closest to a language tag, or null: the tag itself, else the regional choice
 * the site makes for it (zh-HK and zh-Hant → zh-tw, pt → pt-pt, es-419 → es-mx, en-GB → en).
 */
function closestLanguage(tag: string): Language | null {
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (isLanguage(lower)) return lower;
  const [primary = '', ...subtags] = lower.split('-');
  const has = (subtag: string) => subtags.includes(subtag);
  if (primary === 'zh')
    return has('tw') || has('hk') || has('mo') || has('hant') ? 'zh-tw' : 'zh-cn';
  if (primary === 'pt') return has('br') ? 'pt-br' : 'pt-pt';
  if (primary === 'es') return subtags.length === 0 || has('es') ? 'es' : 'es-mx';
  if (primary === 'en') return has('us') ? 'en-us' : 'en';
  if (primary === 'in') return 'id';
  return isLanguage(primary) ? primary : null;
}

/** `<html lang>` in BCP 47 casing: en-US, zh-TW. */
export function htmlLang(language: Language): string {
  const [primary = language, region] = language.split('-');
  return region ? `${primary}-${region.toUpperCase()}` : primary;
}
