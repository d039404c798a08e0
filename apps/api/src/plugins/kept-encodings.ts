import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli and gzip copies of the pages the API keeps and sends many times (a visitor's catalogue,
 * news list, coupon, campaign and lottery lists: the same Buffer for everyone per URL). A copy is
 * made once per page, the second time that page is sent: a Buffer sent once and dropped (an
 * answer built for one request) never costs a compression. A phone then gets the catalogue's
 * 6.4 KB as 1.1 KB (Brotli), and the node's send gets cheaper with it.
 */

/** Pages smaller than this are sent as they are: their headers outweigh what would be saved. */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** A cache of the negotiation per `Accept-Encoding` header, cleared when it grows past a bound. */
class BoundedCache extends Map<string, string> {
  override set(key: string, value: string): this {
    if (this.size >= 64) this.clear();
    return super.set(key, value);
  }
}

const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip'],
  cache: new BoundedCache(),
});

const sentOnce = new WeakSet<Buffer>();
const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Quality 5: within a few percent of the best for pages this size, at about 0.2 ms.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** The encoding this `Accept-Encoding` prefers of those the API sends; null: none of them. */
export const acceptedEncoding = (acceptEncoding: string | undefined): Encoding | null =>
  acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;

/**
 * The copy of a kept page to send for this `Accept-Encoding`, with its encoding; undefined when
 * the page goes as it is (too small, not accepted, or sent for the first time).
 */
export function keptEncoding(
  acceptEncoding: string | undefined,
  body: Buffer,
): { encoding: Encoding; body: Buffer } | undefined {
  if (body.length < COMPRESS_FROM_BYTES) return undefined;
  // A page counts as kept once it is sent a second time, to any client.
  let kept = copies.get(body);
  if (!kept) {
    if (!sentOnce.has(body)) {
      sentOnce.add(body);
      return undefined;
    }
    copies.set(body, (kept = {}));
  }
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return undefined;
  return { encoding, body: (kept[encoding] ??= compress(body, encoding)) };
}
