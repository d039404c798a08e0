import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { locale, signInAtProvider, startSignIn, text, useEnglish } from '../support';

const NEW_MARK_MS = 259_200_000;

interface NoticeJson {
  reason_id: string;
  notice_title: string;
  public_start_date: string;
}

async function visitorNotices(
  page: Page,
  query = '',
): Promise<{
  notices: NoticeJson[];
  total: number;
}> {
  const answer = await (await page.request.get(`/api/v1/notice?lang=en${query}`)).json();
  return { notices: answer.data.notices_list, total: answer.pagination.total };
}

async function axe(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${label}: ${violation.id} ${violation.nodes[0]?.target}`,
    ),
  ).toEqual([]);
}

test('a news card says NEW until exactly three days after its start, by the browser’s clock', async ({
  page,
}) => {
  await useEnglish(page);
  const { notices } = await visitorNotices(page);
  const notice = notices[1]!;
  const start = Date.parse(notice.public_start_date);
  const card = page.getByRole('listitem').filter({ hasText: notice.notice_title });

  await page.clock.setFixedTime(start + NEW_MARK_MS - 60_000);
  await page.goto('/news');
  await expect(card.getByText(text('content.new'), { exact: true })).toBeVisible();

  await page.clock.setFixedTime(start + NEW_MARK_MS);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByText(text('content.new'), { exact: true })).toHaveCount(0);
  // Only the date part, in UTC, as the language writes it.
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(start);
  await expect(card.locator('time')).toHaveText(date);
});

test('the news list pages as "Page X of Y", in the URL, and a detail opens from its card', async ({
  page,
}) => {
  await useEnglish(page);
  const { total } = await visitorNotices(page);
  const pages = Math.ceil(total / 8);
  expect(pages).toBeGreaterThan(1);
  const second = await visitorNotices(page, '&page=2');

  await page.goto('/news');
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(page.locator('.content-card')).toHaveCount(8);
  await page.getByRole('link', { name: text('common.next') }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page.locator('.content-card').first()).toContainText(
    second.notices[0]!.notice_title,
  );
  await page.reload();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();

  await page.locator('.content-card').first().getByRole('link').click();
  await expect(page).toHaveURL(`/news/${second.notices[0]!.reason_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.notices[0]!.notice_title);
  await expect(page).toHaveTitle(new RegExp(second.notices[0]!.notice_title.slice(0, 20)));

  // A notice that does not exist, is not public yet, or is not for this country: not found.
  for (const path of [
    '/news/no-such-notice',
    '/news/n-new-year-event',
    '/news/n-hk-celebration',
    '/news/UPPER',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      text('error.notFoundTitle'),
    );
  }
});

test('topics: three on the home page with More, the list, and a detail', async ({ page }) => {
  await useEnglish(page);
  const topics = await (await page.request.get('/api/v1/new?lang=en')).json();
  expect(topics.pagination.total).toBeGreaterThan(3);
  await page.goto('/');
  const section = page.getByRole('region', { name: text('home.topicsTitle') });
  await expect(section.locator('.content-card')).toHaveCount(3);
  await section.getByRole('link', { name: text('home.moreTopics') }).click();
  await expect(page).toHaveURL(/\/topic\/news\/list$/);
  await expect(page.locator('.content-card')).toHaveCount(topics.pagination.total);
  await page.locator('.content-card').first().getByRole('link').click();
  await expect(page).toHaveURL(`/topic/news/${topics.data.news_list[0].reason_id}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

/**
 * The carousel's code is fetched once its place nears the viewport, below the first screen: the
 * test scrolls there as a visitor would, once the topics above it have taken their room.
 */
async function scrollToCarousel(page: Page) {
  await expect(page.getByRole('region', { name: text('home.topicsTitle') })).toBeVisible();
  await page.locator('.carousel').first().scrollIntoViewIfNeeded();
}

for (const [width, perPage] of [
  [1280, 3],
  [375, 1],
] as const) {
  test(`the carousel shows ${perPage} banner${perPage > 1 ? 's' : ''} a page at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await useEnglish(page);
    await page.goto('/');
    await scrollToCarousel(page);
    const carousel = page.getByRole('region', { name: text('content.carouselLabel') });
    await expect(carousel.locator('.carousel__slide img').first()).toBeVisible();
    const shown = await carousel.evaluate((element) => {
      const frame = element.querySelector('.carousel__viewport')!.getBoundingClientRect();
      return [...element.querySelectorAll('.carousel__slide img')].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(shown).toBe(perPage);
    // Arrows and one dot per page; the next arrow turns the page.
    const dots = carousel.getByRole('button', { name: /Show banners, page/ });
    await expect(dots).toHaveCount(Math.ceil(5 / perPage));
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: text('content.nextSlides') }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await context.close();
  });
}

/** The carousel's autoplay delay (`CAROUSEL.autoplayMs` in packages/contracts). */
const AUTOPLAY_MS = 3_500;

test('the carousel turns by itself, but not for reduced motion nor while it holds focus', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion,
    });
    const page = await context.newPage();
    // The page's timers run on a clock the test controls: once the carousel shows, time stands
    // still but when the test moves it, so nothing is waited for on the wall clock.
    await page.clock.install();
    await useEnglish(page);
    await page.goto('/');
    await scrollToCarousel(page);
    const dots = page.locator('.carousel__dot');
    await expect(dots.first()).toBeVisible();
    // A moment ahead of the page's time, however long this call takes to arrive; a turn in
    // between is fine: the test compares with the page shown once time stands.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    const current = () =>
      dots.evaluateAll((all) =>
        all.findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
      );
    const shown = await current();
    // Past the autoplay delay, with the slide's animation frames (one turn at most: two pages).
    await page.clock.runFor(AUTOPLAY_MS + 1_000);
    expect((await current()) !== shown, reducedMotion).toBe(reducedMotion === 'no-preference');
    if (reducedMotion === 'no-preference') {
      // Focus in the carousel stops it where it is.
      await page.getByRole('button', { name: text('content.nextSlides') }).focus();
      const before = await current();
      await page.clock.runFor(AUTOPLAY_MS * 3);
      expect(await current()).toBe(before);
    }
    await context.close();
  }
});

