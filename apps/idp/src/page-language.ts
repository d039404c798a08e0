import { DEFAULT_LANGUAGE, supportedLanguage, type Language } from '@points/contracts';

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
    const language = supportedLanguage(tag);
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
