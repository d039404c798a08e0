import { expect, test } from '@playwright/test';
import { signInFromHeader, useEnglish } from '../support';
import { checkEveryPage } from './layout-sweep';

// Its own file: the sweep is long, and the browser suite's shards are planned by file.
test('no page scrolls sideways at 320 or 375 px in any language, as player-us', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await useEnglish(page);
  await signInFromHeader(page, 'player-us');
  expect(await checkEveryPage(page)).toEqual([]);
});
