import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import {
  AccountStatusAnswer,
  DeliveredAnswer,
  DeliveryStateAnswer,
  GoalProgressAnswer,
  MAX_ANSWER_BYTES,
  MaintenanceAnswer,
  RefusalAnswer,
} from './platform-answers';
import {
  PlatformFailure,
  previewOf,
  type PlatformCall,
  type PlatformFailureKind,
  type PlatformLog,
} from './platform-failure';
import type {
  DeliveryRequest,
  DeliveryResult,
  GameAccountStatus,
  GamePlatformGateway,
} from './types';

export interface HttpGatewayOptions {
  /** The whole call, body included, must be over within this. */
  timeoutMs?: number;
  /** Bodies longer than this fail the call (`MAX_ANSWER_BYTES` by default). */
  maxAnswerBytes?: number;
  /** Told once of every call that failed, with the call's name and the answer's first bytes. */
  log?: PlatformLog;
}

interface RawAnswer {
  status: number;
  body: string;
}

/** 4xx statuses that say "not now" rather than "never": a delivery refused so is retried. */
const TEMPORARY_CLIENT_STATUSES = new Set([408, 425, 429]);

/** The body if it holds at most `limit` bytes; else null, with the reading stopped there. */
async function readBounded(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * The game platform over HTTP (GAME_PLATFORM_URL). Every answer is read bounded in size and time
 * and parsed with its schema (`platform-answers.ts`); one that does not parse is a failure of the
 * platform, like a timeout: reads throw `PlatformFailure`, a delivery is a temporary failure.
 * Only a 4xx with a refusal's body is a permanent refusal. Redirects are not followed.
 */
export function createHttpGateway(
  baseUrl: string,
  options: HttpGatewayOptions = {},
): GamePlatformGateway {
  const timeoutMs = options.timeoutMs ?? 5000;
  const limit = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const log = options.log ?? (() => {});

  const fail = (
    call: PlatformCall,
    failure: PlatformFailureKind,
    detail: { status?: number; body?: string; cause?: unknown } = {},
  ) => {
    log({
      call,
      failure,
      ...(detail.status === undefined ? {} : { status: detail.status }),
      ...(detail.body === undefined ? {} : { preview: previewOf(detail.body) }),
    });
    return new PlatformFailure(call, failure, { status: detail.status, cause: detail.cause });
  };

  /** One request and its whole (bounded) answer; a failure of the exchange itself is logged here. */
  const request = async (
    call: PlatformCall,
    path: string,
    init: RequestInit = {},
  ): Promise<RawAnswer> => {
    try {
      const response = await fetch(new URL(path, baseUrl), {
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
        // A redirect could lead anywhere (and to an answer nobody vouched for): it is a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => {});
        throw fail(call, 'redirect', { status: response.status });
      }
      const body = await readBounded(response, limit);
      if (body === null) throw fail(call, 'too_large', { status: response.status });
      return { status: response.status, body };
    } catch (error) {
      if (error instanceof PlatformFailure) throw error;
      throw fail(call, isTimeout(error) ? 'timeout' : 'unreachable', { cause: error });
    }
  };

  /** The body as the call's answer, or a logged failure. */
  const parse = <Schema extends z.ZodType>(
    call: PlatformCall,
    raw: RawAnswer,
    schema: Schema,
  ): z.output<Schema> => {
    let json: unknown;
    try {
      json = JSON.parse(raw.body);
    } catch {
      throw fail(call, 'unparsable', { status: raw.status, body: raw.body });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw fail(call, 'unparsable', { status: raw.status, body: raw.body });
    return parsed.data;
  };

  /** A read: 2xx and its schema, else a failure. */
  const read = async <Schema extends z.ZodType>(
    call: PlatformCall,
    path: string,
    schema: Schema,
  ): Promise<z.output<Schema>> => {
    const raw = await request(call, path);
    if (raw.status < 200 || raw.status >= 300) {
      throw fail(call, 'status', { status: raw.status, body: raw.body });
    }
    return parse(call, raw, schema);
  };

  const id = encodeURIComponent;

  return {
    async deliver(delivery: DeliveryRequest): Promise<DeliveryResult> {
      const temporary = (error: PlatformFailure): DeliveryResult => ({
        ok: false,
        permanent: false,
        reason: error.message,
      });
      let raw: RawAnswer;
      try {
        raw = await request('deliver', '/deliveries', {
          method: 'POST',
          body: JSON.stringify(delivery),
        });
      } catch (error) {
        return temporary(error as PlatformFailure);
      }
      try {
        if (raw.status >= 200 && raw.status < 300) {
          parse('deliver', raw, DeliveredAnswer);
          return { ok: true };
        }
        if (raw.status >= 400 && raw.status < 500 && !TEMPORARY_CLIENT_STATUSES.has(raw.status)) {
          // Only the platform's own refusal is final: a proxy's error page is not its word.
          const { reason } = parse('deliver', raw, RefusalAnswer);
          return { ok: false, permanent: true, reason };
        }
        return temporary(fail('deliver', 'status', { status: raw.status, body: raw.body }));
      } catch (error) {
        if (error instanceof PlatformFailure) return temporary(error);
        throw error;
      }
    },

    async wasDelivered(deliveryId) {
      const raw = await request('wasDelivered', `/deliveries/${id(deliveryId)}`);
      // An unclear answer throws: "not delivered" could refund a delivered item, "delivered"
      // could close an undelivered one.
      if (raw.status === 200) return parse('wasDelivered', raw, DeliveryStateAnswer).delivered;
      if (raw.status === 404) {
        const { delivered } = parse('wasDelivered', raw, DeliveryStateAnswer);
        if (delivered) throw fail('wasDelivered', 'unparsable', { status: 404, body: raw.body });
        return false;
      }
      throw fail('wasDelivered', 'status', { status: raw.status, body: raw.body });
    },

    async accountStatus(contentId, gameUserId): Promise<GameAccountStatus> {
      const { exists, deleted, country, featureAvailable } = await read(
        'accountStatus',
        `/accounts/${id(contentId)}/${id(gameUserId)}`,
        AccountStatusAnswer,
      );
      return { exists, deleted, country, featureAvailable };
    },

    async inMaintenance(contentId) {
      return (await read('inMaintenance', `/maintenance/${id(contentId)}`, MaintenanceAnswer))
        .maintenance;
    },

    async goalProgress({ contentId, gameUserId, metric, from, to }) {
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      const path = `/progress/${id(contentId)}/${id(gameUserId)}/${id(metric)}?${query}`;
      return (await read('goalProgress', path, GoalProgressAnswer)).value;
    },
  };
}

/**
 * Answers the HTTP interface above from a gateway (the simulator), in the formats the platform
 * must use: for `serveGateway`, and for tests that put a hostile platform in front of it.
 */
export function gatewayRequestHandler(gateway: GamePlatformGateway) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const url = new URL(req.url ?? '/', 'http://gateway');
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      if (req.method === 'POST' && parts[0] === 'deliveries' && parts.length === 1) {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const result = await gateway.deliver(JSON.parse(Buffer.concat(chunks).toString()));
        if (result.ok) return send(200, { ok: true });
        return send(result.permanent ? 422 : 503, { reason: result.reason });
      }
      if (req.method === 'GET' && parts[0] === 'deliveries' && parts[1]) {
        return (await gateway.wasDelivered(parts[1]))
          ? send(200, { delivered: true })
          : send(404, { delivered: false });
      }
      if (req.method === 'GET' && parts[0] === 'accounts' && parts[1] && parts[2]) {
        return send(200, await gateway.accountStatus(parts[1], parts[2]));
      }
      if (req.method === 'GET' && parts[0] === 'progress' && parts.length === 4) {
        const [, contentId, gameUserId, metric] = parts as [string, string, string, string];
        const from = new Date(url.searchParams.get('from') ?? '');
        const to = new Date(url.searchParams.get('to') ?? '');
        return send(200, {
          value: await gateway.goalProgress({ contentId, gameUserId, metric, from, to }),
        });
      }
      if (req.method === 'GET' && parts[0] === 'maintenance' && parts[1]) {
        return send(200, { maintenance: await gateway.inMaintenance(parts[1]) });
      }
      send(404, { reason: 'not found' });
    } catch (error) {
      send(500, { reason: (error as Error).message });
    }
  };
}

/** Serves a gateway (the simulator) over the HTTP interface above, for tests across processes. */
export async function serveGateway(
  gateway: GamePlatformGateway,
  port = 0,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer(gatewayRequestHandler(gateway));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
