import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameAppLink } from '@points/contracts';
import { createGameAccountCache } from './game-accounts';
import { createGameSimulator } from './simulator';

const apps: GameAppLink[] = [
  { content_id: 'efm', platform: 'ios', game_user_id: 'US-EFM-1' },
  { content_id: 'efs', platform: 'steam', game_user_id: 'US-EFS-1' },
];

describe('game account statuses kept for pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the same map while every answer is fresh, a new one once any is asked again', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const gateway = createGameSimulator();
    let asked = 0;
    const ask = gateway.accountStatus.bind(gateway);
    gateway.accountStatus = (contentId, gameUserId) => {
      asked++;
      return ask(contentId, gameUserId);
    };
    const cache = createGameAccountCache(gateway, {
      ttlMs: 60_000,
      timeoutMs: 800,
      maxEntries: 10,
    });

    const first = await cache.statuses(apps);
    expect([...first.keys()]).toEqual(['efm:US-EFM-1', 'efs:US-EFS-1']);
    expect(asked).toBe(2);
    const second = await cache.statuses(apps);
    const third = await cache.statuses(apps);
    expect(third).toBe(second);
    expect([...third]).toEqual([...first]);
    expect(asked).toBe(2);
    // Another list of the same accounts gets a map of its own, with the same answers.
    const other = await cache.statuses([...apps]);
    expect(other).not.toBe(second);
    expect([...other]).toEqual([...second]);

    // Past the lifetime the platform is asked again, and the map is made anew.
    now += 60_000;
    const later = await cache.statuses(apps);
    expect(asked).toBe(4);
    const again = await cache.statuses(apps);
    expect(again).not.toBe(second);
    expect([...again]).toEqual([...first]);
    expect(later.size).toBe(2);
  });

  it('keeps no map of an account the platform did not answer for', async () => {
    const gateway = createGameSimulator();
    gateway.accountStatus = () => Promise.reject(new Error('platform down'));
    const cache = createGameAccountCache(gateway, {
      ttlMs: 60_000,
      timeoutMs: 800,
      maxEntries: 10,
    });
    expect((await cache.statuses(apps)).size).toBe(0);
    const ask = createGameSimulator();
    gateway.accountStatus = ask.accountStatus.bind(ask);
    expect((await cache.statuses(apps)).size).toBe(2);
  });
});
