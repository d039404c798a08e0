// A closed-loop GET load with wrk (Debian's package `wrk`), counted as answers.mjs counts
// autocannon's: answers by status, only the expected ones as throughput.
//
// Why: autocannon runs in JavaScript and its cost per answer grows with the answer's size. On a
// 2-core machine it shares with the server, measured on 28 Nov 2026: 36–44 µs of its own CPU per
// hello-world answer against 64–74 µs per visitor catalogue answer (6.4 KB), more than the API
// node spent on the same answer, so the visitor reads' rates measured autocannon, not the server.
// wrk is written in C; a read's rate beside hello-world's is then the server's own.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autocannonLoad, is2xx } from './answers.mjs';

/** Whether wrk is on this machine's PATH (BENCH_LOAD=autocannon: use autocannon anyway). */
export const wrkAvailable =
  process.env.BENCH_LOAD !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined;

/** What sends the GET loads, for a bench's heading. */
export const getLoadGenerator = wrkAvailable
  ? 'wrk'
  : 'autocannon (wrk not found: `apt-get install wrk` measures big and signed-in reads fairly)';

/** What Chromium asks for: every GET load is sent as a browser's (a page kept may go compressed). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The Lua script: each thread counts its answers by status; `done` prints one JSON line with the
 * counts and wrk's summary. `get`: the URL as it is; `tokens`: each request carries the bearer
 * token of a player picked at random (a file of tokens); `list`: the requests of a file, each
 * sent once in turn (the thread stops, and says so, if they run out).
 */
const script = (/** @type {'get' | 'tokens' | 'list'} */ mode) => `
local threads = {}
counts = {}
sent = 0
exhausted = false
wrk.headers["Accept-Encoding"] = "${BROWSER_ACCEPT_ENCODING}"
function setup(thread) table.insert(threads, thread) end
${
  mode === 'list'
    ? `local requests = {}
