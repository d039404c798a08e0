import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Route } from 'react-router';
import { renderConsolePage } from '../test/console-page';
import { AREAS } from './areas';
import { initI18n } from './i18n';

beforeAll(() => {
  initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An i18n key shown as it is, untranslated: `fields.name`, or an area's own bare `title`. */
const looksLikeAKey = (text: string) =>
  /^[a-z][A-Za-z_]*(\.[A-Za-z_0-9]+)+$/.test(text) ||
  ['title', 'new', 'filters', 'caption', 'nav', 'saved', 'periods'].includes(text);

/** What a screen reader or an operator reads on the page: its texts and its labels. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label]')) {
    texts.push(element.getAttribute('aria-label')!);
  }
  return texts;
}

/** The areas built on the record pages (components/records), each with a namespace of its own. */
const RECORD_AREAS = ['items', 'coupons', 'earning', 'lotteries', 'festivals'];

// Every page of theirs that opens without a record: the lists and the new records' forms.
const pages = AREAS.filter((area) => RECORD_AREAS.includes(area.namespace)).flatMap((area) =>
  area.routes
    .filter((route) => !route.path.includes(':'))
    .map((route) => [area.namespace, route.path, route.element] as const),
);

describe('the record areas of the console', () => {
  it.each(pages)('%s: /%s shows its texts in English and Japanese', async (_area, path, page) => {
    // Every read answers an empty list (a list page, the item groups, the lottery campaigns).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          status_code: 200,
          data: [],
          pagination: { total: 0, page: 1, per_page: 25 },
        }),
      ),
    );
    for (const language of ['en', 'ja']) {
      await i18next.changeLanguage(language);
      renderConsolePage('editor', `/${path}`, <Route path={`/${path}`} element={page} />);
      const heading = await screen.findByRole('heading', { level: 1 });
      // The page has what it waits for (a list's rows, a form's fields) once it says no more that it loads.
      await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(heading.textContent).not.toBe('');
      expect(shownTexts().filter(looksLikeAKey)).toEqual([]);
      cleanup();
    }
  });
});
