import { describe, expect, it } from 'vitest';
import { joinJson, jsonParts } from './json-bytes';

describe('joinJson', () => {
  it('writes the UTF-8 bytes of the parts joined, whatever characters they hold', () => {
    const texts = ['{"a":"', 'ascii', '–', '🎁', 'é', '漢字', '"}'];
    const mixed = texts.map((text, i) => (i % 2 === 0 ? text : Buffer.from(text)));
    const bytes = joinJson(mixed);
    expect(bytes.equals(Buffer.from(texts.join('')))).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ a: 'ascii–🎁é漢字' });
  });

  it('answers no bytes for no parts, and a part alone as it is', () => {
    expect(joinJson([]).length).toBe(0);
    expect(joinJson(['€']).equals(Buffer.from('€'))).toBe(true);
    expect(joinJson([Buffer.from('[1]')]).toString()).toBe('[1]');
  });
});

describe('jsonParts', () => {
  it('keeps the order, and runs the strings between two kept pieces into one', () => {
    const parts = jsonParts();
    const piece = Buffer.from('"x"');
    for (const part of ['[', piece, ',', '1', ',', piece, ']']) parts.add(part);
    const done = parts.done();
    expect(done).toEqual(['[', piece, ',1,', piece, ']']);
    expect(joinJson(done).toString()).toBe('["x",1,"x"]');
  });
});
