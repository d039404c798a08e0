import type { Language } from '@points/contracts/constants';

/** Each language by its own name: the same in every interface language, as menus expect. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ja: '日本語',
  en: 'English',
  'en-us': 'English (US)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español (España)',
  'es-mx': 'Español (México)',
  'pt-pt': 'Português (Portugal)',
  'pt-br': 'Português (Brasil)',
  ru: 'Русский',
  tr: 'Türkçe',
  ko: '한국어',
  'zh-tw': '繁體中文',
  'zh-cn': '简体中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
};
