import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@points/contracts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  supportedLanguage,
  type Language,
} from '@points/contracts/constants';
import { sendError } from './envelope';

/** The built strings' file of each language (`assets/en-us-EJEfPm-9.json`), by name. */
function localeFiles(webDist: string): Map<Language, string> {
  const assets = path.join(webDist, 'assets');
  const names = existsSync(assets) ? readdirSync(assets) : [];
  const files = new Map<Language, string>();
  for (const language of LANGUAGES) {
    // The language, then the build's hash (8 characters): `en-…` never takes `en-us-…`'s file.
    const pattern = new RegExp(`^${language}-[A-Za-z0-9_-]{8}\\.json$`);
    const name = names.find((file) => pattern.test(file));
    if (name) files.set(language, `/assets/${name}`);
  }
  return files;
}

/**
 * The language the SPA will show a browser that has not chosen one (`detectLanguage`): the first
 * of its `Accept-Language` tags the site speaks, in the order given, else English.
 */
export function browserLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const found = supportedLanguage(part.split(';')[0]?.trim());
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated every time, and
 * index.html for any path outside `/api/` so client-side routing works on reload. Unknown `/api/`
 * paths answer the 404 envelope.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const hasSpa = existsSync(indexFile);
    const strings = localeFiles(options.webDist);
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
          // index.html names the browser's language's strings (its Link header, below).
          reply.header(
            'Vary',
            // (the file sent may be its .br or .gz copy)
            path.basename(filePath).startsWith('index.html')
              ? 'Accept-Encoding, Accept-Language'
              : 'Accept-Encoding',
          );
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
      // The page's strings are asked for with the page, not once its first script has run (a
      // round trip less before the first render on a phone): the browser's language, as the SPA
      // picks it when nothing is stored (a player who chose another one fetches that too).
      const preload = strings.get(browserLanguage(request.headers['accept-language']));
      if (preload) {
        reply.header('Link', `<${preload}>; rel=preload; as=fetch; crossorigin`);
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