function init(args)
  local file = io.open(args[1], "rb")
  local data = file:read("*a")
  file:close()
  local at = 1
  while at <= #data do
    local newline = data:find("\\n", at, true)
    local length = tonumber(data:sub(at, newline - 1))
    requests[#requests + 1] = data:sub(newline + 1, newline + length)
    at = newline + length + 1
  end
end
function request()
  if sent >= #requests then
    exhausted = true
    wrk.thread:stop()
    return requests[#requests]
  end
  sent = sent + 1
  return requests[sent]
end`
    : mode === 'tokens'
      ? `local tokens = {}
function init(args)
  for line in io.lines(args[1]) do tokens[#tokens + 1] = "Bearer " .. line end
  math.randomseed(tonumber(args[2]))
end
function request()
  return wrk.format(nil, nil, {
    ["Accept-Encoding"] = "${BROWSER_ACCEPT_ENCODING}",
    Authorization = tokens[math.random(#tokens)],
  })
end`
      : ''
}
function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end
function done(summary, latency, requests)
  local statuses = {}
  local sentAll = 0
  local ranOut = false
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("counts")) do
      statuses[#statuses + 1] = string.format('"%d":%d', status, count)
    end
    sentAll = sentAll + thread:get("sent")
    ranOut = ranOut or thread:get("exhausted")
  end
  local e = summary.errors
  io.write(string.format(
    '\\nWRK {"us":%d,"requests":%d,"noAnswer":%d,"p50":%d,"p99":%d,"sent":%d,"exhausted":%s,"statuses":{%s}}\\n',
    summary.duration, summary.requests, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), sentAll, tostring(ranOut),
    table.concat(statuses, ",")))
end
`;

/**
 * wrk on one thread (the server is given the other core) with the script in `mode` and its
 * arguments; the answers counted as answers.mjs counts them.
 * Latency is wrk's, over every answer: the expected ones' exactly when every answer was expected;
 * a run with more than 1% otherwise gives no figure (`assertExpected`).
 * @param {{ url: string, duration: number, connections: number, mode: 'get' | 'tokens' | 'list', files?: Record<string, string>, args?: string[] }} options
 * @param {(status: number) => boolean} expected
 * @returns {Promise<import('./answers.mjs').LoadResult & { sent: number, exhausted: boolean }>}
 */
async function runWrk(
  { url, duration, connections, mode, files = {}, args: extra = [] },
  expected,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const scriptPath = path.join(dir, 'load.lua');
    writeFileSync(scriptPath, script(mode));
    const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '5s', '-s', scriptPath];
    args.push(url);
    const paths = Object.entries(files).map(([name, content]) => {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      return file;
    });
    if (paths.length + extra.length > 0) args.push('--', ...paths, ...extra);
    const stdout = await new Promise((resolve, reject) =>
      execFile('wrk', args, { maxBuffer: 1 << 20 }, (error, out, err) =>
        error ? reject(new Error(`wrk ${args.join(' ')}: ${error.message}\n${err}`)) : resolve(out),
      ),
    );
    const line = /^WRK (.*)$/m.exec(String(stdout));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    /** @type {{ us: number, requests: number, noAnswer: number, p50: number, p99: number, sent: number, exhausted: boolean, statuses: Record<string, number> }} */
    const summary = JSON.parse(line[1]);
    /** @type {Record<number, number>} */
    const statuses = {};
    let ok = 0;
    for (const [status, count] of Object.entries(summary.statuses)) {
      statuses[Number(status)] = count;
      if (expected(Number(status))) ok += count;
    }
    if (summary.noAnswer > 0) statuses[0] = summary.noAnswer;
    const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    const seconds = summary.us / 1e6;
    return {
      rps: ok / seconds,
      p50: Math.round(summary.p50 / 1000),
      p99: Math.round(summary.p99 / 1000),
      ok,
      failed: total - ok,
      statuses,
      seconds,
      sent: summary.sent,
      exhausted: summary.exhausted,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `connections` connections sending GET `url` for `duration` seconds with wrk. With `tokens`,
 * each request is a random player's.
 * @param {{ url: string, duration: number, connections: number, tokens?: string[] }} options
 * @param {(status: number) => boolean} [expected]
 * @returns {Promise<import('./answers.mjs').LoadResult>}
 */
export function wrkLoad({ url, duration, connections, tokens }, expected = is2xx) {
  return runWrk(
    tokens
      ? {
          url,
          duration,
          connections,
          mode: 'tokens',
          files: { tokens: tokens.join('\n') + '\n' },
          args: [String(Math.floor(Math.random() * 2 ** 31))],
        }
      : { url, duration, connections, mode: 'get' },
    expected,
  );
}

/**
 * The requests given, each sent once in turn over `connections` connections for `duration`
 * seconds with wrk (as many as the server takes: a closed loop). Throws when they run out before
 * the time is up: give more. `sent` says how many went.
 * @param {{ base: string, duration: number, connections: number, requests: Array<{ method: string, path: string, headers?: Record<string, string>, body?: string }> }} options
 * @param {(status: number) => boolean} [expected]
 */
export async function wrkRequestsLoad({ base, duration, connections, requests }, expected = is2xx) {
  const host = new URL(base).host;
  const raw = requests.map(({ method, path: target, headers = {}, body }) => {
    let text = `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n`;
    for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
    const bytes = body === undefined ? 0 : Buffer.byteLength(body);
    if (body !== undefined || method !== 'GET') text += `Content-Length: ${bytes}\r\n`;
    text += `\r\n${body ?? ''}`;
    return `${Buffer.byteLength(text)}\n${text}`;
  });
  const result = await runWrk(
    { url: base, duration, connections, mode: 'list', files: { requests: raw.join('') } },
    expected,
  );
  if (result.exhausted)
    throw new Error(
      `wrk sent all ${requests.length} requests given before ${duration} s were up: give more`,
    );
  return result;
}

/**
 * A closed-loop GET load, each request asking for the encodings a browser accepts: wrk when the
 * machine has it, autocannon otherwise. With `tokens`, each request carries the bearer token of
 * a player picked at random.
 * @param {{ url: string, duration: number, connections: number, tokens?: string[] }} options
 * @returns {Promise<import('./answers.mjs').LoadResult>}
 */
export function getLoad(options) {
  if (wrkAvailable) return wrkLoad(options);
  const { url, duration, connections, tokens } = options;
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  return autocannonLoad({
    url,
    duration,
    connections,
    pipelining: 1,
    headers,
    ...(tokens && {
      requests: [
        {
          method: 'GET',
          setupRequest: (/** @type {Record<string, unknown>} */ request) => ({
            ...request,
            headers: {
              ...headers,
              authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}`,
            },
          }),
        },
      ],
    }),
  });
}
