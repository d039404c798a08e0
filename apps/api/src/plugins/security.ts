import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';

/**
 * The site's pages are never framed, except the content preview (`/preview/…`), which the operator
 * console (same origin, under /console/) shows in a frame: that page alone may be framed by the
 * site's own origin.
 */
export const FRAMEABLE_PREFIX = '/preview/';

function securityHeaderOptions(publicUrl: string, frameable = false): HelmetOptions {
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: frameable ? ["'self'"] : ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Pages of other origins (the sign-in provider) must not learn our paths and queries.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: frameable ? 'sameorigin' : 'deny' },
  };
}

/**
 * Runs helmet once and returns the headers it sets. Our policy has no per-request part (no
 * nonces), so computing it per request, as @fastify/helmet does, would only cost throughput:
 * measured at more than half of a bare route's requests per second.
 */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers from helmet with a strict Content-Security-Policy the built SPA runs under (no
 * inline script or style, same-origin API), and CORS closed unless origins are configured.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; corsOrigins: string[] }) => {
    const headers = computeSecurityHeaders(securityHeaderOptions(options.publicUrl));
    const frameable = computeSecurityHeaders(securityHeaderOptions(options.publicUrl, true));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(FRAMEABLE_PREFIX) ? frameable : headers);
      done();
    });
    if (options.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: options.corsOrigins,
        methods: ['GET', 'POST', 'PUT'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
        maxAge: 600,
      });
    }
  },
  { name: 'security' },
);
