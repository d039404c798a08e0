import type { Language } from '@points/contracts/constants';
import { i18n, setupI18n } from '../lib/i18n';

let ready: Promise<unknown> | undefined;

/** i18next for component tests, reading the locale files straight from disk. */
export async function initTestI18n(language: Language = 'en'): Promise<void> {
  ready ??= setupI18n(
    async (lng) => (await import(`../i18n/locales/${lng}.json`)).default as Record<string, unknown>,
    language,
  );
  await ready;
  await i18n.changeLanguage(language);
}
