import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './text';

describe('unstorable text', () => {
  it('finds a NUL in any string of any shape, keys included', () => {
    expect(hasUnstorableText('hello\u0000 friend')).toBe(true);
    expect(hasUnstorableText({ message: 'ok', language: 'en\u0000' })).toBe(true);
    expect(hasUnstorableText({ list: [{ deep: ['x', 'y\u0000'] }] })).toBe(true);
    expect(hasUnstorableText({ ['ke\u0000y']: 'v' })).toBe(true);
  });

  it('finds a lone half of a surrogate pair, which jsonb refuses', () => {
    expect(hasUnstorableText('a\ud800b')).toBe(true);
    expect(hasUnstorableText('\udc00')).toBe(true);
    expect(hasUnstorableText('ends with \ud83d')).toBe(true);
    expect(hasUnstorableText({ texts: { en: { title: 'x\ude00' } } })).toBe(true);
    expect(hasUnstorableText({ ['\ud800']: 'v' })).toBe(true);
    // A whole pair is one character (an emoji), stored as it is.
    expect(hasUnstorableText('\ud83d\ude00 and 😀')).toBe(false);
  });

  it('lets every other character through, control characters PostgreSQL stores included', () => {
    expect(hasUnstorableText('tab\tnew line\nbell\u0007 emoji 🎉 日本語')).toBe(false);
    expect(hasUnstorableText({ a: 1, b: null, c: [true, 2.5, 'x'] })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
  });
});
