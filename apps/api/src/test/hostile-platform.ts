import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gatewayRequestHandler } from '../integrations/game-platform/http-gateway';
import { MAX_GOAL_PROGRESS } from '../integrations/game-platform/platform-answers';
import type { PlatformCall } from '../integrations/game-platform/platform-failure';
import type { DeliveryRequest, GamePlatformGateway } from '../integrations/game-platform/types';

export const PLATFORM_CALLS: PlatformCall[] = [
  'accountStatus',
  'inMaintenance',
  'goalProgress',
  'deliver',
  'wasDelivered',
];

/** What a well-behaved platform answers to each call (with HTTP 200). */
export const GOOD_ANSWERS: Record<PlatformCall, Record<string, unknown>> = {
  accountStatus: { exists: true, deleted: false, country: 'us', featureAvailable: true },
  inMaintenance: { maintenance: false },
  goalProgress: { value: 12 },
  deliver: { ok: true },
  wasDelivered: { delivered: true },
};

/** One way of answering badly: the status, headers and body to send, or a misbehaviour. */
export interface BadAnswer {
  name: string;
  /** Only for these calls (all by default). */
  calls?: PlatformCall[];
  answer(call: PlatformCall, context: { url: string }): HostileReply;
}

export type HostileReply =
  | { status: number; headers?: Record<string, string>; body: string }
  | { misbehave: 'hang' | 'stall' | 'huge' };

const json = (status: number, body: unknown): HostileReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const withoutFirstField = (answer: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answer).slice(1));

const WRONG_TYPES: Record<PlatformCall, unknown> = {
  accountStatus: { exists: 1, deleted: 'no', country: 81, featureAvailable: null },
  inMaintenance: { maintenance: 0 },
  goalProgress: { value: true },
  deliver: { ok: 1 },
  wasDelivered: { delivered: null },
};

export const ERROR_OBJECT = { error: { code: 'E_INTERNAL', message: 'upstream storage failed' } };

