import { describe, expect, it } from 'vitest';
import { assertExpected, createTally, describeStatuses, sumStatuses } from './answers.mjs';

describe('a load run counted by its expected answers', () => {
  it('counts only the 2xx answers as throughput and latency, and every answer by status', () => {
    const tally = createTally();
    for (let i = 0; i < 90; i++) tally.record(200, 10);
    for (let i = 0; i < 10; i++) tally.record(401, 1);
    tally.record(0);
    const run = tally.result(2);
    expect(run.ok).toBe(90);
    expect(run.failed).toBe(11);
    expect(run.rps).toBe(45);
    // The fast refusals do not pull the latency down.
    expect(run.p50).toBe(10);
    expect(run.p99).toBe(10);
    expect(run.statuses).toEqual({ 0: 1, 200: 90, 401: 10 });
  });

  it('takes what a workload expects instead of 2xx', () => {
    const tally = createTally((status) => status === 409);
    tally.record(409, 5);
    tally.record(200, 5);
    expect(tally.result(1)).toMatchObject({ ok: 1, failed: 1 });
  });

  it('refuses a run with more than 1% unexpected answers, naming the statuses', () => {
    const refused = { ok: 0, statuses: { 401: 16_094 } };
    expect(() => assertExpected('one node', refused)).toThrow(
      /one node: 16,094 of 16,094 answers were not the expected ones \(401 × 16,094\)/,
    );
    expect(() => assertExpected('none', { ok: 0, statuses: {} })).toThrow(/0 of 0/);
    expect(() => assertExpected('2%', { ok: 98, statuses: { 200: 98, 503: 2 } })).toThrow();
  });

  it('passes a run with at most 1% unexpected, or with the answers it allows (shed ones)', () => {
    const run = { ok: 99, statuses: { 200: 99, 500: 1 } };
    expect(assertExpected('1%', run)).toBe(run);
    const shedding = { ok: 60, statuses: { 200: 60, 503: 40 } };
    expect(assertExpected('shed', shedding, { alsoAllowed: 40 })).toBe(shedding);
    expect(() => assertExpected('shed', shedding, { alsoAllowed: 30 })).toThrow();
  });

  it('describes and adds up statuses', () => {
    expect(describeStatuses({ 200: 1818, 401: 3321, 0: 2 })).toBe(
      '401 × 3,321, 200 × 1,818, none × 2',
    );
    expect(sumStatuses([{ statuses: { 200: 1 } }, { statuses: { 200: 2, 503: 1 } }])).toEqual({
      200: 3,
      503: 1,
    });
  });
});
