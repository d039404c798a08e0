import type { Language } from '@points/contracts';

/** Each language by its own name, as operators of every country recognise it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ja: '日本語 (ja)',
  en: 'English (en)',
  'en-us': 'English US (en-us)',
  fr: 'Français (fr)',
  de: 'Deutsch (de)',
  it: 'Italiano (it)',
  es: 'Español (es)',
  'es-mx': 'Español MX (es-mx)',
  'pt-pt': 'Português (pt-pt)',
  'pt-br': 'Português BR (pt-br)',
  ru: 'Русский (ru)',
  tr: 'Türkçe (tr)',
  ko: '한국어 (ko)',
  'zh-tw': '繁體中文 (zh-tw)',
  'zh-cn': '简体中文 (zh-cn)',
  id: 'Bahasa Indonesia (id)',
  th: 'ไทย (th)',
};
