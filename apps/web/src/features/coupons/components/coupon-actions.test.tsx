import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { COUPON_STATES, type CouponState, type CouponView } from '@points/contracts';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { polyfillDialog } from '../../../test/dialog';
import { initTestI18n } from '../../../test/i18n';
import { fakeApi, ok, refusal } from '../../../test/fake-api';
import { coupon, PLAYER_COUPON_ID } from '../test-fixtures';
import { CouponDetailCard } from './coupon-cards';
import { failedGetMessageKey, failedUseMessageKey } from './coupon-failure';
import { couponAction } from './coupon-state';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(view: CouponView, signedIn = true, balance: number | null = 1000) {
  if (signedIn) sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CouponDetailCard coupon={view} balance={balance} signedIn={signedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The card's own buttons (not the closed dialogs' ones). */
const cardButtons = () =>
  within(document.querySelector('.coupon-actions') as HTMLElement).getAllByRole('button');

describe('a coupon’s state, in words and as its button (SPEC.md §4)', () => {
  const expected: Record<CouponState, { badge: string; buttons: string[]; enabled: boolean }> = {
    obtainable: { badge: 'Available', buttons: ['Get for 300 pts'], enabled: true },
    obtained: {
      badge: 'Obtained: ready to use',
      buttons: ['Use', 'Get another (300 pts)'],
      enabled: true,
    },
    used: { badge: 'Used', buttons: ['Used'], enabled: false },
    expired: { badge: 'Expired', buttons: ['Expired'], enabled: false },
    limit_reached: {
      badge: 'Issue limit reached',
      buttons: ['Issue limit reached'],
      enabled: false,
    },
    holding_limit_reached: {
      badge: 'Holding limit reached',
      buttons: ['Holding limit reached'],
      enabled: false,
    },
    not_enough_points: {
      badge: 'Not enough points',
      buttons: ['Not enough points'],
      enabled: false,
    },
    not_issued: { badge: 'Not being issued', buttons: ['Not being issued'], enabled: false },
  };

  it('covers every state of the contract', () => {
    expect(Object.keys(expected).sort()).toEqual([...COUPON_STATES].sort());
  });

  for (const state of COUPON_STATES) {
    it(`${state}: “${expected[state].badge}”, ${expected[state].buttons.join(' + ')}`, () => {
      renderCard(coupon(state));
      expect(document.querySelector('.coupon-badge')?.textContent).toBe(expected[state].badge);
      const buttons = cardButtons();
      expect(buttons.map((button) => button.textContent)).toEqual(expected[state].buttons);
      for (const button of buttons) {
        expect((button as HTMLButtonElement).disabled).toBe(!expected[state].enabled);
      }
    });
  }

  it('obtained without another to get: only Use', () => {
    renderCard(coupon('obtained', { get_state: 'holding_limit_reached' }));
    expect(cardButtons().map((button) => button.textContent)).toEqual(['Use']);
  });

  it('not issued because it has not started: says when it opens, and "Coming soon"', () => {
    renderCard(coupon('not_issued', { valid_from: '2099-03-05T00:00:00.000Z' }));
    expect(cardButtons().map((button) => button.textContent)).toEqual(['Opens 5 Mar 2099']);
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('not issued once started: says it is not being issued', () => {
    renderCard(coupon('not_issued'));
    expect(cardButtons().map((button) => button.textContent)).toEqual(['Not being issued']);
  });

  it('shows the limits, the validity in UTC and the notes with their line breaks', () => {
    renderCard(coupon('obtained', { held_count: 1, holding_limit: 2 }));
    expect(screen.getByText('120 of 1,000')).toBeTruthy();
    expect(screen.getByText('You got 1 of 2')).toBeTruthy();
    expect(screen.getByText('1 Jul 2026 – 31 Aug 2026 23:59 UTC')).toBeTruthy();
    const terms = screen.getByRole('heading', { name: 'Terms of use' });
    expect(terms.nextElementSibling?.textContent).toBe('One per order.\nNot with other offers.');
    // Empty notes are not shown.
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
  });

  describe('for a visitor', () => {
    it.each(['obtainable', 'not_enough_points', 'holding_limit_reached'] as const)(
      '%s: log in to get it',
      (state) => {
        expect(couponAction(coupon(state), false)).toEqual({ kind: 'sign-in' });
      },
    );
    it.each(['expired', 'not_issued', 'limit_reached'] as const)(
      '%s: closed to everyone, no login asked',
      (state) => {
        expect(couponAction(coupon(state), false)).toEqual({ kind: 'unavailable', state });
      },
    );
    it('renders the Log in button, and no limit of their own', () => {
      renderCard(coupon('obtainable'), false, null);
      expect(cardButtons().map((button) => button.textContent)).toEqual(['Log in to get']);
      expect(screen.getByText('Up to 2')).toBeTruthy();
    });
  });

  it('an obtained coupon is used through its oldest unused id', () => {
    const second = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(
      couponAction(coupon('obtained', { unused_coupon_ids: [PLAYER_COUPON_ID, second] }), true),
    ).toEqual({ kind: 'use', playerCouponId: PLAYER_COUPON_ID, another: true });
  });
});

/** The API's answer to a get: the new coupon, and the balance after. */
const gotAnswer = () =>
  ok({
    coupon_id: PLAYER_COUPON_ID,
    coupon_measure_item_id: 'kit-discount',
    status: 'obtained',
    valid_to: '2026-08-31T23:59:59.000Z',
    point: 700,
  });

describe('getting a coupon', () => {
  it('confirms the cost and the balance after, then offers Use now and Use later', async () => {
    const api = fakeApi({
      'POST /coupon-measure-items-check': gotAnswer,
    });
    renderCard(coupon('obtainable'));
    fireEvent.click(screen.getByRole('button', { name: 'Get for 300 pts' }));
    const confirm = screen.getByRole('dialog', { name: 'Get coupon' });
    expect(within(confirm).getByText('Get Kit discount for 300 pts?')).toBeTruthy();
    expect(within(confirm).getByText('Your balance after: 700 pts.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Get' }));

    const success = await screen.findByRole('dialog', { name: 'Coupon received' });
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ coupon_measure_item_id: 'kit-discount' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(success).getByRole('button', { name: 'Use later' })).toBeTruthy();

    // Use now goes on to the use confirmation of the coupon just got.
    fireEvent.click(within(success).getByRole('button', { name: 'Use now' }));
    const use = await screen.findByRole('dialog', { name: 'Use coupon' });
    expect(
      within(use).getByText(
        'Use this coupon now? Its code will be shown once. You will not see it again.',
      ),
    ).toBeTruthy();
  });

  it('Use later closes the dialog', async () => {
    fakeApi({
      'POST /coupon-measure-items-check': gotAnswer,
    });
    renderCard(coupon('obtainable'));
    fireEvent.click(screen.getByRole('button', { name: 'Get for 300 pts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [402, undefined, 'You do not have enough points.'],
    [4049, 'coupon_get_failed', 'Could not get the coupon. Please try again.'],
    [4049, 'issue_limit_reached', 'This coupon has reached its issue limit.'],
    [4049, 'holding_limit_reached', 'You have reached the holding limit for this coupon.'],
    [4049, 'not_issued', 'This coupon is no longer issued.'],
  ])('a refusal %s %s says: %s', async (code, reason, message) => {
    fakeApi({ 'POST /coupon-measure-items-check': () => refusal(code, reason) });
    renderCard(coupon('obtainable'));
    fireEvent.click(screen.getByRole('button', { name: 'Get for 300 pts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get' }));
    const failure = await screen.findByRole('dialog', { name: 'Could not get the coupon' });
    expect(within(failure).getByText(message)).toBeTruthy();
  });

  it('maps refusals of the other flow, and anything unknown, to the flow’s own retry message', () => {
    expect(failedGetMessageKey(new ApiError(4049, 'already_used'))).toBe(
      'coupons.failure.coupon_get_failed',
    );
    expect(failedGetMessageKey(new Error('offline'))).toBe('coupons.failure.coupon_get_failed');
    expect(failedUseMessageKey(new ApiError(4049, 'already_used'))).toBe(
      'coupons.failure.already_used',
    );
    expect(failedUseMessageKey(new ApiError(4049, 'coupon_expired'))).toBe(
      'coupons.failure.coupon_expired',
    );
    expect(failedUseMessageKey(new ApiError(404))).toBe('coupons.failure.notFound');
    expect(failedUseMessageKey(new ApiError(4049, 'not_issued'))).toBe('coupons.failure.useFailed');
  });
});
