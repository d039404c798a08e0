import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config';

/**
 * The logger of the API: JSON lines for machines (production), or pino-pretty's one readable
 * line per entry on a terminal (development, `LOG_FORMAT=pretty`).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json') return { level: config.logLevel };
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
const enabled = (current: string, level: 'debug' | 'info') =>
  (pino.levels.values[current] ?? Infinity) <= pino.levels.values[level]!;

export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = request.url.startsWith('/api/v1/health') ? 'debug' : 'info';
    // Nothing is built for a line the level leaves out (production logs at info or above).
    if (enabled(request.log.level, level)) {
      const ms = Math.round(reply.elapsedTime);
      const entry = { method: request.method, url: request.url, status: reply.statusCode, ms };
      request.log[level](entry, `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
    }
    done();
  });
}
