import { expect, test, vi } from 'vitest';
import type { Language } from '@points/contracts/constants';
import { i18n, setupI18n } from './i18n';

const STRINGS: Partial<Record<Language, Record<string, string>>> = {
  fr: { greeting: 'Bonjour' },
  en: { greeting: 'Hello', farewell: 'Goodbye' },
  ja: { greeting: 'こんにちは', farewell: 'さようなら' },
};

test('only the page language loads at start; a missing key fetches the fallbacks, which then give its text', async () => {
  const loaded: Language[] = [];
  const load = vi.fn(async (language: Language) => {
    loaded.push(language);
    return STRINGS[language] ?? {};
  });
  await setupI18n(load, 'fr');

  expect(i18n.t('greeting')).toBe('Bonjour');
  expect(loaded).toEqual(['fr']);

  // Not in French: the key itself for now, and the fallbacks are asked for once.
  expect(i18n.t('farewell')).toBe('farewell');
  i18n.t('farewell');
  await vi.waitFor(() => expect(i18n.t('farewell')).toBe('Goodbye'));
  expect([...loaded].sort()).toEqual(['en', 'fr', 'ja']);
  expect(i18n.t('greeting')).toBe('Bonjour');
});
