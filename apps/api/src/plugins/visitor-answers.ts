import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches } from './http-cache';
import { acceptedEncoding } from './kept-encodings';
import { appendOnSend } from './route-hooks';

/** An answer kept whole: sent again, byte for byte, to visitors asking for the same URL. */
interface KeptAnswer {
  /** The route's pattern, for the metrics (`/api/v1/notice`). */
  route: string;
  /** Every header the app set but the request's id and the length, as `writeHead` takes them. */
  headers: string[];
  /** The same without the body's type: what a 304 carries. */
  notModifiedHeaders: string[];
  etag: string | undefined;
  body: Buffer;
  /** When it stops being sent (the clock's milliseconds). */
  until: number;
}

export interface VisitorAnswersOptions {
  /** How long an answer is sent again; 0 keeps nothing. */
  ttlMs: number;
  /** How many URLs are kept at most; the oldest is dropped for a new one. */
  maxEntries?: number;
  /** How many bytes of bodies are kept at most (the oldest dropped first), 16 MiB unless told. */
  maxBytes?: number;
  now?: () => number;
  /** Called once per answer sent from what is kept (the app's metrics and request log). */
  onAnswer?: (answer: {
    route: string;
    url: string;
    status: number;
    requestId: string;
    ms: number;
  }) => void;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's own id when it gave a well-formed one (as the app's `genReqId`), else a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/**
 * Whether a request is a visitor's plain read that a kept answer may serve: a GET without a
 * session (`Authorization`), without an `Origin` (a cross-origin read gets its CORS headers from
 * the app), with the `Host` every HTTP/1.1 request must have (the app answers its absence).
 */
function isPlainVisitorRead(request: IncomingMessage): boolean {
  const headers = request.headers;
  return (
    request.method === 'GET' &&
    headers.authorization === undefined &&
    headers.origin === undefined &&
    headers.host !== undefined
  );
}

type Headers = Readonly<Record<string, string | number | readonly string[] | undefined>>;

function headerList(headers: Headers, leaveOut: ReadonlySet<string>): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || leaveOut.has(name)) continue;
    list.push(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return list;
}

const NOT_KEPT = new Set(['x-request-id', 'content-length']);
const NOT_IN_304 = new Set([...NOT_KEPT, 'content-type']);

/**
 * Visitors' public reads kept whole for a moment (`VISITOR_ANSWER_MS`, 1 s by default) and sent
 * again before the app's routing, hooks and handler run: a visitor's page is the same bytes for
 * everyone asking for the same URL (language and country are in its query), so repeating the
 * work that made them (validating the query, finding the page, the envelope's, the caching and
 * the logging hooks) only costs throughput. What is sent again is what the app answered itself
 * moments ago, its headers included; each answer gets its own request id, and `If-None-Match`
 * with the kept tag answers 304. An answer is kept per URL and accepted encoding (a page may go
 * compressed, kept-encodings.ts). Only 200 answers to visitors of the routes listed in
 * `PUBLIC_READS` are kept; never an answer that read a session.
 *
 * An operator's write on this node drops everything kept; on other nodes an answer is at most
 * `ttlMs` older than what the app would answer, which itself follows the database within
 * `CONTENT_REFRESH_MS` (and a browser or CDN may keep it for its `max-age`, 15 s and more).
 */
