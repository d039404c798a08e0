import { describe, expect, it } from 'vitest';
import { catalogueItem as item, catalogueOf } from '../../test/catalogue';
import type { Catalogue } from '../items/catalogue';
import { nextBoundary } from '../items/catalogue-boundary';
import { createVisitorCache } from './visitor-cache';

const at = (iso: string) => new Date(iso);

describe('visitor cache', () => {
  it('renders once per language and catalogue, and again past a boundary or for an earlier time', () => {
    const pages = createVisitorCache<Catalogue, 'en' | 'fr'>(nextBoundary);
    const catalogue = catalogueOf(item({ validTo: at('2026-11-21T11:00:00Z') }));
    let renders = 0;
    const render = () => ({ n: ++renders });
    const get = (iso: string, language: 'en' | 'fr' = 'en', from = catalogue) =>
      pages.get(from, language, at(iso), render).toString();

    expect(get('2026-11-21T10:00:00Z')).toBe('{"n":1}');
    expect(get('2026-11-21T10:59:59Z')).toBe('{"n":1}');
    expect(get('2026-11-21T10:30:00Z', 'fr')).toBe('{"n":2}');
    expect(get('2026-11-21T11:00:00Z')).toBe('{"n":3}');
    expect(get('2026-11-21T10:00:00Z')).toBe('{"n":4}');
    expect(get('2026-11-21T10:00:00Z', 'en', catalogueOf(item({})))).toBe('{"n":5}');
  });

  it('keeps at most its bound of keys, dropping the oldest', () => {
    const pages = createVisitorCache<object, number>(() => Number.POSITIVE_INFINITY, 2);
    const source = {};
    let renders = 0;
    const get = (key: number) =>
      pages.get(source, key, at('2026-11-21T10:00:00Z'), () => ++renders);
    get(1);
    get(2);
    get(3); // drops 1
    expect(renders).toBe(3);
    get(3);
    get(2);
    expect(renders).toBe(3);
    get(1);
    expect(renders).toBe(4);
  });
});
