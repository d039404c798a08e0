import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGES,
  LANGUAGES,
  STORAGE_KEYS,
  isLanguage,
  type Language,
} from '@points/contracts';
import { htmlLang, matchLanguage } from './language';

/**
 * i18next with the 17 languages of SPEC.md §1: the stored choice (`lang`), else the browser's
 * language, else English; missing keys fall back to English, then Japanese. Each locale file is
 * its own chunk, fetched when first needed.
 */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(resourcesToBackend((language: string) => import(`../i18n/locales/${language}.json`)))
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    fallbackLng: [...FALLBACK_LANGUAGES],
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: STORAGE_KEYS.lang,
      // Only an explicit choice is stored; detection alone keeps following the browser.
      caches: [],
      convertDetectedLanguage: (detected: string) => matchLanguage(detected),
    },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) document.documentElement.lang = htmlLang(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : matchLanguage(i18n.language);
}

/** Switches the interface language and remembers the choice under `lang`. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  await i18n.changeLanguage(language);
}

export { i18n };
