import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './text';

describe('unstorable text', () => {
  it('finds a NUL in any string of any shape, keys included', () => {
    expect(hasUnstorableText('hello\u0000 friend')).toBe(true);
    expect(hasUnstorableText({ message: 'ok', language: 'en\u0000' })).toBe(true);
    expect(hasUnstorableText({ list: [{ deep: ['x', 'y\u0000'] }] })).toBe(true);
    expect(hasUnstorableText({ ['ke\u0000y']: 'v' })).toBe(true);
  });

  it('lets every other character through, control characters PostgreSQL stores included', () => {
    expect(hasUnstorableText('tab\tnew line\nbell\u0007 emoji 🎉 日本語')).toBe(false);
    expect(hasUnstorableText({ a: 1, b: null, c: [true, 2.5, 'x'] })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
  });
});
