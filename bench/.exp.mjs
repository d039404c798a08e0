import Fastify from 'fastify';
import { measureRps, freePort } from './lib.mjs';
const big = Buffer.from(JSON.stringify({ s: 'x'.repeat(6340) }));
const headers = {"content-security-policy":"default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'","cross-origin-opener-policy":"same-origin","cross-origin-resource-policy":"same-origin","origin-agent-cluster":"?1","referrer-policy":"strict-origin-when-cross-origin","x-content-type-options":"nosniff","x-dns-prefetch-control":"off","x-download-options":"noopen","x-frame-options":"DENY","x-permitted-cross-domain-policies":"none","x-request-id":"94035410-4f81-4372-abcb-cef53710e513","x-xss-protection":"0", 'cache-control': 'public, max-age=15, stale-while-revalidate=15', etag: 'W/"abcdefabcdefabcdefabcdefabcdefabcdef"', vary: 'Authorization'};
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/big', async (req, reply) => reply.type('application/json; charset=utf-8').send(big));
app.get('/bigh', async (req, reply) => reply.headers(headers).type('application/json; charset=utf-8').send(big));
app.get('/smallh', async (req, reply) => reply.headers(headers).send({ hello: 'world' }));
const port = await freePort();
await app.listen({ host: '127.0.0.1', port });
for (let r = 0; r < 2; r++) for (const p of ['/', '/big', '/bigh', '/smallh']) {
  const m = await measureRps(`http://127.0.0.1:${port}${p}`, { duration: 4, connections: 50 });
  console.log(r, p, Math.round(m.rps));
}
await app.close();
