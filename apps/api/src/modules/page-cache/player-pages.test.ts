import { describe, expect, it } from 'vitest';
import { createPlayerPages, type Rendered } from './player-pages';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28) + ms);

describe('player pages', () => {
  /** Pages of one route, counting its renders; each render says which render it was. */
  function route(maxPlayers?: number) {
    const pages = createPlayerPages(maxPlayers);
    let renders = 0;
    const read = async (
      userId: string,
      sources: unknown[],
      now: Date,
      options: { until?: number; keep?: boolean } = {},
    ) =>
      (
        await pages.get(userId, sources, now, {
          until: () => options.until ?? Number.POSITIVE_INFINITY,
          render: async (): Promise<Rendered> => ({
            text: `render ${++renders}`,
            keep: options.keep ?? true,
          }),
        })
      ).toString();
    return { read, renders: () => renders };
  }

  it('sends the page rendered before while every source is the same value', async () => {
    const { read, renders } = route();
    const facts = { balance: 100 };
    expect(await read('a', ['en', facts, 100], at(0))).toBe('render 1');
    expect(await read('a', ['en', facts, 100], at(1_000))).toBe('render 1');
    // Another player has a page of their own.
    expect(await read('b', ['en', facts, 100], at(1_000))).toBe('render 2');
    expect(renders()).toBe(2);
  });

  it('renders again when a source changes: another object, another value, more or fewer', async () => {
    const { read } = route();
    const facts = { balance: 100 };
    expect(await read('a', ['en', facts], at(0))).toBe('render 1');
    // The same contents in a new object (the facts read again) are another source.
    expect(await read('a', ['en', { balance: 100 }], at(0))).toBe('render 2');
    expect(await read('a', ['ja', { balance: 100 }], at(0))).toBe('render 3');
    const again = { balance: 100 };
    expect(await read('a', ['ja', again], at(0))).toBe('render 4');
    expect(await read('a', ['ja', again, 'account'], at(0))).toBe('render 5');
    expect(await read('a', ['ja', again], at(0))).toBe('render 6');
  });

  it('holds from its render until the time it names, and never for a clock set back', async () => {
    const { read } = route();
    expect(await read('a', ['en'], at(1_000), { until: at(5_000).getTime() })).toBe('render 1');
    expect(await read('a', ['en'], at(4_999))).toBe('render 1');
    expect(await read('a', ['en'], at(5_000), { until: at(9_000).getTime() })).toBe('render 2');
    expect(await read('a', ['en'], at(4_000))).toBe('render 3');
  });

  it('does not keep a page that shows something not known yet', async () => {
    const { read } = route();
    expect(await read('a', ['en'], at(0), { keep: false })).toBe('render 1');
    expect(await read('a', ['en'], at(0))).toBe('render 2');
    expect(await read('a', ['en'], at(0))).toBe('render 2');
    // Nor does it leave the page before it in place: that one is older than what was shown.
    expect(await read('a', ['ja'], at(0), { keep: false })).toBe('render 3');
    expect(await read('a', ['en'], at(0))).toBe('render 4');
  });

  it('keeps at most its number of players, the one rendered longest ago going first', async () => {
    const { read } = route(2);
    await read('a', ['en'], at(0));
    await read('b', ['en'], at(0));
    await read('c', ['en'], at(0));
    expect(await read('b', ['en'], at(0))).toBe('render 2');
    expect(await read('c', ['en'], at(0))).toBe('render 3');
    expect(await read('a', ['en'], at(0))).toBe('render 4');
  });
});