/** Every kind of bad answer the tests send, for every call unless it says otherwise. */
export const BAD_ANSWERS: BadAnswer[] = [
  { name: 'missing fields', answer: (call) => json(200, withoutFirstField(GOOD_ANSWERS[call])) },
  { name: 'wrong types', answer: (call) => json(200, WRONG_TYPES[call]) },
  {
    name: 'strings for numbers and booleans',
    answer: (call) =>
      json(
        200,
        Object.fromEntries(
          Object.entries(GOOD_ANSWERS[call]).map(([key, value]) => [key, String(value)]),
        ),
      ),
  },
  {
    name: 'an HTML page',
    answer: () => ({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<!doctype html><html><body><h1>Service Unavailable</h1></body></html>',
    }),
  },
  { name: 'an empty body', answer: () => ({ status: 200, body: '' }) },
  { name: 'a 200 carrying an error object', answer: () => json(200, ERROR_OBJECT) },
  {
    name: 'a 200 with the fields and an error object',
    answer: (call) => json(200, { ...GOOD_ANSWERS[call], ...ERROR_OBJECT }),
  },
  { name: 'an array', answer: (call) => json(200, [GOOD_ANSWERS[call]]) },
  {
    name: 'truncated JSON',
    answer: (call) => ({ status: 200, body: JSON.stringify(GOOD_ANSWERS[call]).slice(0, -1) }),
  },
  {
    name: 'a redirect to a good answer',
    answer: (_call, { url }) => ({
      status: 302,
      headers: { location: `${url}/elsewhere` },
      body: '',
    }),
  },
  { name: 'a 500 with a good body', answer: (call) => json(500, GOOD_ANSWERS[call]) },
  { name: 'a 50 MB body', answer: () => ({ misbehave: 'huge' }) },
  { name: 'no answer (past the timeout)', answer: () => ({ misbehave: 'hang' }) },
  {
    name: 'half a body, then silence (past the timeout)',
    answer: () => ({ misbehave: 'stall' }),
  },
  {
    name: 'NaN',
    calls: ['goalProgress'],
    answer: () => ({ status: 200, body: '{"value": NaN}' }),
  },
  { name: 'a negative count', calls: ['goalProgress'], answer: () => json(200, { value: -3 }) },
  { name: 'a fraction', calls: ['goalProgress'], answer: () => json(200, { value: 10.5 }) },
  {
    name: 'an infinite count',
    calls: ['goalProgress'],
    answer: () => ({ status: 200, body: '{"value": 1e400}' }),
  },
  {
    name: 'a huge count',
    calls: ['goalProgress'],
    answer: () => json(200, { value: MAX_GOAL_PROGRESS + 1 }),
  },
  {
    name: 'a country that is no country code',
    calls: ['accountStatus'],
    answer: () => json(200, { ...GOOD_ANSWERS.accountStatus, country: 'japan' }),
  },
  {
    name: 'a 200 saying not delivered',
    calls: ['deliver'],
    answer: () => json(200, { ok: false }),
  },
  {
    name: 'a 404 saying delivered',
    calls: ['wasDelivered'],
    answer: () => json(404, { delivered: true }),
  },
  {
    name: 'a 404 page that is not the platform’s',
    calls: ['wasDelivered', 'deliver'],
    answer: () => ({ status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>404</h1>' }),
  },
];

export const badAnswersFor = (call: PlatformCall) =>
  BAD_ANSWERS.filter((bad) => !bad.calls || bad.calls.includes(call));

export const HUGE_BODY_BYTES = 50 * 1024 * 1024;

export function callOf(req: IncomingMessage): PlatformCall | null {
  const path = new URL(req.url ?? '/', 'http://platform').pathname.split('/')[1];
  if (path === 'deliveries') return req.method === 'POST' ? 'deliver' : 'wasDelivered';
  if (path === 'accounts') return 'accountStatus';
  if (path === 'maintenance') return 'inMaintenance';
  if (path === 'progress') return 'goalProgress';
  return null;
}

export interface HostilePlatform {
  url: string;
  /** From now on, answers `call` with `bad` (null: as the gateway behind it does). */
  sabotage(call: PlatformCall, bad: BadAnswer | null, options?: { deliverFirst?: boolean }): void;
  /** Requests that followed a redirect (none must). */
  followedRedirects: number;
  /** Bytes of the 50 MB body written before the client stopped reading. */
  hugeBytesWritten: number;
  /** Requests received per call. */
  received: Record<PlatformCall, number>;
  close(): Promise<void>;
}

/**
 * A game platform over HTTP that answers as `gateway` does (the simulator), except for the calls
 * it is told to sabotage, which it answers badly. With `deliverFirst`, a sabotaged delivery
 * reaches `gateway` first: the item is in the inbox, only the answer is bad.
 */
export async function startHostilePlatform(gateway: GamePlatformGateway): Promise<HostilePlatform> {
  const honest = gatewayRequestHandler(gateway);
  const sabotaged = new Map<PlatformCall, { bad: BadAnswer; deliverFirst: boolean }>();
  const hanging = new Set<ServerResponse>();
  let url = '';

  const misbehave = async (res: ServerResponse, how: 'hang' | 'stall' | 'huge') => {
    if (how === 'hang' || how === 'stall') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      if (how === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"value": 1');
      }
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    res.write('{"pad":"');
    let closed = false;
    res.on('close', () => (closed = true));
    while (!closed && platform.hugeBytesWritten < HUGE_BODY_BYTES) {
      platform.hugeBytesWritten += chunk.length;
      if (!res.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
    }
    if (!closed) res.end('"}');
  };

  const server = createServer(async (req, res) => {
    if (req.url === '/elsewhere') {
      platform.followedRedirects++;
      const call = 'goalProgress';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(GOOD_ANSWERS[call]));
      return;
    }
    const call = callOf(req);
    if (call) platform.received[call]++;
    const sabotage = call ? sabotaged.get(call) : undefined;
    if (!call || !sabotage) {
      await honest(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (call === 'deliver' && sabotage.deliverFirst) {
      await gateway.deliver(JSON.parse(Buffer.concat(chunks).toString()) as DeliveryRequest);
    }
    const reply = sabotage.bad.answer(call, { url });
    if ('misbehave' in reply) {
      await misbehave(res, reply.misbehave);
      return;
    }
    res.writeHead(reply.status, reply.headers ?? {});
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const platform: HostilePlatform = {
    url,
    followedRedirects: 0,
    hugeBytesWritten: 0,
    received: {
      accountStatus: 0,
      inMaintenance: 0,
      goalProgress: 0,
      deliver: 0,
      wasDelivered: 0,
    },
    sabotage(call, bad, options = {}) {
      if (bad) sabotaged.set(call, { bad, deliverFirst: options.deliverFirst ?? false });
      else sabotaged.delete(call);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return platform;
}
