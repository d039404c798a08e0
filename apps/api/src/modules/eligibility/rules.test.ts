import { describe, expect, it, vi } from 'vitest';
import { firstBlock, firstBlockAsking, once, type Rules } from './rules';

interface Shop {
  opensAt: number;
  price: number;
  barred: string[];
}
interface Facts {
  country: string;
  balance?: number;
  platformCountry?: string;
}
type Block = 'closed' | 'country' | 'platform_country' | 'points';

const RULES: Rules<Shop, Facts, Block> = [
  { block: 'closed', fails: (shop, _facts, now) => now.getTime() < shop.opensAt },
  { block: 'country', fails: (shop, facts) => shop.barred.includes(facts.country) },
  {
    block: 'platform_country',
    needs: 'platformCountry',
    applies: (shop) => shop.barred.length > 0,
    // Written to fail on an unknown fact, so that passing it over is the mechanism's doing.
    fails: (shop, facts) =>
      !(facts.platformCountry && !shop.barred.includes(facts.platformCountry)),
  },
  { block: 'points', needs: 'balance', fails: (shop, facts) => !(facts.balance! >= shop.price) },
];

const shop: Shop = { opensAt: 100, price: 50, barred: ['fr'] };
const at = (ms: number) => new Date(ms);

describe('firstBlock', () => {
  it('answers the first rule failed, in the list order', () => {
    expect(firstBlock(RULES, shop, { country: 'fr', balance: 0 }, at(0))).toBe('closed');
    expect(firstBlock(RULES, shop, { country: 'fr', balance: 0 }, at(200))).toBe('country');
    expect(firstBlock(RULES, shop, { country: 'jp', balance: 0 }, at(200))).toBe('points');
    expect(firstBlock(RULES, shop, { country: 'jp', balance: 50 }, at(200))).toBeNull();
  });

  it('passes over a rule whose fact is unknown, and one that does not apply', () => {
    expect(firstBlock(RULES, shop, { country: 'jp' }, at(200))).toBeNull();
    expect(firstBlock(RULES, shop, { country: 'jp', platformCountry: 'fr' }, at(200))).toBe(
      'platform_country',
    );
    const open = { ...shop, barred: [] };
    expect(firstBlock(RULES, open, { country: 'jp', platformCountry: 'fr' }, at(200))).toBeNull();
  });
});

describe('firstBlockAsking', () => {
  it('asks for a fact only once the rules before it passed', async () => {
    const platform = vi.fn(async () => 'fr');
    const closed = await firstBlockAsking(RULES, shop, { country: 'jp' }, at(0), {
      platformCountry: platform,
      balance: 'later',
    });
    expect(closed).toBe('closed');
    expect(platform).not.toHaveBeenCalled();
    const barred = await firstBlockAsking(RULES, shop, { country: 'jp' }, at(200), {
      platformCountry: platform,
      balance: 'later',
    });
    expect(barred).toBe('platform_country');
    expect(platform).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a rule that does not apply, and leaves a later fact to the write', async () => {
    const platform = vi.fn(async () => 'fr');
    const block = await firstBlockAsking(
      RULES,
      { ...shop, barred: [] },
      { country: 'jp' },
      at(200),
      {
        platformCountry: platform,
        balance: 'later',
      },
    );
    expect(block).toBeNull();
    expect(platform).not.toHaveBeenCalled();
  });

  it('reads a fact already known without asking, and asks a fact with no asker never', async () => {
    const balance = vi.fn(async () => 0);
    expect(
      await firstBlockAsking(RULES, shop, { country: 'jp', balance: 10 }, at(200), { balance }),
    ).toBe('points');
    expect(balance).not.toHaveBeenCalled();
    expect(await firstBlockAsking(RULES, shop, { country: 'jp' }, at(200), {})).toBeNull();
  });
});

describe('once', () => {
  it('runs the question once for every fact it answers', async () => {
    const ask = vi.fn(async () => ({ a: 1, b: 2 }));
    const game = once(ask);
    const [a, b] = await Promise.all([game().then((g) => g.a), game().then((g) => g.b)]);
    expect([a, b]).toEqual([1, 2]);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
