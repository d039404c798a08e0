import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keptEncoding } from './kept-encodings';

/**
 * Public reads a browser or a CDN may keep, by route, with their freshness in seconds: content
 * and catalogues as a visitor sees them, the same for everyone per URL (language and country are
 * in the query). Operators' changes reach every node within CONTENT_REFRESH_MS; a cache adds at
 * most this much, and then revalidates cheaply with the ETag (304).
 */
export const PUBLIC_READS: ReadonlyMap<string, number> = new Map([
  ['/api/v1/site-config', 30],
  ['/api/v1/notice', 15],
  ['/api/v1/notice/:id', 15],
  ['/api/v1/new', 15],
  ['/api/v1/new/:id', 15],
  ['/api/v1/carousel', 15],
  ['/api/v1/group-banner', 15],
  ['/api/v1/group-item', 15],
  ['/api/v1/item/:id', 15],
  ['/api/v1/coupon-measure', 15],
  ['/api/v1/coupon-measure/:id/coupon-measure-item', 15],
  ['/api/v1/campaign-measure', 15],
  ['/api/v1/campaign-measure/:id', 15],
  ['/api/v1/campaign-pages/:id', 60],
  ['/api/v1/campaign-lottery', 15],
  ['/api/v1/campaign-lottery/:id', 15],
  ['/api/v1/campaign-lottery-item/:id', 15],
  ['/api/v1/campaign-lottery-item/:id/proof', 300],
  ['/api/v1/campaign-festival', 60],
  ['/api/v1/campaign-festival/:id', 15],
  ['/api/v1/campaign-festival/:id/proof', 300],
]);

const tagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Tags of the pages rendered once and sent many times (the same bytes, the same object). */
const knownTags = new WeakMap<Buffer, string>();
const knownTextTags = new Map<string, string>();
const KNOWN_TEXTS = 1_000;

/**
 * A weak validator of the body's bytes (the same answer gives the same tag on every node),
 * computed once per cached page rather than once per answer.
 */
function etagOf(body: string | Buffer): string {
  if (Buffer.isBuffer(body)) {
    let tag = knownTags.get(body);
    if (tag === undefined) knownTags.set(body, (tag = tagOf(body)));
    return tag;
  }
  let tag = knownTextTags.get(body);
  if (tag === undefined) {
    if (knownTextTags.size >= KNOWN_TEXTS) knownTextTags.clear();
    knownTextTags.set(body, (tag = tagOf(body)));
  }
  return tag;
}

/** Whether `If-None-Match` names this tag (weak comparison, lists and `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

function cachePolicy(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!request.url.startsWith('/api/')) return null;
  const auth = request.routeOptions.config.auth ?? 'none';
  // An answer that reads the session is the player's own: never stored anywhere.
  if (auth !== 'none' && request.session) return 'private, no-store';
  const seconds =
    reply.statusCode === 200 ? PUBLIC_READS.get(request.routeOptions.url ?? '') : undefined;
  if (seconds === undefined) return null;
  return `public, max-age=${seconds}, stale-while-revalidate=${seconds}`;
}

function cacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const policy = cachePolicy(request, reply);
  if (!policy) return done(null, payload);
  reply.header('cache-control', policy);
  if (policy.startsWith('private')) return done(null, payload);
  reply.header(
    'vary',
    (request.routeOptions.config.auth ?? 'none') !== 'none'
      ? 'Authorization, Accept-Encoding'
      : 'Accept-Encoding',
  );
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  // One weak tag for every encoding of the page: they are the same answer.
  const etag = etagOf(payload);
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return done(null, '');
  }
  const encoded = Buffer.isBuffer(payload)
    ? keptEncoding(request.headers['accept-encoding'], payload)
    : undefined;
  if (!encoded) return done(null, payload);
  reply.header('content-encoding', encoded.encoding);
  done(null, encoded.body);
}

/**
 * HTTP caching of the API's answers: public reads (PUBLIC_READS) answered to visitors carry
 * `Cache-Control: public` and an `ETag`, and a request whose `If-None-Match` names it gets 304
 * with no body; they vary on `Authorization`, so a cache never hands a visitor's answer to a
 * player, and on `Accept-Encoding`: a page the node keeps goes compressed to a client that
 * accepts it (kept-encodings.ts). Answers that read a signed-in session are `private, no-store`. Other answers keep what
 * their route set. Only the reads it can change carry its hook (GET and HEAD routes that read the
 * session or are public reads); every other route pays nothing for it.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => method === 'GET' || method === 'HEAD')) return;
      if ((route.config?.auth ?? 'none') === 'none' && !PUBLIC_READS.has(route.url)) return;
      const own = route.onSend ?? [];
      route.onSend = [...(Array.isArray(own) ? own : [own]), cacheHeaders];
    });
  },
  { name: 'http-cache' },
);
