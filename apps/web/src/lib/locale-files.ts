import type { Language } from '@points/contracts/constants';
import type { LocaleLoader } from './i18n';

// Each locale is a hashed JSON asset (cached for a year), fetched only for the language shown.
const urls = import.meta.glob<string>('../i18n/locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

export const fetchLocale: LocaleLoader = async (language: Language) => {
  const url = urls[`../i18n/locales/${language}.json`];
  if (!url) throw new Error(`no strings for ${language}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`strings for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};
