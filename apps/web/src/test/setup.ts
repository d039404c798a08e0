import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Dates add the player's local time where it differs from UTC (lib/dates.ts): the tests read the
// site as a player in UTC sees it, whatever zone the machine is in; a test that wants another
// zone passes it to the helper.
process.env.TZ = 'UTC';

// findBy… and waitFor wait for a condition, not for a time: on a busy machine a lazy page's first
// import can take more than the library's default second, which is no failure of the page.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: media queries never match, as on a page with no screen.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// Preact runs effects after the next frame, or after 100 ms if no frame comes
// (preact/hooks' afterPaint). A file's last render can leave that timer pending when its tests
// end; it must fire while the page still exists, not after the environment is torn down (then it
// fails with "cancelAnimationFrame is not defined"). A later timer of a longer delay fires after
// it, whatever the machine's load: timers run in the order they are due.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 110)));
