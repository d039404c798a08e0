import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@points/contracts';

/**
 * What Node's HTTP server answers by itself, before any route or hook runs, in the envelope like
 * every other answer: a request line or header it cannot read (400), headers over the limit (431),
 * a request not received within REQUEST_TIMEOUT_MS (408), an `Expect` it does not meet (417), a
 * `CONNECT` (this is no proxy), an HTTP/1.1 request without `Host` (400). The HTTP status says what
 * happened; the body is `{status_code: 400}`, the client's mistake. The connection is closed.
 */
const ENVELOPE = JSON.stringify({ status_code: ERROR_CODES.INVALID_PARAMETER });

function rawAnswer(status: number): string {
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(ENVELOPE)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    'Connection: close\r\n\r\n' +
    ENVELOPE
  );
}

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** Fastify's `clientErrorHandler`: Node's `clientError`, answered in the envelope. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this connection cannot be followed by another.
  const answering = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !answering?.headersSent) socket.write(rawAnswer(statusOf(error)));
  socket.destroy(error);
}

function answerResponse(response: ServerResponse, status: number): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(ENVELOPE),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(ENVELOPE);
}

/** Node's own answers that are not `clientError`s, in the envelope too. */
export function answerNodeEdges(app: FastifyInstance): void {
  const server = app.server as Server;
  // Without a listener Node answers 417 with an empty body.
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) =>
    answerResponse(response, 417),
  );
  // Without a listener Node closes the connection without a word.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    socket.end(rawAnswer(405));
  });
  // Node's own check answers 400 with an empty body: this one answers in the envelope.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      reply.code(400).send({ status_code: ERROR_CODES.INVALID_PARAMETER });
      return;
    }
    done();
  });
}
