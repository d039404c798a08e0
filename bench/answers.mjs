// What a load run's answers were. Only the expected answers (2xx unless a workload says
// otherwise) count as throughput and latency; the others are counted by status, and a run where
// more than 1% of the answers were not expected gives no figure at all: `assertExpected` throws
// with the counts, so that a run of refusals can never be printed as a rate.
import autocannon from 'autocannon';
import { build } from 'hdr-histogram-js';

/** The share of unexpected answers above which a run gives no figure. */
export const UNEXPECTED_LIMIT = 0.01;

/** @param {number} status */
export const is2xx = (status) => status >= 200 && status < 300;

/**
 * @typedef {object} LoadResult
 * @property {number} rps Expected answers per second of the run.
 * @property {number} p50 Median latency of the expected answers, ms.
 * @property {number} p99 99th percentile latency of the expected answers, ms.
 * @property {number} ok Expected answers.
 * @property {number} failed Every other answer, and requests that got none.
 * @property {Record<number, number>} statuses Answers by HTTP status (0: no answer).
 * @property {number} seconds How long the run took.
 */

/**
 * Counts answers as they come: their statuses, and the latencies of the expected ones.
 * @param {(status: number) => boolean} [expected]
 */
export function createTally(expected = is2xx) {
  // Microseconds, three significant digits: 1 µs to an hour.
  const latencies = build({ lowestDiscernibleValue: 1, numberOfSignificantValueDigits: 3 });
  /** @type {Record<number, number>} */
  const statuses = {};
  let ok = 0;
  let total = 0;
  return {
    /**
     * @param {number} status 0 when the request got no answer.
     * @param {number} [latencyMs]
     */
    record(status, latencyMs = 0, count = 1) {
      statuses[status] = (statuses[status] ?? 0) + count;
      total += count;
      if (status !== 0 && expected(status)) {
        ok += count;
        latencies.recordValueWithCount(Math.max(1, Math.round(latencyMs * 1000)), count);
      }
    },
    /**
     * @param {number} seconds
     * @returns {LoadResult}
     */
    result(seconds) {
      const at = (/** @type {number} */ p) =>
        ok === 0 ? 0 : Math.round(latencies.getValueAtPercentile(p) / 1000);
      return {
        rps: ok / seconds,
        p50: at(50),
        p99: at(99),
        ok,
        failed: total - ok,
        statuses: { ...statuses },
        seconds,
      };
    },
  };
}

/**
 * An autocannon run (its options as given) counted answer by answer: autocannon's own
 * `requests.average` and latency histogram include every answer, refusals too.
 * @param {Record<string, unknown>} options
 * @param {(status: number) => boolean} [expected]
 * @returns {Promise<LoadResult>}
 */
export async function autocannonLoad(options, expected = is2xx) {
  const tally = createTally(expected);
  const instance = autocannon(options);
  instance.on(
    'response',
    (
      /** @type {unknown} */ _client,
      /** @type {number} */ status,
      /** @type {number} */ _bytes,
      /** @type {number} */ latencyMs,
    ) => tally.record(status, latencyMs),
  );
  const result = await instance;
  // Errors include timeouts: requests that got no answer.
  if (result.errors > 0) tally.record(0, 0, result.errors);
  return tally.result(result.duration);
}

/**
 * "200 × 1,234, 503 × 5": the statuses counted, most frequent first.
 * @param {Record<number, number>} statuses
 */
export function describeStatuses(statuses) {
  const entries = Object.entries(statuses).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return 'no answers';
  return entries
    .map(([status, count]) => `${status === '0' ? 'none' : status} × ${count.toLocaleString('en')}`)
    .join(', ');
}

/**
 * The statuses of several runs added up.
 * @param {Array<{ statuses: Record<number, number> }>} runs
 */
export function sumStatuses(runs) {
  /** @type {Record<number, number>} */
  const sum = {};
  for (const run of runs)
    for (const [status, count] of Object.entries(run.statuses))
      sum[Number(status)] = (sum[Number(status)] ?? 0) + count;
  return sum;
}

/**
 * Throws, with the counts, when more than 1% of the run's answers were not expected (or there
 * were none); returns the run otherwise. `alsoAllowed` statuses (a shed answer in an overload
 * run, say) are neither throughput nor a failure of the run.
 * @template {{ ok: number, statuses: Record<number, number> }} T
 * @param {string} label
 * @param {T} run
 * @param {{ alsoAllowed?: number }} [options] how many answers are otherwise allowed
 * @returns {T}
 */
export function assertExpected(label, run, options = {}) {
  const total = Object.values(run.statuses).reduce((sum, count) => sum + count, 0);
  const unexpected = total - run.ok - (options.alsoAllowed ?? 0);
  if (total === 0 || unexpected > total * UNEXPECTED_LIMIT) {
    throw new Error(
      `${label}: ${unexpected.toLocaleString('en')} of ${total.toLocaleString('en')} answers ` +
        `were not the expected ones (${describeStatuses(run.statuses)}); no figure is given`,
    );
  }
  return run;
}
