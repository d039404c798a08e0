// An open-loop load at a constant arrival rate: request i is due at start + i / rate, whether or
// not earlier ones have answered, and its latency is counted from when it was due, so a stall
// shows in the percentiles instead of slowing the load down (no coordinated omission).
// autocannon's rate options fire each connection's whole per-second quota at the start of every
// second, which measures bursts at full load rather than a steady half load.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createTally, type LoadResult } from './answers.mjs';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON body, say: its content-type is the caller's header. */
  body?: string;
}

/**
 * A load run (answers.mjs): `rps`, `p50` and `p99` count the expected answers alone (the admitted
 * ones when some are shed); `statuses` every answer.
 */
export interface OpenLoopResult extends LoadResult {
  /** The same as `p99` (cluster/overload.test.ts reads it under this name). */
  okP99: number;
}

/** `count` keep-alive connections opened at once, each with one health check. */
export async function openConnections(
  agent: http.Agent,
  hostname: string,
  port: string,
  count: number,
): Promise<void> {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          http
            .get({ agent, hostname, port, path: '/api/v1/health' }, (response) => {
              response.resume();
              response.on('end', resolve);
            })
            .on('error', () => resolve());
        }),
    ),
  );
}

export async function openLoop(options: {
  base: string;
  rate: number;
  seconds: number;
  connections: number;
  request: (index: number) => OpenLoopRequest;
  /** Called with each answer that is not a 2xx, and its body (read only when this is given). */
  onRefusal?: (status: number, body: string) => void;
  /** The answers that count as throughput and latency: 2xx by default. */
  expected?: (status: number) => boolean;
}): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(options.base);
  // Every connection stays open between requests (the default keeps 256 idle ones), and all are
  // opened before the clock starts, as a load balancer's would be: connecting hundreds of sockets
  // to a saturated node would otherwise be measured as its latency.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  await openConnections(agent, hostname, port, options.connections);
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const tally = createTally(options.expected);
  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.request(index);
      const request = http.request({ agent, hostname, port, method, path, headers }, (response) => {
        const refused = (response.statusCode ?? 0) >= 300 && options.onRefusal;
        let answer = '';
        if (refused) response.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
        else response.resume();
        response.on('end', () => {
          if (refused) refused(response.statusCode!, answer);
          tally.record(response.statusCode ?? 0, performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        tally.record(0);
        resolve();
      });
      request.end(body);
    });

  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        inFlight.push(send(next, start + next * interval));
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const run = tally.result(elapsed);
  return { ...run, okP99: run.p99 };
}
