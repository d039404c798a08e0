import type { Catalogue, CatalogueItem } from '../modules/items/catalogue';

/** A catalogue item with defaults (unlimited, no period, no bars), overridden as the test needs. */
export const catalogueItem = (overrides: Partial<CatalogueItem>): CatalogueItem => ({
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

export const catalogueOf = (...items: CatalogueItem[]): Catalogue => ({
  groups: [],
  items,
  byId: new Map(items.map((entry) => [entry.id, entry])),
});
