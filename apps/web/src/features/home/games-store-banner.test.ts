import { describe, expect, it } from 'vitest';
import { gamesStoreOpenTo } from './home-page';

describe('the games store banner on the home page', () => {
  it('is shown only where the store can serve the viewer', () => {
    expect(gamesStoreOpenTo({ country: 'jp' })).toBe(true);
    expect(gamesStoreOpenTo({ country: 'JP' })).toBe(true);
    // player-us would land on "not available in your country": no banner leads there.
    expect(gamesStoreOpenTo({ country: 'us' })).toBe(false);
    expect(gamesStoreOpenTo({ country: 'hk' })).toBe(false);
    // A visitor's country is checked by the landing page itself.
    expect(gamesStoreOpenTo(null)).toBe(true);
  });
});
