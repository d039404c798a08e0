import { describe, expect, it } from 'vitest';
import { barsCountry, targetsCountry } from './country-targeting';

describe('country targeting', () => {
  it('shows restricted content only in the listed countries, open content everywhere', () => {
    const jpAndHk = { countries: ['jp', 'hk'], restricted: true };
    expect(targetsCountry(jpAndHk, 'jp')).toBe(true);
    expect(targetsCountry(jpAndHk, 'HK')).toBe(true);
    expect(targetsCountry(jpAndHk, 'us')).toBe(false);
    expect(targetsCountry(jpAndHk, null)).toBe(false);
    const open = { countries: ['jp'], restricted: false };
    expect(targetsCountry(open, 'us')).toBe(true);
    expect(targetsCountry(open, null)).toBe(true);
  });

  it('bars the countries of a deny-list and nobody else', () => {
    expect(barsCountry(['jp'], 'jp')).toBe(true);
    expect(barsCountry(['jp'], 'JP')).toBe(true);
    expect(barsCountry(['jp'], 'us')).toBe(false);
    expect(barsCountry(['jp'], null)).toBe(false);
    expect(barsCountry([], 'jp')).toBe(false);
  });
});
