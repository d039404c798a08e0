import { describe, expect, it } from 'vitest';
import { diffChange } from './change-diff';

describe('diffChange', () => {
  it('lists only the fields that differ, nested objects as paths', () => {
    const before = {
      version: 2,
      status: 'draft',
      texts: { en: { title: 'Winter', body: 'Soon.' }, ja: { title: '冬' } },
      attributes: { thumbnail_ja: null },
    };
    const after = {
      version: 3,
      status: 'draft',
      texts: { en: { title: 'Winter', body: 'Now.' }, ja: { title: '冬カップ' } },
      attributes: { thumbnail_ja: null },
    };
    expect(diffChange(before, after)).toEqual([
      { path: 'version', kind: 'changed', before: 2, after: 3 },
      { path: 'texts.en.body', kind: 'changed', before: 'Soon.', after: 'Now.' },
      { path: 'texts.ja.title', kind: 'changed', before: '冬', after: '冬カップ' },
    ]);
  });

  it('names fields added and removed, after the changed ones in their order', () => {
    const before = { texts: { en: { title: 'A' }, fr: { title: 'B' } }, sort_order: 1 };
    const after = { texts: { en: { title: 'A' }, de: { title: 'C' } }, sort_order: 1 };
    expect(diffChange(before, after)).toEqual([
      { path: 'texts.de.title', kind: 'added', after: 'C' },
      { path: 'texts.fr.title', kind: 'removed', before: 'B' },
    ]);
  });

  it('keeps lists of plain values whole and walks lists of objects by index', () => {
    const before = {
      target_countries: ['jp', 'hk'],
      prizes: [
        { quantity: 1, texts: { en: { name: 'Tour' } } },
        { quantity: 5, texts: { en: { name: 'Shirt' } } },
      ],
    };
    const after = {
      target_countries: ['jp'],
      prizes: [
        { quantity: 2, texts: { en: { name: 'Tour' } } },
        { quantity: 5, texts: { en: { name: 'Shirt' } } },
      ],
    };
    expect(diffChange(before, after)).toEqual([
      { path: 'target_countries', kind: 'changed', before: ['jp', 'hk'], after: ['jp'] },
      { path: 'prizes[0].quantity', kind: 'changed', before: 1, after: 2 },
    ]);
    expect(diffChange({ list: ['jp', 'hk'] }, { list: ['jp', 'hk'] })).toEqual([]);
  });

  it('treats a missing side as nothing: a create adds every field, a delete removes them', () => {
    expect(diffChange(null, { status: 'new', texts: { en: { title: 'T' } } })).toEqual([
      { path: 'status', kind: 'added', after: 'new' },
      { path: 'texts.en.title', kind: 'added', after: 'T' },
    ]);
    expect(diffChange({ id: 'x' }, null)).toEqual([{ path: 'id', kind: 'removed', before: 'x' }]);
    expect(diffChange(null, null)).toEqual([]);
  });

  it('tells a value from an object that replaces it, and keeps empty objects as values', () => {
    expect(diffChange({ job: null }, { job: { status: 'queued' } })).toEqual([
      { path: 'job.status', kind: 'added', after: 'queued' },
      { path: 'job', kind: 'removed', before: null },
    ]);
    expect(diffChange({ images: {} }, { images: {} })).toEqual([]);
    expect(diffChange({ flag: 0 }, { flag: false })).toEqual([
      { path: 'flag', kind: 'changed', before: 0, after: false },
    ]);
  });
});
