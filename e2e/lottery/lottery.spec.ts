import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectAccessible, pointsIn, signInInEnglish, text, useEnglish } from '../support';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

test('a visitor browses the lotteries, is asked to log in to enter, and checks a draw', async ({
  page,
  baseURL,
}) => {
  await useEnglish(page);
  await page.goto('/usepoint');
  await page
    .getByRole('link', { name: new RegExp(text('pages.lottoAll')) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaign-lotto$/);
  await expect(page.getByRole('heading', { name: 'Winter Giveaway' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: /Signed match ball/ }).click();
  await expect(page).toHaveURL(/\/campaign-lotto-detail\/signed-ball$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed match ball');
  await expect(page.getByText(text('lottery.states.open'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: text('lottery.enter.loginToEnter') }),
  ).toBeVisible();
  // The commitment and the seed's hash, from the start.
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2);
  await expectAccessible(page);

  // The drawn lottery's proof: published, and the verifier accepts it with no database.
  await page.goto('/campaign-lotto-proof/stadium-tour');
  await expect(page.getByRole('link', { name: text('lottery.proof.download') })).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toHaveCount(4);
  const commitment = await page.locator('.lottery-proof__hash').first().innerText();
  // What the commitment binds, as the page shows it: hashing the text gives the commitment.
  await page.getByText(text('lottery.proof.bindsTitle')).click();
  const committed = await page
    .locator('.lottery-proof__command code')
    .filter({ hasText: /^\{"algorithm"/ })
    .innerText();
  expect(createHash('sha256').update(committed).digest('hex')).toBe(commitment);
  const command = await page
    .locator('.lottery-proof__command')
    .filter({ hasText: 'npm run verify-draw' })
    .innerText();
  const url = command.replace('npm run verify-draw -- ', '').trim();
  expect(url).toBe(`${baseURL}/api/v1/campaign-lottery-item/stadium-tour/proof`);
  const verified = await run(
    'npx',
    ['tsx', 'apps/api/src/cli/verify-draw.ts', url, '--commitment', commitment],
    { cwd: root },
  );
  expect(verified.stdout).toContain('The draw is verified.');
  // A saved copy is checked as strictly: with its prizes and winners removed it fails.
  const saved = join(await mkdtemp(join(tmpdir(), 'proof-')), 'proof.json');
  const proof = (await (await page.request.get(url)).json()) as { data: object };
  await writeFile(
    saved,
    JSON.stringify({ ...proof, data: { ...proof.data, prizes: [], winners: [] } }),
  );
  const tampered = await run('npx', ['tsx', 'apps/api/src/cli/verify-draw.ts', saved], {
    cwd: root,
  }).catch((error: { code: number; stdout: string }) => error);
  expect(tampered).toMatchObject({ code: 1 });
  expect(tampered.stdout).toContain('The draw does NOT match its proof.');
  await expectAccessible(page);
});

test('player-us enters with points, sees the balance drop and the tickets, and lost the drawn one', async ({
  page,
}) => {
  await signInInEnglish(page, 'player-us');
  await page.goto('/campaign-lotto-detail/signed-ball');
  const before = await pointsIn(page);
  await page.getByLabel(text('lottery.enter.count')).fill('2');
  await page.getByRole('button', { name: 'Enter for 100 pts' }).click();
  const confirm = page.getByRole('dialog', { name: text('lottery.enter.title') });
  await expect(confirm).toContainText('Enter Signed match ball 2 times for 100 pts?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: text('lottery.enter.ok'), exact: true }).click();
  const success = page.getByRole('dialog', { name: text('lottery.enter.successTitle') });
  await expect(success).toBeVisible();
  await expect.poll(() => pointsIn(page)).toBe(before - 100);
  await success.getByRole('button', { name: text('common.ok') }).click();

  // Entries open: the tickets have no numbers yet (the draw numbers them in the order of entry,
  // so a number shown now could still change); the page says how many and when.
  const mine = page.getByRole('region', { name: text('lottery.tickets.title') });
  await expect(mine).toContainText(
    'You have 2 tickets. They get their numbers, in the order of entry',
  );
  await expect(mine.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByLabel(text('lottery.facts.label'))).toContainText('2 of 10');
  await expectAccessible(page);

  await page.goto('/campaign-lotto-detail/stadium-tour');
  await expect(page.getByText(text('lottery.states.lost'))).toBeVisible();
  await expect(page.getByText(text('lottery.result.lost'))).toBeVisible();
  // Drawn: the draw numbered the lottery's tickets 1..n (player-jp's and player-us's two each).
  const drawn = page
    .getByRole('region', { name: text('lottery.tickets.title') })
    .getByRole('listitem');
  await expect(drawn).toHaveCount(2);
  const numbers = (await drawn.allInnerTexts()).map((ticket) => Number(ticket.replace('#', '')));
  expect(numbers.every((number) => number >= 1 && number <= 4)).toBe(true);
});

test('player-jp won a shipped prize, checks the shipping details and confirms them', async ({
  page,
}) => {
  await signInInEnglish(page, 'player-jp');
  await page.goto('/campaign-lotto-detail/stadium-tour');
  await expect(page.getByText(text('lottery.states.won'))).toBeVisible();
  await expect(
    page.getByText(/Congratulations! Ticket #\d+ won: Stadium tour tickets\./),
  ).toBeVisible();
  await page.getByRole('link', { name: text('lottery.result.checkAddress') }).click();

  await expect(page).toHaveURL(/\/campaign-lotto-infocheck\?lottery=stadium-tour$/);
  const step1 = page.getByRole('region', { name: text('lottery.address.step1') });
  await expect(step1).toContainText('Chiyoda');
  await expect(step1.getByRole('button', { name: text('lottery.address.correct') })).toBeVisible();
  await expectAccessible(page);

  // Without the tick, nothing is sent and the form says why.
  const step2 = page.getByRole('region', { name: text('lottery.address.step2') });
  await step2.getByRole('button', { name: text('lottery.address.confirm') }).click();
  await expect(step2.getByRole('alert')).toHaveText(text('lottery.failure.not_confirmed'));
  await expectAccessible(page);

  await step2.getByLabel(text('lottery.address.tick')).check();
  await step2.getByRole('button', { name: text('lottery.address.confirm') }).click();
  await expect(step2.getByRole('status')).toContainText(text('lottery.address.confirmed'));
  await page.reload();
  await expect(
    page.getByRole('region', { name: text('lottery.address.step2') }).getByRole('status'),
  ).toContainText(text('lottery.address.confirmedTitle'));
  await page.getByRole('link', { name: text('lottery.address.backToLottery') }).click();
  await expect(page.getByText(text('lottery.result.status.address_confirmed'))).toBeVisible();
  await expectAccessible(page);
});
