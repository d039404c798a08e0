import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { uiStore } from '../../../lib/ui-store';
import { polyfillDialog } from '../../../test/dialog';
import { initTestI18n } from '../../../test/i18n';
import { fakeApi, ok } from '../../../test/fake-api';
import { campaign, playerCoupon } from '../test-fixtures';
import { CouponsPage, MyCouponsPage } from './coupons-page';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  uiStore.setCouponTabActive(false);
  sessionStore.clear();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/coupons" element={<CouponsPage />} />
        <Route path="/mycoupons" element={<MyCouponsPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

function api() {
  return fakeApi({
    'GET /coupon-measure': () =>
      ok({
        coupon_measures: [
          campaign(),
          campaign({ id: 'spring', name: 'Spring coupons', phase: 'ended', open: false }),
          // Begun, between two of its coupons: open, with when the next one opens.
          campaign({
            id: 'autumn',
            name: 'Autumn coupons',
            open: false,
            next_open_at: '2026-12-17T00:00:00.000Z',
          }),
        ],
        point: null,
      }),
    'GET /coupon-measure-items-history': (url) =>
      url.searchParams.get('filter') === 'unused'
        ? ok({ coupons: [playerCoupon()] }, { pagination: { total: 1, page: 1, per_page: 10 } })
        : ok(
            {
              coupons: [
                playerCoupon({
                  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
                  name: 'Boots voucher',
                  status: 'used',
                  used_at: '2026-07-05T09:00:00.000Z',
                }),
                playerCoupon({
                  id: '16fd2706-8baf-433b-82eb-8c7fada847da',
                  name: 'Old voucher',
                  status: 'expired',
                  expired_at: '2026-06-30T23:59:59.000Z',
                }),
              ],
            },
            { pagination: { total: 2, page: 1, per_page: 10 } },
          ),
  });
}

const signIn = () => sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });

describe('the coupon list’s tabs', () => {
  it('is a tab list; Available shows the campaigns, each linking to its coupons', async () => {
    api();
    renderAt('/coupons');
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Available',
      'Received',
      'Used',
    ]);
    expect(selectedTab()).toBe('Available');
    const link = await screen.findByRole('link', { name: /Summer Cup coupons/ });
    expect(link.getAttribute('href')).toBe('/coupons/summer-cup');
    expect(within(link).getByText('Open')).toBeTruthy();
    expect(within(link).getByText('From 300 pts')).toBeTruthy();
    expect(within(link).getByText('Coupons: 2')).toBeTruthy();
    expect(within(link).getByText('1 Jul 2026 – 31 Aug 2026 23:59 UTC')).toBeTruthy();
    const ended = screen.getByRole('link', { name: /Spring coupons/ });
    expect(within(ended).getByText('Ended')).toBeTruthy();
    const between = screen.getByRole('link', { name: /Autumn coupons/ });
    expect(within(between).getByText('Open')).toBeTruthy();
    expect(within(between).queryByText('Coming soon')).toBeNull();
    expect(within(between).getByText('Next coupons from 17 Dec 2026')).toBeTruthy();
    expect(within(link).queryByText(/Next coupons from/)).toBeNull();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { selected: true }).id,
    );
  });

  it('keeps the tab in the URL, and moves with the arrow keys', async () => {
    signIn();
    api();
    renderAt('/coupons');
    fireEvent.click(screen.getByRole('tab', { name: 'Received' }));
    expect(where()).toBe('/coupons?tab=received');
    expect(selectedTab()).toBe('Received');
    expect(await screen.findByRole('button', { name: 'Use Kit discount' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Received' }), { key: 'ArrowRight' });
    expect(where()).toBe('/coupons?tab=used');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Used' }));
    const used = await screen.findByText('Boots voucher');
    const row = used.closest('li')!;
    expect(within(row).getByText('Used 5 Jul 2026')).toBeTruthy();
    expect(screen.getByText('Expired 30 Jun 2026')).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Used' }), { key: 'ArrowRight' });
    expect(where()).toBe('/coupons');
    expect(selectedTab()).toBe('Available');
  });

  it('opens the tab the URL names (a reload, the back button)', async () => {
    signIn();
    api();
    renderAt('/coupons?tab=used');
    expect(selectedTab()).toBe('Used');
    expect(await screen.findByText('Boots voucher')).toBeTruthy();
  });

  it('opens Received when a more button switched the coupon tab on, and resets the flag', async () => {
    signIn();
    api();
    uiStore.setCouponTabActive(true);
    renderAt('/coupons');
    expect(selectedTab()).toBe('Received');
    await act(async () => {});
    expect(where()).toBe('/coupons?tab=received');
    expect(uiStore.getSnapshot().isCouponTabActive).toBe(false);
    expect(await screen.findByRole('link', { name: 'Kit discount' })).toBeTruthy();
  });

  it('asks a visitor to log in on Received and Used', () => {
    api();
    renderAt('/coupons?tab=received');
    expect(screen.getByText('Log in to see your coupons')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Used' }));
    expect(screen.getByText('Log in to see your coupons')).toBeTruthy();
  });

  it('/mycoupons is the same page, titled My coupons, on Received', async () => {
    signIn();
    api();
    renderAt('/mycoupons');
    expect(screen.getByRole('heading', { level: 1, name: 'My coupons' })).toBeTruthy();
    expect(selectedTab()).toBe('Received');
    expect(await screen.findByRole('link', { name: 'Kit discount' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Available' }));
    expect(where()).toBe('/mycoupons?tab=available');
  });

  it('Use on Received opens the use confirmation for that coupon', async () => {
    signIn();
    api();
    renderAt('/coupons?tab=received');
    fireEvent.click(await screen.findByRole('button', { name: 'Use Kit discount' }));
    const dialog = screen.getByRole('dialog', { name: 'Use coupon' });
    expect(within(dialog).getByText('Kit discount')).toBeTruthy();
  });
});

describe('the validity on a campaign’s card', () => {
  it('shows a player in Tokyo the validity in their time beside UTC', async () => {
    process.env.TZ = 'Asia/Tokyo';
    try {
      api();
      renderAt('/coupons');
      const link = await screen.findByRole('link', { name: /Summer Cup coupons/ });
      expect(
        within(link).getByText(
          '1 Jul 2026 – 31 Aug 2026 23:59 UTC (1 Jul 2026 09:00 – 1 Sept 2026 08:59 GMT+9)',
        ),
      ).toBeTruthy();
    } finally {
      process.env.TZ = 'UTC';
    }
  });
});