export function createVisitorAnswers(options: VisitorAnswersOptions) {
  const {
    ttlMs,
    maxEntries = 1_000,
    maxBytes = 16 * 1024 * 1024,
    now = Date.now,
    onAnswer,
  } = options;
  /** By URL and the encoding the request accepts ("br /api/v1/notice?lang=en"). */
  const kept = new Map<string, KeptAnswer>();
  const keyOf = (url: string, acceptEncoding: string | undefined) =>
    `${acceptedEncoding(acceptEncoding) ?? 'identity'} ${url}`;
  let bytes = 0;
  const drop = (url: string) => {
    const found = kept.get(url);
    if (!found) return;
    kept.delete(url);
    bytes -= found.body.length;
  };

  /**
   * Keeps what the app answered a visitor for `url` (called as the answer leaves), for the
   * requests that accept what `acceptEncoding` accepts (the app may have sent it compressed).
   */
  function keep(
    url: string,
    acceptEncoding: string | undefined,
    route: string,
    headers: Headers,
    body: Buffer,
  ): void {
    if (ttlMs <= 0 || body.length > maxBytes) return;
    const key = keyOf(url, acceptEncoding);
    drop(key);
    // The oldest go first, so that many URLs (a query varied on purpose, say) cannot grow it.
    while (kept.size > 0 && (kept.size >= maxEntries || bytes + body.length > maxBytes)) {
      drop(kept.keys().next().value!);
    }
    bytes += body.length;
    const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
    kept.set(key, {
      route,
      headers: headerList(headers, NOT_KEPT),
      notModifiedHeaders: headerList(headers, NOT_IN_304),
      etag,
      body,
      until: now() + ttlMs,
    });
  }

  /** Answers `request` from what is kept and says so; `false` leaves it to the app. */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (kept.size === 0 || !isPlainVisitorRead(request)) return false;
    const url = request.url ?? '';
    const key = keyOf(url, request.headers['accept-encoding']);
    const found = kept.get(key);
    if (!found) return false;
    if (found.until <= now()) {
      drop(key);
      return false;
    }
    const started = performance.now();
    const requestId = requestIdOf(request.headers['x-request-id']);
    const ifNoneMatch = request.headers['if-none-match'];
    let status = 200;
    if (found.etag !== undefined && etagMatches(ifNoneMatch, found.etag)) {
      status = 304;
      response.writeHead(304, [...found.notModifiedHeaders, 'x-request-id', requestId]);
      response.end();
    } else {
      response.writeHead(200, [
        ...found.headers,
        'x-request-id',
        requestId,
        'content-length',
        String(found.body.length),
      ]);
      response.end(found.body);
    }
    onAnswer?.({ route: found.route, url, status, requestId, ms: performance.now() - started });
    return true;
  }

  return {
    keep,
    answer,
    /** Drops everything kept (an operator changed something). */
    clear: () => {
      kept.clear();
      bytes = 0;
    },
    get size() {
      return kept.size;
    },
    /** The bytes of the bodies kept. */
    get bytes() {
      return bytes;
    },
  };
}

export type VisitorAnswers = ReturnType<typeof createVisitorAnswers>;

/**
 * Fastify's `serverFactory`: Node's HTTP server as Fastify makes it (its timeouts and limits),
 * with the kept visitor answers asked first.
 */
export function serverWithVisitorAnswers(answers: VisitorAnswers) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions & {
      http?: Parameters<typeof createServer>[0];
      connectionTimeout?: number;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      maxRequestsPerSocket?: number;
    },
  ): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!answers.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
    }
    return server;
  };
}

/**
 * Keeps the visitors' answers of `routes` (GET routes that may answer visitors) as they leave.
 * Registered after the caching headers' plugin, so that what is kept carries them. An operator's
 * write drops what is kept (`clear`, called by the route table's hook for operators' writes).
 */
export const visitorAnswersPlugin = fp(
  async (
    app: FastifyInstance,
    options: { answers: VisitorAnswers; routes: ReadonlySet<string> },
  ) => {
    const { answers } = options;
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('GET') || !options.routes.has(route.url)) return;
      appendOnSend(route, (request, reply, payload) => {
        if (
          reply.statusCode !== 200 ||
          request.session !== null ||
          !isPlainVisitorRead(request.raw) ||
          !reply.hasHeader('content-type') ||
          (typeof payload !== 'string' && !Buffer.isBuffer(payload))
        ) {
          return;
        }
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        answers.keep(
          request.url,
          request.headers['accept-encoding'],
          request.routeOptions.url ?? '',
          reply.getHeaders(),
          body,
        );
      });
    });
  },
  { name: 'visitor-answers' },
);
