import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueItem } from './catalogue';
import { nextBoundary } from './catalogue-boundary';

const item = (overrides: Partial<CatalogueItem>): CatalogueItem => ({
  id: 'x',
  groupId: 'g',
  sortOrder: 0,
  cost: 100,
  tradePointType: 'item',
  image: '/x.svg',
  exchangeLimit: null,
  reset: 'none',
  resetMinute: 0,
  validFrom: null,
  validTo: null,
  barredAccountCountries: [],
  barredGameCountries: [],
  texts: {},
  variants: [],
  ...overrides,
});
const catalogueOf = (...items: CatalogueItem[]): Catalogue => ({
  groups: [],
  items,
  byId: new Map(items.map((entry) => [entry.id, entry])),
});
const at = (iso: string) => new Date(iso);

describe('catalogue boundaries', () => {
  it('holds until the earliest reset, period start or period end', () => {
    const now = at('2026-11-21T10:00:00Z');
    expect(nextBoundary(catalogueOf(item({})), now)).toBe(Number.POSITIVE_INFINITY);
    expect(nextBoundary(catalogueOf(item({ reset: 'daily', resetMinute: 240 })), now)).toBe(
      Date.parse('2026-11-22T04:00:00Z'),
    );
    const opens = item({ validFrom: at('2026-11-21T12:00:00Z') });
    const closes = item({ validTo: at('2026-11-21T11:00:00Z') });
    const ended = item({ validTo: at('2026-11-01T00:00:00Z') });
    expect(nextBoundary(catalogueOf(opens), now)).toBe(Date.parse('2026-11-21T12:00:00Z'));
    expect(nextBoundary(catalogueOf(opens, closes, ended), now)).toBe(
      Date.parse('2026-11-21T11:00:00Z'),
    );
  });
});
