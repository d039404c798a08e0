import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config';

/** Whether pino-pretty is installed: a development dependency, absent from a production install. */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The logger of the API: JSON lines for machines (production), or pino-pretty's one readable
 * line per entry on a terminal (development, `LOG_FORMAT=pretty`). pino loads pino-pretty only
 * when asked for it; where it is not installed (`npm ci --omit=dev`) the log stays JSON.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  hasPretty: () => boolean = prettyInstalled,
): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json') return { level: config.logLevel };
  if (!hasPretty()) {
    console.warn('LOG_FORMAT=pretty needs pino-pretty (a development dependency): logging JSON');
    return { level: config.logLevel };
  }
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: {
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,request_id,method,url,status,ms',
      },
    },
  };
}

/**
 * One line per request, when it has been answered: method, path, status and time (Fastify's own
 * logging writes two). Health checks, which load balancers send all the time, log at debug.
 */
/** Whether a logger at `current` writes entries at `level` (pino's order of levels). */
export const logsAt = (current: string, level: 'debug' | 'info') =>
  (pino.levels.values[current] ?? Infinity) <= pino.levels.values[level]!;

export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = request.url.startsWith('/api/v1/health') ? 'debug' : 'info';
    // Nothing is built for a line the level leaves out (production logs at info or above).
    if (logsAt(request.log.level, level)) {
      const ms = Math.round(reply.elapsedTime);
      const entry = { method: request.method, url: request.url, status: reply.statusCode, ms };
      request.log[level](entry, `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
    }
    done();
  });
}
