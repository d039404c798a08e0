import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { createGameSimulator } from './integrations/game-platform/simulator';
import type { GamePlatformGateway } from './integrations/game-platform/types';
import { startPglite } from './test/databases';
import { testLedger as ledger } from './test/ledger';
import { createPlayer, seedShop } from './test/shop';
import { buildTestApp, listenTestApp } from './test/test-app';
import { gate, waitFor } from './test/wait';

/** The answers on one connection, as the bytes arrive, until the peer closes it. */
function answersOf(socket: ReturnType<typeof connect>): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/**
 * A node told to stop (SIGTERM, past its drain) while a request is being answered on a kept-alive
 * connection, with a second one sent behind it (as a load balancer reusing its connection does):
 * both are answered in the envelope, the second with `Connection: close`; neither gets Fastify's
 * bare 503, which would leave a player's write with no outcome.
 */
describe('a node closing with requests on its connections', () => {
  let db: Database;
  beforeAll(async () => {
    db = await startPglite(true);
    await seedShop(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('answers the request in flight and the one behind it, then closes the connection', async () => {
    // The platform holds the exchange until the test has begun the node's close.
    const simulator = createGameSimulator();
    const held = gate();
    let asked = false;
    const gateway: GamePlatformGateway = {
      ...simulator,
      async accountStatus(contentId, gameUserId) {
        asked = true;
        await held.opened;
        return simulator.accountStatus(contentId, gameUserId);
      },
    };
    const app = await buildTestApp({ db, extra: { ledger, gateway } });
    const { port } = new URL(await listenTestApp(app));
    const player = await createPlayer(db, ledger, { points: 1_000 });

    // Watched as Node hands it over, not by a timer: the request behind the exchange.
    let arrived = false;
    app.server.on('request', (request: { url?: string }) => {
      if (request.url === '/api/v1/point') arrived = true;
    });
    const socket = connect(Number(port), '127.0.0.1');
    const answers = answersOf(socket);
    socket.write(
      `POST /api/v1/item-withdraw/coins-100 HTTP/1.1\r\nHost: points.test\r\n` +
        `Authorization: Bearer ${player.token}\r\nIdempotency-Key: ${randomUUID()}\r\n` +
        `Content-Length: 0\r\n\r\n`,
    );
    await waitFor('the exchange asking the platform', () => asked);
    // The node begins to stop while its connection is busy; the next request arrives on it.
    const closing = app.close();
    // Fastify marks itself closing, then stops listening: past that, the next request comes.
    await waitFor('the node to stop listening', () => !app.server.listening);
    socket.write(
      `GET /api/v1/point HTTP/1.1\r\nHost: points.test\r\n` +
        `Authorization: Bearer ${player.token}\r\n\r\n`,
    );
    await waitFor('the second request reaching the node', () => arrived);
    held.open();
    const text = await answers;
    await closing;

    const [first, second] = text.split(/(?=HTTP\/1\.1 \d{3})/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first).toMatch(
      /\{"status_code":200,"data":\{"exchange_id":"[^"]+","status":"queued","point":\d+\}\}$/,
    );
    // The request that came in while the node was stopping: served, then the connection closed.
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toMatch(
      /\{"status_code":200,"data":\{"point":\d+,"unread_notifications":0\}\}$/,
    );
    expect(text).not.toContain('Service Unavailable');
  });
});
