import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@points/contracts';
import { AppError } from '../errors';

/**
 * What a request's body may be, decided once for every route:
 * - JSON only. A JSON body nested deeper than `MAX_JSON_DEPTH` is refused before it is parsed
 *   (nothing downstream then walks an input-driven depth); `__proto__` and `constructor.prototype`
 *   keys are refused as Fastify's own parser does. An empty JSON body is no body.
 * - Any other content type with a body is refused (400, `unsupported_content_type`); with an
 *   empty body it is no body.
 * - A route whose schema has no body takes none: nothing, or the empty object `{}` that clients
 *   send for "no payload"; anything else (`null`, a number, an array, text, fields) is refused
 *   (400, `no_body_expected`) before the route runs, so a spend can only happen as documented.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text nests objects and arrays deeper than `limit` (one pass, no recursion). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c /* \ */) at++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

const refuse = (reason: string, message: string) =>
  new AppError(ERROR_CODES.INVALID_PARAMETER, message, { details: { reason } });

/** Whether a parsed body is the absence of one: nothing, or `{}`. */
function isNoBody(body: unknown): boolean {
  if (body === undefined) return true;
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.getPrototypeOf(body) === Object.prototype &&
    Object.keys(body).length === 0
  );
}

function takesNoBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.is404) return false;
  return request.routeOptions.schema?.body === undefined;
}

export const requestBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (text.trim() === '') {
        done(null, undefined);
      } else if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(refuse('json_too_deep', `JSON nested deeper than ${MAX_JSON_DEPTH}`), undefined);
      } else {
        parseJson(request, text, done);
      }
    });
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      if ((body as Buffer).length === 0) done(null, undefined);
      else done(refuse('unsupported_content_type', 'only JSON bodies are read'), undefined);
    });
    // Before the envelope's hook merges query parameters into the body: this judges the body sent.
    app.addHook('preValidation', (request, _reply, done) => {
      if (takesNoBody(request) && !isNoBody(request.body)) {
        done(
          refuse('no_body_expected', `${request.method} ${request.routeOptions.url} takes no body`),
        );
        return;
      }
      done();
    });
  },
  { name: 'request-body' },
);
