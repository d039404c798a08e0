import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  badAnswersFor,
  GOOD_ANSWERS,
  HUGE_BODY_BYTES,
  PLATFORM_CALLS,
  startHostilePlatform,
  type HostilePlatform,
} from '../../test/hostile-platform';
import { checkedGateway } from './checked-gateway';
import { createHttpGateway } from './http-gateway';
import { MAX_ANSWER_BYTES } from './platform-answers';
import {
  PlatformFailure,
  PREVIEW_CHARS,
  type PlatformCall,
  type PlatformFailureReport,
} from './platform-failure';
import { createGameSimulator } from './simulator';
import type { GamePlatformGateway } from './types';

// Personal data the log must never carry: it is in every call's URL.
const GAME_USER_ID = 'US-EFS-secret-player';
const DELIVERY = {
  deliveryId: 'exchange-1',
  contentId: 'efs',
  gameUserId: GAME_USER_ID,
  sku: 'efs.coins-100',
  platform: 'steam' as const,
};

/** Makes `call` through the gateway: what a read answers or throws, what a delivery returns. */
async function ask(gateway: GamePlatformGateway, call: PlatformCall): Promise<unknown> {
  switch (call) {
    case 'accountStatus':
      return gateway.accountStatus('efs', GAME_USER_ID);
    case 'inMaintenance':
      return gateway.inMaintenance('efs');
    case 'goalProgress':
      return gateway.goalProgress({
        contentId: 'efs',
        gameUserId: GAME_USER_ID,
        metric: 'matches_played',
        from: new Date('2026-11-23T00:00:00Z'),
        to: new Date('2026-11-30T00:00:00Z'),
      });
    case 'deliver':
      return gateway.deliver(DELIVERY);
    case 'wasDelivered':
      return gateway.wasDelivered(DELIVERY.deliveryId);
  }
}

describe('the HTTP gateway', () => {
  const simulator = createGameSimulator();
  let platform: HostilePlatform;
  let reports: PlatformFailureReport[];
  let gateway: GamePlatformGateway;

  beforeAll(async () => {
    platform = await startHostilePlatform(simulator);
    gateway = createHttpGateway(platform.url, {
      timeoutMs: 300,
      log: (report) => reports.push(report),
    });
  });
  afterAll(async () => {
    await platform?.close();
  });
  beforeEach(() => {
    reports = [];
    platform.hugeBytesWritten = 0;
    platform.followedRedirects = 0;
    for (const call of PLATFORM_CALLS) platform.sabotage(call, null);
  });

  it('takes the answers of a platform that keeps to the format', async () => {
    simulator.setProgress(GAME_USER_ID, 'matches_played', 7);
    expect(await ask(gateway, 'accountStatus')).toEqual({
      exists: true,
      deleted: false,
      country: 'us',
      featureAvailable: true,
    });
    expect(await ask(gateway, 'inMaintenance')).toBe(false);
    expect(await ask(gateway, 'goalProgress')).toBe(7);
    expect(await ask(gateway, 'wasDelivered')).toBe(false);
    expect(await ask(gateway, 'deliver')).toEqual({ ok: true });
    expect(await ask(gateway, 'wasDelivered')).toBe(true);
    expect(reports).toEqual([]);
  });

  it('reads a country code in capitals as the same code', async () => {
    platform.sabotage('accountStatus', {
      name: 'capitals',
      answer: () => ({
        status: 200,
        body: JSON.stringify({ ...GOOD_ANSWERS.accountStatus, country: 'JP' }),
      }),
    });
    expect(await ask(gateway, 'accountStatus')).toMatchObject({ country: 'jp' });
  });

  it('takes a refusal for good only from a 4xx carrying the platform’s reason', async () => {
    const refuse = (status: number, body: string) =>
      platform.sabotage('deliver', { name: `${status}`, answer: () => ({ status, body }) });
    refuse(422, JSON.stringify({ reason: 'game account deleted' }));
    expect(await ask(gateway, 'deliver')).toEqual({
      ok: false,
      permanent: true,
      reason: 'game account deleted',
    });
    // "Not now" statuses, and a 4xx that is not the platform's refusal, are temporary.
    for (const [status, body] of [
      [429, JSON.stringify({ reason: 'slow down' })],
      [408, JSON.stringify({ reason: 'timeout' })],
      [403, '<html>Forbidden by the proxy</html>'],
      [422, JSON.stringify({ reason: '' })],
      [400, ''],
    ] as const) {
      refuse(status, body);
      expect(await ask(gateway, 'deliver'), `${status} ${body}`).toMatchObject({
        ok: false,
        permanent: false,
      });
    }
    // A long reason is kept bounded.
    refuse(422, JSON.stringify({ reason: 'x'.repeat(5000) }));
    const long = (await ask(gateway, 'deliver')) as { reason: string };
    expect(long.reason.length).toBe(500);
  });

  for (const call of PLATFORM_CALLS) {
    for (const bad of badAnswersFor(call)) {
      it(`${call}: ${bad.name} is a failure of the platform, logged once without the URL`, async () => {
        platform.sabotage(call, bad);
        const outcome = await ask(gateway, call).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        if (call === 'deliver') {
          // Never a success, never a refusal for good: retried, then compensated.
          expect(outcome).toEqual({
            value: { ok: false, permanent: false, reason: expect.any(String) },
          });
        } else {
          expect(outcome).toEqual({ error: expect.any(PlatformFailure) });
          expect((outcome as { error: PlatformFailure }).error.call).toBe(call);
        }
        expect(reports).toHaveLength(1);
        const [report] = reports;
        expect(report).toMatchObject({ call });
        expect((report!.preview ?? '').length).toBeLessThanOrEqual(PREVIEW_CHARS);
        expect(JSON.stringify(report)).not.toContain(GAME_USER_ID);
        expect(platform.followedRedirects).toBe(0);
        if (bad.name === 'a 50 MB body') {
          expect(report!.failure).toBe('too_large');
          // Reading stopped near the bound: the rest of the 50 MB was never taken.
          expect(platform.hugeBytesWritten).toBeLessThan(HUGE_BODY_BYTES);
        }
        if (bad.name.includes('past the timeout')) expect(report!.failure).toBe('timeout');
        if (bad.name.startsWith('a redirect')) expect(report!.failure).toBe('redirect');
      });
    }
  }

  it('refuses a body whose declared length is over the bound before reading it', async () => {
    platform.sabotage('inMaintenance', {
      name: 'declared',
      answer: () => ({
        status: 200,
        headers: { 'content-length': String(MAX_ANSWER_BYTES + 1) },
        body: `{"maintenance":false,"pad":"${'x'.repeat(MAX_ANSWER_BYTES - 30)}"}`,
      }),
    });
    await expect(ask(gateway, 'inMaintenance')).rejects.toMatchObject({ failure: 'too_large' });
  });

  it('is unreachable, not a success, when nothing listens', async () => {
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createHttpGateway(`http://127.0.0.1:${port}`, {
      timeoutMs: 300,
      log: (report) => reports.push(report),
    });
    await expect(ask(nowhere, 'goalProgress')).rejects.toMatchObject({ failure: 'unreachable' });
    expect(await ask(nowhere, 'deliver')).toMatchObject({ ok: false, permanent: false });
    expect(reports.map((r) => r.failure)).toEqual(['unreachable', 'unreachable']);
  });
});

