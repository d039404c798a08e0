import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@points/contracts';
import { sendError } from './envelope';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated every time, and
 * index.html for any path outside `/api/` so client-side routing works on reload. Unknown `/api/`
 * paths answer the 404 envelope.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const hasSpa = existsSync(indexFile);
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        // The build leaves .br and .gz copies beside each asset; the smallest accepted is sent.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          reply.header('Vary', 'Accept-Encoding');
        },
      });
    } else {
      app.log.warn({ webDist: options.webDist }, 'SPA not built: only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (isApi || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendError(reply, ERROR_CODES.USER_NOT_FOUND);
      }
      // A missing file (an asset of an older build, a stray favicon.ico) is a plain 404: answering
      // index.html would hand the browser HTML where it expects a script or a stylesheet.
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
      if (pathname.startsWith('/assets/') || lastSegment.includes('.')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