test('a popup shows once to a signed-in player and not again after a reload', async ({ page }) => {
  await useEnglish(page);
  await startSignIn(page);
  await signInAtProvider(page, 'player-hk', { keepPopups: true });
  const popup = page.locator('dialog.popup[open]');
  await expect(popup).toBeVisible();
  const title = (await popup.getByRole('heading').first().textContent())!;
  // Its button opens the detail in a new tab.
  await expect(popup.getByRole('link')).toHaveAttribute('target', '_blank');
  await axe(page, 'popup');
  const seen = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/popup') && response.request().method() === 'POST',
  );
  // player-hk reads Traditional Chinese.
  await popup
    .getByRole('button', { name: text('common.close', locale('zh-tw')) })
    .last()
    .click();
  expect((await seen).status()).toBe(200);
  await expect(popup).toHaveCount(0);
  const next = page.waitForResponse((response) => response.url().includes('/api/v1/popup'));
  await page.reload();
  await expect(page.getByRole('banner').getByTestId('nickname')).toBeVisible();
  // The next visit may bring the next popup, never the one closed.
  expect((await (await next).json()).data.popup?.popup_languages[0].title).not.toBe(title);
  await expect(
    page.locator('dialog.popup[open]').getByRole('heading', { name: title }),
  ).toHaveCount(0);
});

for (const [account, country] of [
  ['player-jp', 'gb-japan'],
  ['player-us', 'gb-americas'],
] as const) {
  test(`the game banner follows ${account}’s country and the screen width`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await useEnglish(page);
    await startSignIn(page);
    await signInAtProvider(page, account);
    await expect(page.getByRole('banner').getByTestId('nickname')).toBeVisible();
    const banner = page.getByTestId('game-banner').locator('img');
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain(`/content/banners/${country}-pc`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain(`/content/banners/${country}-sp`);
    // The banner is not on the item detail route.
    await page.goto('/items/coins-100');
    await expect(page.getByTestId('game-banner')).toHaveCount(0);
    await context.close();
  });
}

test('/general is the games-store landing, usable signed out, with its FAQ', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/general?utm_campaign=points_home_efootball');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('general.title'));
  expect(await page.evaluate(() => localStorage.getItem('isLp'))).toBe('true');
  const question = page.getByText(text('general.faq.account.q'));
  await question.click();
  await expect(page.getByText(text('general.faq.account.a'))).toBeVisible();
  await page.getByRole('button', { name: text('general.open') }).click();
  await expect(page).toHaveURL(/\/games-store$/);
  // Elsewhere on the site the landing flag is reset.
  await page.goto('/news');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isLp'))).toBe('false');
});

test('/general shows its not-in-your-country page to a player outside Japan', async ({ page }) => {
  await useEnglish(page);
  await startSignIn(page);
  await signInAtProvider(page, 'player-us');
  await expect(page.getByRole('banner').getByTestId('nickname')).toBeVisible();
  await page.goto('/general');
  // player-us reads American English.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('general.notAvailableTitle', locale('en-us')),
  );
});

test('axe finds no violations on home, /news, a news detail, topics and /general', async ({
  browser,
}) => {
  // Twelve axe runs: a budget for a busy machine, not a speed.
  test.setTimeout(300_000);
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await useEnglish(page);
    for (const path of [
      '/',
      '/news',
      '/news/n-winter-cup-pack',
      '/topic/news/list',
      '/topic/news/t-how-points-work',
      '/general',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axe(page, `${path} at ${width}`);
    }
    await context.close();
  }
});

test('a player’s opened notice reads as read in the list; the home store promotion shows', async ({
  page,
}) => {
  await useEnglish(page);
  await startSignIn(page);
  await signInAtProvider(page, 'player-jp');
  await expect(page.getByRole('banner').getByTestId('nickname')).toBeVisible();
  await page.goto('/news');
  const first = page.locator('.content-card').first();
  await expect(first).not.toHaveClass(/content-card--read/);
  const title = (await first.locator('.content-card__title').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(page.locator('.content-card').first()).toHaveClass(/content-card--read/);

  await page.goto('/');
  // player-jp reads Japanese: Japan's own message.
  const ja = locale('ja');
  const promotion = page.locator('.store-promotion');
  await expect(promotion).toContainText(text('home.storePromotion.jpHk', ja));
  const button = promotion.getByRole('link').first();
  await expect(button).toHaveAttribute(
    'href',
    /\/general\?utm_source=points&utm_medium=home&utm_campaign=points_home_/,
  );
});
