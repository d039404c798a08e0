import { describe, expect, it } from 'vitest';
import { publicationOf } from './publication';

const now = new Date('2026-06-01T12:00:00Z');

describe('publicationOf', () => {
  it('keeps drafts and withdrawn things as they are, whatever their dates', () => {
    expect(publicationOf('draft', '2030-01-01T00:00:00Z', null, now)).toEqual({ state: 'draft' });
    expect(publicationOf('unpublished', '2020-01-01T00:00:00Z', null, now)).toEqual({
      state: 'unpublished',
    });
  });

  it('says a published thing is scheduled before its start, live in its window, ended after', () => {
    expect(publicationOf('published', '2026-06-02T00:00:00Z', null, now)).toEqual({
      state: 'scheduled',
      from: '2026-06-02T00:00:00Z',
    });
    expect(publicationOf('published', '2026-06-01T12:00:00Z', null, now)).toEqual({
      state: 'live',
    });
    expect(publicationOf('published', null, '2026-06-01T12:00:01Z', now)).toEqual({
      state: 'live',
    });
    expect(publicationOf('published', '2026-01-01T00:00:00Z', '2026-06-01T12:00:00Z', now)).toEqual(
      {
        state: 'ended',
        at: '2026-06-01T12:00:00Z',
      },
    );
  });
});
