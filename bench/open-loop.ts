// An open-loop load at a constant arrival rate: request i is due at start + i / rate, whether or
// not earlier ones have answered, and its latency is counted from when it was due, so a stall
// shows in the percentiles instead of slowing the load down (no coordinated omission).
// autocannon's rate options fire each connection's whole per-second quota at the start of every
// second, which measures bursts at full load rather than a steady half load.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON body, say: its content-type is the caller's header. */
  body?: string;
}

export interface OpenLoopResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  /** The 99th percentile of the answers under 300 alone (the admitted ones when some are shed). */
  okP99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function openLoop(options: {
  base: string;
  rate: number;
  seconds: number;
  connections: number;
  request: (index: number) => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.request(index);
      const request = http.request({ agent, hostname, port, method, path, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          const latency = performance.now() - due;
          latencies.push(latency);
          if (response.statusCode && response.statusCode < 300) {
            ok++;
            okLatencies.push(latency);
          } else failed++;
          resolve();
        });
      });
      request.on('error', () => {
        failed++;
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
  latencies.sort((a, b) => a - b);
  okLatencies.sort((a, b) => a - b);
  return {
    okP99: Math.round(percentile(okLatencies, 0.99)),
    rps: (ok + failed) / elapsed,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    ok,
    failed,
  };
}
