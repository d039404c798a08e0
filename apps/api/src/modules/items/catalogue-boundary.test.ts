import { describe, expect, it } from 'vitest';
import { catalogueItem as item, catalogueOf } from '../../test/catalogue';

import { nextBoundary } from './catalogue-boundary';

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
