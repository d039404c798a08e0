// What the spend benchmarks (exchange, coupons, lottery, campaigns) share: rounds of the maximum
// rate beside pgbench's, then rounds of half of it arriving steadily beside pgbench at the same
// steady rate, and a report of every round against the aim (issue 28 §3): at least 0.30 of
// pgbench, and a p99 under 100 ms at half load in every round.
import { assertExpected, describeStatuses, sumStatuses } from './answers.mjs';
import { list, median, spread } from './api-node';
import { openLoop, type OpenLoopRequest, type OpenLoopResult } from './open-loop';
import type { createPgbench } from './postgres';
import { fixed, table } from './lib.mjs';

export type Pgbench = Awaited<ReturnType<typeof createPgbench>>;

export const SPEND_AIM = { ratio: 0.3, halfP99Ms: 100 };

/** A spend's half-load round: `request` arriving steadily at the given rate (`spendRounds`' `half`). */
export const steadyAt =
  (options: {
    base: string;
    seconds: number;
    connections: number;
    request: (index: number) => OpenLoopRequest;
  }) =>
  (rate: number): Promise<OpenLoopResult> =>
    openLoop({ ...options, rate });

export interface SpendRounds {
  label: string;
  /** pgbench's transactions per second, round by round. */
  pgbench: number[];
  /** The spend as fast as it goes (closed loop), round by round. */
  maximum: OpenLoopResult[];
  /** Half the median maximum, per second. */
  rate: number;
  /** pgbench at `rate`, arriving steadily, round by round. */
  pgbenchHalf: Array<{ p50: number; p99: number }>;
  /** The spend at `rate`, arriving steadily (open loop), round by round. */
  half: OpenLoopResult[];
}

/**
 * Each round of the maximum right beside a pgbench run, then each round at half right beside
 * pgbench at that rate, so that a slow spell of this shared machine lowers both sides alike.
 * `beforeRun` runs before every load (to top up a coupon's codes, say). A run where more than 1%
 * of the answers were not the expected ones gives no figure (answers.mjs).
 */
export async function spendRounds(options: {
  label: string;
  rounds: number;
  seconds: number;
  pgbench: Pgbench;
  maximum: () => Promise<OpenLoopResult>;
  half: (rate: number) => Promise<OpenLoopResult>;
  beforeRun?: () => Promise<unknown>;
  /** Other figures of the round, taken right after its maximum (the exchange's baselines). */
  alongside?: () => Promise<unknown>;
}): Promise<SpendRounds> {
  const { label, rounds, seconds, pgbench } = options;
  const result: SpendRounds = {
    label,
    pgbench: [],
    maximum: [],
    rate: 0,
    pgbenchHalf: [],
    half: [],
  };
  for (let round = 0; round < rounds; round++) {
    await options.beforeRun?.();
    result.pgbench.push(pgbench.run(seconds));
    result.maximum.push(assertExpected(`${label}, maximum`, await options.maximum()));
    await options.alongside?.();
  }
  result.rate = Math.max(1, Math.round(median(result.maximum.map((run) => run.rps)) / 2));
  for (let round = 0; round < rounds; round++) {
    await options.beforeRun?.();
    result.pgbenchHalf.push(pgbench.runAtRate(result.rate, seconds));
    result.half.push(assertExpected(`${label} at half`, await options.half(result.rate)));
  }
  return result;
}

export const ratios = (spend: SpendRounds) =>
  spend.maximum.map((run, i) => run.rps / spend.pgbench[i]!);

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/**
 * The rounds as a table (each round's ratio to pgbench and p99 at half load, beside pgbench's at
 * that rate, and the median) and the aim: the median ratio at least 0.30 and the p99 at half load
 * under 100 ms in every round.
 */
export function spendReport(spend: SpendRounds): { table: string; aim: string; met: boolean } {
  const ratioOf = ratios(spend);
  const roundOk = (i: number) =>
    ratioOf[i]! >= SPEND_AIM.ratio && spend.half[i]!.p99 < SPEND_AIM.halfP99Ms;
  const rows = spend.maximum.map((run, i) => [
    String(i + 1),
    fixed(spend.pgbench[i]!),
    fixed(run.rps),
    fixed(ratioOf[i]!, 2),
    `${run.p50} / ${run.p99}`,
    `${spend.pgbenchHalf[i]!.p50} / ${spend.pgbenchHalf[i]!.p99}`,
    `${spend.half[i]!.p50} / ${spend.half[i]!.p99}`,
    `${describeStatuses(run.statuses)}; ${describeStatuses(spend.half[i]!.statuses)}`,
    met(roundOk(i)),
  ]);
  const ratioMedian = median(ratioOf);
  const halfP99s = spend.half.map((run) => run.p99);
  const ratioOk = ratioMedian >= SPEND_AIM.ratio;
  const tailOk = halfP99s.every((p99) => p99 < SPEND_AIM.halfP99Ms);
  return {
    table: table([
      [
        'round',
        'pgbench /s',
        'per second',
        'ratio',
        'p50 / p99 ms',
        `pgbench at ${spend.rate}/s: p50 / p99`,
        `at ${spend.rate}/s: p50 / p99`,
        'answers (maximum; half)',
        'round aim',
      ],
      ...rows,
      [
        'median',
        fixed(median(spend.pgbench)),
        fixed(median(spend.maximum.map((run) => run.rps))),
        `${fixed(ratioMedian, 2)}${spread(ratioOf)}`,
        `${median(spend.maximum.map((run) => run.p50))} / ${median(spend.maximum.map((run) => run.p99))}`,
        `${median(spend.pgbenchHalf.map((run) => run.p50))} / ${median(spend.pgbenchHalf.map((run) => run.p99))}`,
        `${median(spend.half.map((run) => run.p50))} / ${median(halfP99s)}`,
        `${describeStatuses(sumStatuses(spend.maximum))}; ${describeStatuses(sumStatuses(spend.half))}`,
        '',
      ],
    ]),
    aim:
      `${spend.label} ≥ ${fixed(SPEND_AIM.ratio, 2)} of pgbench (median ${fixed(ratioMedian, 2)}: ` +
      `${met(ratioOk)}) with p99 < ${SPEND_AIM.halfP99Ms} ms at half load in every round ` +
      `(${list(halfP99s)} ms: ${met(tailOk)}): ${met(ratioOk && tailOk)}`,
    met: ratioOk && tailOk,
  };
}
