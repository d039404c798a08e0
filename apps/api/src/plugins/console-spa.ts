import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The operator console's own policy: like the site's, no inline script or style and a
 * same-origin API; it may frame the site itself (the content preview) and nothing may frame it.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the built console (apps/console) under /console/: hashed assets cached for a year,
 * index.html for every other path so its routes work on reload, under the console's CSP and
 * kept out of search engines.
 */
export async function consoleSpaPlugin(app: FastifyInstance, options: { dist: string }) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Content-Security-Policy', CONSOLE_CSP);
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply.header('Referrer-Policy', 'same-origin');
    done();
  });
  const indexFile = path.join(options.dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ consoleDist: options.dist }, 'console not built: /console/ is not served');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.dist,
    prefix: '/console/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('Vary', 'Accept-Encoding');
    },
  });
  // The page itself is small and changes only with a build: kept in memory, sent as it is.
  const indexHtml = readFileSync(indexFile);
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  // `/console` and `/console/` are one route (ignoreTrailingSlash); both are the console's home.
  app.get('/console', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/console/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname.startsWith('/console/assets/') || lastSegment.includes('.')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(reply);
  });
}
