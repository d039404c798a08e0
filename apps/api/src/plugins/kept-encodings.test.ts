import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, COMPRESS_FROM_BYTES, keptEncoding } from './kept-encodings';

const page = (text = 'a page kept and sent many times. ') =>
  Buffer.from(
    JSON.stringify({ data: text.repeat(Math.ceil((2 * COMPRESS_FROM_BYTES) / text.length)) }),
  );

describe('compressed copies of kept pages', () => {
  it('picks the encoding the client prefers among br and gzip, or none', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate, zstd')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('compresses a page the second time it is sent, once per encoding', () => {
    const body = page();
    expect(keptEncoding('br', body)).toBeUndefined();
    const br = keptEncoding('gzip, br', body)!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(br.body.length).toBeLessThan(body.length / 4);
    // The same copy, not a new compression.
    expect(keptEncoding('br', body)!.body).toBe(br.body);
    const gzip = keptEncoding('gzip', body)!;
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(body)).toBe(true);
    expect(keptEncoding('gzip;q=1, br;q=0', body)!.body).toBe(gzip.body);
  });

  it('sends small pages and clients that accept neither as they are', () => {
    const small = Buffer.from('{"status_code":200}');
    for (let i = 0; i < 3; i++) expect(keptEncoding('br', small)).toBeUndefined();
    const body = page('another page. ');
    // Sent first to a client that accepts neither: the second sending compresses.
    expect(keptEncoding(undefined, body)).toBeUndefined();
    expect(keptEncoding(undefined, body)).toBeUndefined();
    expect(keptEncoding('identity', body)).toBeUndefined();
    expect(keptEncoding('br', body)).toBeDefined();
  });

  it('keeps its negotiation cache bounded whatever headers clients send', () => {
    for (let i = 0; i < 10_000; i++) expect(acceptedEncoding(`x-${i}, gzip`)).toBe('gzip');
  });
});
