import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGES,
  LANGUAGES,
  STORAGE_KEYS,
  isLanguage,
  type Language,
} from '@points/contracts/constants';
import { htmlLang } from './language';

export type LocaleLoader = (language: Language) => Promise<ResourceKey>;

/**
 * i18next with the 17 languages of SPEC.md §1, starting in `language` (main.ts detects it: the
 * stored choice `lang`, else the browser's language, else English); missing keys fall back to
 * English, then Japanese, once those have loaded after the first render. Each language's strings are fetched when first needed, so a page loads
 * only the language it shows.
 */
export function setupI18n(load: LocaleLoader, language: Language): Promise<unknown> {
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (lng, _namespace, callback) => {
      if (!isLanguage(lng)) return callback(new Error(`unknown language ${lng}`), false);
      load(lng).then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
  i18n.on('languageChanged', (lng) => {
    if (isLanguage(lng)) document.documentElement.lang = htmlLang(lng);
  });
  return i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      lowerCaseLng: true,
      load: 'currentOnly',
      // Every locale file has every key (a test holds them to it), so the fallbacks are a safety
      // net, not the page's text: they load after the first render instead of before it.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .then((t) => {
      const fallbacks = FALLBACK_LANGUAGES.filter((fallback) => fallback !== language);
      void i18n.loadLanguages(fallbacks).then(() => {
        i18n.options.fallbackLng = [...FALLBACK_LANGUAGES];
      });
      return t;
    });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** A number of points as the interface language writes it (1,234 in English). */
export function formatPoints(value: number): string {
  return new Intl.NumberFormat(htmlLang(currentLanguage())).format(value);
}

/** Switches the interface language and remembers the choice under `lang`. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  await i18n.changeLanguage(language);
}

export { i18n };
