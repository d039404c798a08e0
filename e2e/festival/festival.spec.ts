import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInToConsole } from '../console/support';
import { expectAccessible, pointsIn, signInInEnglish, text } from '../support';

const FESTIVAL = 'e2e-fest';
const DAY_MS = 86_400_000;

/** A player signed in, in a browser of their own. */
async function playerPage(browser: Browser, loginId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInInEnglish(page, loginId);
  return page;
}

/** A console API call with the operator's token (the console keeps it in sessionStorage). */
async function consoleCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1/console${path}`, {
        method,
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('pp-console-token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return (await response.json()) as { status_code: number };
    },
    { method, path, body },
  );
}

const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const HOUR_DAYS = 1 / 24;

test.describe.configure({ mode: 'serial' });

test('a new festival: pre-register, the draw, a visitor with a companion, the code used once', async ({
  browser,
}) => {
  // A long flow with a pre-registration window on the server's clock and seven axe scans: given
  // room for a machine busy with other suites (no step's assertion depends on its speed).
  test.setTimeout(420_000);
  // Signed in first, so that pre-registering fits in the short period below.
  const operator = await (await browser.newContext()).newPage();
  await signInToConsole(operator, 'op-editor', '/console/festivals');
  const jp = await playerPage(browser, 'player-jp');
  const closesAt = Date.now() + 60_000;
  const created = await consoleCall(operator, 'POST', '/festivals', {
    id: FESTIVAL,
    published: true,
    pre_registration_from: at(-1),
    // Pre-registration closes in a minute: its period is committed, so the operator can
    // draw only once it has closed (the scheduled draw comes later).
    pre_registration_to: new Date(closesAt).toISOString(),
    draw_at: at(HOUR_DAYS * 2),
    registration_to: at(HOUR_DAYS * 3),
    event_starts_at: at(HOUR_DAYS * 4),
    event_ends_at: at(HOUR_DAYS * 6),
    reward_until: at(60),
    visitor_slots: 5,
    reward_points: 200,
    reward_expiry_days: 90,
    // Check-in opens a day before the event starts, so the suite checks the ticket in today.
    check_in_margin_minutes: 1440,
    image: '/content/festivals/summer-festival.svg',
    texts: {
      en: { name: 'E2E Festival', description: 'A festival for the suite.', venue: 'Pitch 3' },
    },
    version: null,
  });
  expect(created.status_code).toBe(200);

  // player-jp pre-registers on the festival's page.
  await expect
    .poll(async () => (await jp.request.get(`/api/v1/campaign-festival/${FESTIVAL}`)).status())
    .toBe(200);
  await jp.goto(`/campaign-festival/${FESTIVAL}`);
  await expect(jp.getByRole('heading', { level: 1 })).toHaveText('E2E Festival');
  await expect(
    jp.getByText(text('festival.phases.pre_registration'), { exact: true }),
  ).toBeVisible();
  await expectAccessible(jp);
  await jp.getByRole('button', { name: text('festival.next.preRegisterButton') }).click();
  await expect(jp.getByText(text('festival.next.preRegisteredTitle'))).toBeVisible();

  // Pre-registration is open: the console says when the draw can be made, not before.
  await operator.goto(`/console/festivals/${FESTIVAL}`);
  const draw = operator.getByRole('region', { name: 'Visitor draw' });
  await expect(
    draw.getByText(/Draw now is possible once pre-registration has closed/),
  ).toBeVisible();
  await expect(draw.getByRole('button', { name: 'Draw now' })).toHaveCount(0);
  // Once it has closed (as the server's clock sees it: the console offers the draw), the operator
  // draws now instead of waiting for the scheduled draw.
  await expect(async () => {
    await operator.reload();
    await expect(draw.getByRole('button', { name: 'Draw now' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: closesAt - Date.now() + 30_000 });
  await draw.getByRole('button', { name: 'Draw now' }).click();
  await draw.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(draw.getByText('The visitors are drawn.')).toBeVisible();

  // Drawn: player-jp registers as a visitor with a companion.
  // (Each try reloads and waits for the page: on a busy machine a load takes more than 3 s.)
  await expect(async () => {
    await jp.reload();
    await expect(jp.getByText(text('festival.next.drawnTitle'))).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  // The draw's proof is published on the festival's page.
  // Commitment, seed hash, seed and list hash.
  await expect(jp.getByText(/^[0-9a-f]{64}$/)).toHaveCount(4);
  await jp.getByRole('link', { name: text('festival.next.visitLink') }).click();
  await expect(jp).toHaveURL(new RegExp(`/campaign-festival-visit/${FESTIVAL}$`));
  const form = jp.getByRole('form', { name: text('festival.form.visitorTitle') });
  await form.getByRole('button', { name: text('festival.form.submit') }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toContainText(text('festival.errors.summary'));
  await expect(summary.getByRole('link')).toHaveCount(5);
  await expect(summary).toBeFocused();
  await expectAccessible(jp);
  const attendee = form.getByRole('group', { name: text('festival.form.attendeeType') });
  await attendee.getByLabel(text('festival.attendeeTypes.adult')).check();
  const age = form.getByRole('group', { name: text('festival.form.ageGroup') });
  await age.getByLabel(text('festival.ageGroups.17_and_under')).check();
  // Corrections are checked as they are made: an adult is 18 or older.
  await expect(age).toContainText(text('festival.errors.ageMismatch'));
  await age.getByLabel(text('festival.ageGroups.18_and_older')).check();
  await expect(age).not.toContainText(text('festival.errors.ageMismatch'));
  // Not attending: no companion, so that question goes away (the server refuses the pair).
  const attending = form.getByRole('group', { name: text('festival.form.attending') });
  await attending.getByLabel(text('festival.form.no')).check();
  await expect(form.getByRole('group', { name: text('festival.form.hasCompanion') })).toHaveCount(
    0,
  );
  await attending.getByLabel(text('festival.form.yes')).check();
  await form
    .getByRole('group', { name: text('festival.form.hasCompanion') })
    .getByLabel(text('festival.form.yes'))
    .check();
  // player-jp has a linked mobile account: it is shown, and no consent is asked.
  await expect(form.getByText('JP-EFCS-200001')).toBeVisible();
  await expect(form.getByLabel(text('festival.form.consent'))).toHaveCount(0);
  await form.getByLabel(text('festival.form.tick')).check();
  await form.getByRole('button', { name: text('festival.form.submit') }).click();

  const ticket = jp.getByRole('region', { name: text('festival.ticket.title') });
  await expect(ticket.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  const companionCodeBox = jp.getByRole('region', { name: text('festival.companionCode.title') });
  await expect(companionCodeBox).toContainText(text('festival.companionCode.unused'));
  const code = (await companionCodeBox.locator('code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const ticketCode = (await ticket.locator('code').innerText()).trim();
  await expectAccessible(jp);

  // player-hk registers as the companion with the code; the header says so.
  const hk = await playerPage(browser, 'player-hk');
  await hk.goto(`/campaign-festival-companion/${FESTIVAL}`);
  await expect(hk.getByRole('note')).toHaveText(text('header.companionNotice'));
  const companionForm = hk.getByRole('form', { name: text('festival.form.companionTitle') });
  await companionForm.getByLabel(text('festival.form.companionCode')).fill(code.toLowerCase());
  await companionForm
    .getByRole('group', { name: text('festival.form.attendeeType') })
    .getByLabel(text('festival.attendeeTypes.university'))
    .check();
  await companionForm
    .getByRole('group', { name: text('festival.form.ageGroup') })
    .getByLabel(text('festival.ageGroups.18_and_older'))
    .check();
  await companionForm.getByLabel(text('festival.form.tick')).check();
  await expectAccessible(hk);
  await companionForm.getByRole('button', { name: text('festival.form.submit') }).click();
  await expect(hk.getByRole('region', { name: text('festival.ticket.title') })).toBeVisible();
  await expect(hk.getByText(text('festival.register.registeredAs.companion'))).toHaveCount(0);
  await expect(hk.getByRole('region', { name: text('festival.registration.title') })).toContainText(
    text('festival.roles.companion'),
  );

  // A second use of the code, by a player with no linked mobile account: refused, 4048.
  const br = await playerPage(browser, 'player-nolink');
  await br.goto(`/campaign-festival-companion/${FESTIVAL}`);
  const brForm = br.getByRole('form', { name: text('festival.form.companionTitle') });
  await brForm.getByLabel(text('festival.form.companionCode')).fill(code);
  await brForm
    .getByRole('group', { name: text('festival.form.attendeeType') })
    .getByLabel(text('festival.attendeeTypes.adult'))
    .check();
  await brForm
    .getByRole('group', { name: text('festival.form.ageGroup') })
    .getByLabel(text('festival.ageGroups.18_and_older'))
    .check();
  await brForm.getByLabel(text('festival.form.tick')).check();
  // Without a linked mobile account, the consent is required.
  await brForm.getByRole('button', { name: text('festival.form.submit') }).click();
  await expect(brForm.getByRole('alert')).toContainText(text('festival.errors.consent'));
  await brForm.getByLabel(text('festival.form.consent')).check();
  await brForm.getByRole('button', { name: text('festival.form.submit') }).click();
  await expect(brForm.getByText(text('error.messages.4048')).first()).toBeVisible();
  await expectAccessible(br);

  // The visitor's page now says the companion registered.
  await jp.reload();
  await expect(
    jp.getByRole('region', { name: text('festival.companionCode.title') }),
  ).toContainText(text('festival.companionCode.used'));
  // The festival's page shows the registration, no longer the invitation to register.
  await jp.goto(`/campaign-festival/${FESTIVAL}`);
  const next = jp.getByRole('region', { name: text('festival.next.title') });
  await expect(next).toContainText(text('festival.next.registeredTitle.visitor'));
  await expect(next).toContainText(text('festival.next.companionRegistered'));
  await expect(next.getByText(text('festival.next.drawnTitle'))).toHaveCount(0);
  await next.getByRole('link', { name: text('festival.ticket.title') }).click();
  await expect(jp).toHaveURL(new RegExp(`/campaign-festival-visit/${FESTIVAL}$`));

  // On the day, the ticket is checked in once at the console.
  const checkIn = await consoleCall(operator, 'POST', `/festivals/${FESTIVAL}/check-in`, {
    ticket_code: ticketCode,
  });
  expect(checkIn.status_code).toBe(200);
  await jp.reload();
  await expect(jp.getByRole('region', { name: text('festival.ticket.title') })).toContainText(
    'Checked in on',
  );
});

test('player-us, pre-registered but not drawn, sees 4047 where visitors register', async ({
  page,
}) => {
  await signInInEnglish(page, 'player-us');
  await page.goto('/campaigns');
  await page.getByRole('link', { name: /Summer Football Festival/ }).click();
  await expect(page).toHaveURL(/\/campaign-festival\/summer-festival$/);
  await expect(page.getByText(text('festival.next.notDrawn'))).toBeVisible();
  await expectAccessible(page);
  await page.goto('/campaign-festival-visit/summer-festival');
  await expect(page.getByRole('alert')).toContainText(text('error.messages.4047'));
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectAccessible(page);
});

test('player-jp claims the attendance reward of the last festival once', async ({ page }) => {
  await signInInEnglish(page, 'player-jp');
  await page.goto('/campaign-festival/spring-festival');
  await page.getByRole('link', { name: text('festival.next.rewardLink') }).click();
  await expect(page).toHaveURL(/\/campaign-festival-reward\/spring-festival$/);
  const before = await pointsIn(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Claim 300 pts' }).click();
  await expect(page.getByText(text('festival.reward.claimedTitle'))).toBeVisible();
  await expect.poll(() => pointsIn(page)).toBe(before + 300);
  await page.reload();
  await expect(page.getByText(text('festival.reward.claimedTitle'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim 300 pts' })).toHaveCount(0);
});

test('the ended page is stripped: no menu, user info, banner, footer content or links', async ({
  page,
}) => {
  await signInInEnglish(page, 'player-jp');
  await page.goto('/campaign-festival-ended/spring-festival');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.festivalEnded'));
  await expect(page.getByText(text('festival.ended.thanks'))).toBeVisible();
  await expect(page.getByText('Football Festival (last edition)')).toBeVisible();
  // Nothing to follow but the skip link; the logo is an image, not a link.
  await expect(page.getByRole('link')).toHaveText([text('app.skipToContent')]);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByTestId('nickname')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('drawer.open') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text('links.title') })).toHaveCount(0);
  await expect(page.getByTestId('game-banner')).toHaveCount(0);
  await expect(page.getByText(text('footer.trademarks'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('footer.cookieSettings') })).toHaveCount(0);
  await expectAccessible(page);
});

test('on a phone, a companion code the server refuses takes the focus to the message, in view', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInInEnglish(page, 'player-us');
  await page.goto('/campaign-festival-companion/summer-festival');
  const form = page.getByRole('form', { name: text('festival.form.companionTitle') });
  // A well-formed code that matches no visitor: only the server can refuse it.
  await form.getByLabel(text('festival.form.companionCode')).fill('ABCD-EFGH-JKLM');
  await form
    .getByRole('group', { name: text('festival.form.attendeeType') })
    .getByLabel(text('festival.attendeeTypes.adult'))
    .check();
  await form
    .getByRole('group', { name: text('festival.form.ageGroup') })
    .getByLabel(text('festival.ageGroups.18_and_older'))
    .check();
  const consent = form.getByLabel(text('festival.form.consent'));
  if ((await consent.count()) > 0) await consent.check();
  await form.getByLabel(text('festival.form.tick')).check();
  // The button is far below the form's top on a phone, where the message appears.
  await form.getByRole('button', { name: text('festival.form.submit') }).tap();
  const message = form.getByRole('alert');
  await expect(message).toContainText(text('festival.errors.codeUnknown'));
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport({ ratio: 1 });
  // Whole, and not under the sticky header.
  const header = await page.getByRole('banner').boundingBox();
  const box = await message.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await context.close();
});
