import { describe, expect, it } from 'vitest';
import { htmlLang, matchLanguage } from './language';

describe('matchLanguage', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['en-US', 'en-us'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-MX', 'es-mx'],
    ['es-419', 'es-mx'],
    ['pt', 'pt-pt'],
    ['pt-PT', 'pt-pt'],
    ['pt-BR', 'pt-br'],
    ['zh-TW', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['zh-CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['ko-KR', 'ko'],
    ['th-TH', 'th'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['tr', 'tr'],
    ['ru-RU', 'ru'],
    ['nl-NL', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it('writes <html lang> in BCP 47 casing', () => {
    expect(htmlLang('en-us')).toBe('en-US');
    expect(htmlLang('zh-tw')).toBe('zh-TW');
    expect(htmlLang('ja')).toBe('ja');
  });
});
