import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@points/contracts';
import { composeEmail } from './email-message';
import { EMAIL_STRINGS, type EmailStrings } from './email-strings';
import { unsubscribePage } from './unsubscribe-page';

/** Every string of a language, by its path (`page.done`). */
const flatten = (strings: EmailStrings): Map<string, string> =>
  new Map(
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[key, value] as [string, string]]
        : Object.entries(value as Record<string, string>).map(
            ([inner, text]) => [`${key}.${inner}`, text] as [string, string],
          ),
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const ENGLISH = new Set(['en', 'en-us']);
const TOKEN = 'ab'.repeat(32);

describe('the e-mail’s words and the unsubscribe page', () => {
  const english = flatten(EMAIL_STRINGS.en);

  it('has every text in all 17 languages, with the placeholders English has, translated', () => {
    expect(Object.keys(EMAIL_STRINGS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const strings = flatten(EMAIL_STRINGS[language]);
      expect([...strings.keys()], language).toEqual([...english.keys()]);
      for (const [key, text] of strings) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key)!));
        if (!ENGLISH.has(language) && key !== 'site') {
          expect(text, `${language} ${key} is the English text`).not.toBe(english.get(key));
        }
      }
    }
  });

  it('writes every language with every placeholder filled, and the one-click headers', () => {
    for (const language of LANGUAGES) {
      const mail = composeEmail({
        language,
        nickname: 'Nick',
        items: [{ title: 'T', body: 'B', link: '/point-history' }],
        publicUrl: 'https://points.example',
        unsubscribeToken: TOKEN,
      });
      for (const text of [mail.subject, mail.text, mail.html]) {
        expect(text, language).not.toMatch(/\{\w+\}/);
      }
      const lang = language.replace(/-(\w+)$/, (_w, region: string) => `-${region.toUpperCase()}`);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.headers['List-Unsubscribe']).toBe(
        `<https://points.example/api/v1/notification-settings/unsubscribe?token=${TOKEN}&lang=${language}>`,
      );
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      for (const view of ['ask', 'done', 'invalid'] as const) {
        expect(unsubscribePage(view, { language, action: '?x' }), language).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('escapes what it did not write in the HTML, and names a mailbox only when one is read', () => {
    const mail = composeEmail({
      language: 'en',
      nickname: '<b>Nick</b>',
      items: [{ title: '<script>x</script>', body: 'a & "b"', link: '/x?a=1&b=2' }],
      publicUrl: 'https://points.example',
      unsubscribeToken: TOKEN,
      unsubscribeMailto: 'unsubscribe@points.example',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Nick');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('a &amp; &quot;b&quot;');
    expect(mail.html).toContain('href="https://points.example/x?a=1&amp;b=2"');
    expect(mail.text).toContain('Hello <b>Nick</b>,');
    expect(mail.headers['List-Unsubscribe']).toBe(
      `<https://points.example/api/v1/notification-settings/unsubscribe?token=${TOKEN}&lang=en>, ` +
        `<mailto:unsubscribe@points.example?subject=unsubscribe%20${TOKEN}>`,
    );
  });
});
