import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, hasUnstorableText, httpStatusOf, type ErrorCode } from '@points/contracts';
import { AppError, DatabaseUnavailableError, isAppError, RateLimitedError } from '../errors';

declare module 'fastify' {
  interface FastifyReply {
    /** A renewed bearer token to hand back as `new_token` in this answer. */
    newToken?: string;
  }
}

/** Sends the error envelope `{status_code}` with the HTTP status that mirrors the code. */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  details?: Record<string, string>,
): FastifyReply {
  return reply.code(httpStatusOf(code)).send({ status_code: code, ...details });
}

function codeForError(error: FastifyError): ErrorCode {
  if (isAppError(error)) return error.catalogueCode;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return ERROR_CODES.INVALID_PARAMETER;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return ERROR_CODES.HIGH_TRAFFIC;
  if (status === 404) return ERROR_CODES.USER_NOT_FOUND;
  // Any other client mistake (bad JSON, wrong content type, body too large…) is invalid input.
  if (status >= 400 && status < 500) return ERROR_CODES.INVALID_PARAMETER;
  if (status === 503) return ERROR_CODES.MAINTENANCE;
  return ERROR_CODES.INTERNAL_ERROR;
}

/** SPEC.md §7: payloads go as query parameters. Bodies are accepted too; body fields win. */
function mergeQueryIntoBody(request: FastifyRequest): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (Object.keys(query).length === 0) return;
  const body = request.body;
  if (body === undefined || body === null || body === '') {
    request.body = { ...query };
  } else if (typeof body === 'object' && !Array.isArray(body)) {
    request.body = { ...query, ...(body as Record<string, unknown>) };
  }
}

/**
 * Sends an answer serialized ahead (a cached page, or JSON written by hand), as Fastify sends
 * bytes: as they are. A renewed token is still handed back, spliced in as `new_token`.
 */
export function sendSerialized(reply: FastifyReply, json: Buffer | string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (!reply.newToken) return reply.send(json);
  const text = typeof json === 'string' ? json : json.toString('utf8');
  return reply.send(`${text.slice(0, -1)},"new_token":${JSON.stringify(reply.newToken)}}`);
}

/**
 * The JSON envelope of SPEC.md §7 on every answer: errors become `{status_code}` with nothing
 * internal in them, a renewed token rides along as `new_token`, and payloads sent as query
 * parameters are accepted wherever a JSON body is.
 */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const code = codeForError(error);
      if (code === ERROR_CODES.INTERNAL_ERROR) {
        request.log.error({ err: error }, 'request failed');
      } else if (error instanceof DatabaseUnavailableError) {
        // Not the client's doing: an operator looks for these during a database outage.
        request.log.warn(
          { status_code: code, cause: (error.cause as Error | undefined)?.message },
          'request failed: database unreachable',
        );
      } else {
        request.log.info({ status_code: code, reason: error.message }, 'request refused');
      }
      if (error.statusCode === 429) {
        // Rate limited (the rate-limit plugin, or a limit of our own): the catalogue's 504 in the
        // body, on the status proxies and monitoring expect, with when to come back.
        if (error instanceof RateLimitedError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return reply.code(429).send({ status_code: ERROR_CODES.HIGH_TRAFFIC });
      }
      return sendError(reply, code, isAppError(error) ? error.details : undefined);
    });

    app.addHook('preValidation', (request, _reply, done) => {
      mergeQueryIntoBody(request);
      // One rule for every string of every schema (contracts/text.ts): PostgreSQL cannot store a
      // NUL, so a request carrying one is refused before anything reads it.
      if ([request.body, request.query, request.params].some((part) => hasUnstorableText(part))) {
        done(new AppError(ERROR_CODES.INVALID_PARAMETER, 'text holds a NUL character'));
        return;
      }
      done();
    });

    app.addHook('preSerialization', (_request, reply, payload, done) => {
      if (reply.newToken && payload && typeof payload === 'object' && 'status_code' in payload) {
        done(null, { ...payload, new_token: reply.newToken });
      } else {
        done(null, payload);
      }
    });
  },
  { name: 'envelope' },
);
