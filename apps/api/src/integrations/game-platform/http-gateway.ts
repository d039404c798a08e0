import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  DeliveryRequest,
  DeliveryResult,
  GameAccountStatus,
  GamePlatformGateway,
} from './types';

/**
 * The game platform over HTTP (GAME_PLATFORM_URL). A timeout or a 5xx is a temporary failure;
 * a 4xx refusal is permanent.
 */
export function createHttpGateway(baseUrl: string, timeoutMs = 5000): GamePlatformGateway {
  const call = async (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, baseUrl), {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });

  return {
    async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
      let response: Response;
      try {
        response = await call('/deliveries', { method: 'POST', body: JSON.stringify(request) });
      } catch (error) {
        return { ok: false, permanent: false, reason: `unreachable: ${(error as Error).message}` };
      }
      if (response.ok) return { ok: true };
      const reason = (await response.text().catch(() => '')) || `HTTP ${response.status}`;
      return { ok: false, permanent: response.status >= 400 && response.status < 500, reason };
    },
    async wasDelivered(deliveryId) {
      const response = await call(`/deliveries/${encodeURIComponent(deliveryId)}`);
      if (response.status === 404) return false;
      if (!response.ok) throw new Error(`game platform answered ${response.status}`);
      return true;
    },
    async accountStatus(contentId, gameUserId): Promise<GameAccountStatus> {
      const response = await call(
        `/accounts/${encodeURIComponent(contentId)}/${encodeURIComponent(gameUserId)}`,
      );
      if (!response.ok) throw new Error(`game platform answered ${response.status}`);
      return (await response.json()) as GameAccountStatus;
    },
    async inMaintenance(contentId) {
      const response = await call(`/maintenance/${encodeURIComponent(contentId)}`);
      if (!response.ok) throw new Error(`game platform answered ${response.status}`);
      return ((await response.json()) as { maintenance: boolean }).maintenance;
    },
    async goalProgress({ contentId, gameUserId, metric, from, to }) {
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      const response = await call(
        `/progress/${encodeURIComponent(contentId)}/${encodeURIComponent(gameUserId)}/${encodeURIComponent(metric)}?${query}`,
      );
      if (!response.ok) throw new Error(`game platform answered ${response.status}`);
      return ((await response.json()) as { value: number }).value;
    },
  };
}

/** Serves a gateway (the simulator) over the HTTP interface above, for tests across processes. */
export async function serveGateway(
  gateway: GamePlatformGateway,
  port = 0,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
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
  });
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
