import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameSimulator } from './simulator';

describe('game platform simulator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes its latency on every call, as a real platform does, not only on deliveries', async () => {
    const simulator = createGameSimulator({ latencyMs: 50 });
    const calls = {
      deliver: simulator.deliver({
        deliveryId: 'd-1',
        contentId: 'efs',
        gameUserId: 'US-EFS-1',
        sku: 'efs.coins-100',
        platform: 'steam',
      }),
      wasDelivered: simulator.wasDelivered('d-1'),
      accountStatus: simulator.accountStatus('efs', 'US-EFS-1'),
      inMaintenance: simulator.inMaintenance('efs'),
    };
    const answered = new Set<string>();
    for (const [name, call] of Object.entries(calls)) void call.then(() => answered.add(name));

    await vi.advanceTimersByTimeAsync(49);
    expect([...answered]).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect([...answered].sort()).toEqual([
      'accountStatus',
      'deliver',
      'inMaintenance',
      'wasDelivered',
    ]);
    expect(await calls.accountStatus).toMatchObject({ exists: true, country: 'us' });
  });
});
