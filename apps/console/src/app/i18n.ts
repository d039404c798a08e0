import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { strings as audit } from '../features/audit/strings';
import { strings as contact } from '../features/contact/strings';
import { strings as content } from '../features/content/strings';
import { strings as coupons } from '../features/coupons/strings';
import { strings as earning } from '../features/earning/strings';
import { strings as festivals } from '../features/festivals/strings';
import { strings as items } from '../features/items/strings';
import { strings as lotteries } from '../features/lotteries/strings';
import { strings as maintenance } from '../features/maintenance/strings';
import { strings as notifications } from '../features/notifications/strings';
import { strings as players } from '../features/players/strings';
import { strings as records } from '../components/records/strings';
import { common } from '../lib/common-strings';

/** The console's languages: its operators read English or Japanese. */
export const CONSOLE_LANGUAGES = ['en', 'ja'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
const LANGUAGE_KEY = 'pp-console-language';

/** Each feature's texts, by namespace, in every console language. */
export const CONSOLE_NAMESPACES = {
  common,
  records,
  audit,
  contact,
  content,
  coupons,
  earning,
  festivals,
  items,
  lotteries,
  maintenance,
  notifications,
  players,
};

/** English, Japanese, or what the operator chose last; each feature's texts are a namespace. */
export function initI18n(): typeof i18next {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  const language: ConsoleLanguage =
    saved === 'ja' || saved === 'en' ? saved : navigator.language.startsWith('ja') ? 'ja' : 'en';
  const resources = Object.fromEntries(
    CONSOLE_LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(Object.entries(CONSOLE_NAMESPACES).map(([ns, texts]) => [ns, texts[lng]])),
    ]),
  );
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(CONSOLE_NAMESPACES),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    localStorage.setItem(LANGUAGE_KEY, lng);
  });
  return i18next;
}
