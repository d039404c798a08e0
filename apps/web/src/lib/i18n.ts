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
 * English, then Japanese. Each language's strings are fetched when first needed, so a page loads
 * only the language it shows: every locale file has every key (a test holds them to it), so the
 * fallbacks are a safety net, fetched only the first time a key is missing, never on a phone's
 * start where they would cost two more files to download and parse.
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
  let fallbacksRequested = false;
  const loadFallbacks = () => {
    if (fallbacksRequested) return;
    fallbacksRequested = true;
    const fallbacks = FALLBACK_LANGUAGES.filter((fallback) => fallback !== language);
    void i18n.loadLanguages(fallbacks).then(() => {
      i18n.options.fallbackLng = [...FALLBACK_LANGUAGES];
      // The missing text is there now: the page renders again with it.
      void i18n.changeLanguage(i18n.language);
    });
  };
  return i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      lowerCaseLng: true,
      load: 'currentOnly',
      fallbackLng: false,
      // A key missing from the page's language is what fetches the fallbacks (see above).
      saveMissing: true,
      missingKeyHandler: loadFallbacks,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** A number of points as the interface language writes it (1,234 in English). */
export function formatPoints(value: number): string {
  return new Intl.NumberFormat(htmlLang(currentLanguage())).format(value);
}

/**
 * An amount of points with its unit, in the interface language's plural form ("1 pt",
 * "1,200 pts"): every text that names an amount takes it whole as its `{{points}}`. `text` is the
 * number as shown, when it is not plain (a signed "+1,000").
 */
export function pointsAmount(value: number, text = formatPoints(value)): string {
  return i18n.t('header.points', { count: Math.abs(value), points: text });
}

/** Switches the interface language and remembers the choice under `lang`. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  await i18n.changeLanguage(language);
}

export { i18n };