describe('the checked gateway', () => {
  const simulator = createGameSimulator();
  let reports: PlatformFailureReport[];
  const checked = checkedGateway(simulator, (report) => reports.push(report));
  const original = { ...simulator };
  beforeEach(() => {
    reports = [];
    Object.assign(simulator, original);
  });

  it('passes the simulator’s answers through', async () => {
    simulator.setProgress(GAME_USER_ID, 'matches_played', 4);
    expect(await ask(checked, 'goalProgress')).toBe(4);
    expect(await ask(checked, 'accountStatus')).toMatchObject({ exists: true, country: 'us' });
    expect(await ask(checked, 'deliver')).toEqual({ ok: true });
    expect(await ask(checked, 'wasDelivered')).toBe(true);
    expect(reports).toEqual([]);
  });

  for (const value of [Number.NaN, -1, 2.5, Infinity, -Infinity, 1e15, '12', null, undefined]) {
    it(`refuses a goal count of ${String(value)} from any gateway`, async () => {
      simulator.goalProgress = async () => value as number;
      await expect(ask(checked, 'goalProgress')).rejects.toBeInstanceOf(PlatformFailure);
      expect(reports).toEqual([
        { call: 'goalProgress', failure: 'unparsable', preview: expect.any(String) },
      ]);
    });
  }

  it('refuses answers of the wrong shape for every other call', async () => {
    simulator.inMaintenance = async () => 'no' as unknown as boolean;
    simulator.wasDelivered = async () => 1 as unknown as boolean;
    simulator.accountStatus = async () =>
      ({ exists: true, deleted: false }) as unknown as Awaited<
        ReturnType<GamePlatformGateway['accountStatus']>
      >;
    simulator.deliver = async () => ({ ok: 'yes' }) as unknown as { ok: true };
    await expect(ask(checked, 'inMaintenance')).rejects.toBeInstanceOf(PlatformFailure);
    await expect(ask(checked, 'wasDelivered')).rejects.toBeInstanceOf(PlatformFailure);
    await expect(ask(checked, 'accountStatus')).rejects.toBeInstanceOf(PlatformFailure);
    expect(await ask(checked, 'deliver')).toMatchObject({ ok: false, permanent: false });
    expect(reports.map((r) => r.call)).toEqual([
      'inMaintenance',
      'wasDelivered',
      'accountStatus',
      'deliver',
    ]);
  });
});
