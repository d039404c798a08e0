import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { initTestI18n } from '../../../test/i18n';
import { CouponPage } from './coupon-page';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** A page whose request has left and has not been answered: its query is pending. */
function renderWaiting(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/coupons/:id" element={<CouponPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the coupon page while its campaign loads (issue 30 §3: it showed only its title)', () => {
  it('shows the frame, a busy placeholder and a polite "Loading…" status', async () => {
    renderWaiting('/coupons/summer-cup');
    expect(screen.getByRole('heading', { level: 1, name: 'Coupon' })).toBeTruthy();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Loading…'));
    // The status is read out politely, and stands beside the busy region, not inside it (a
    // screen reader holds back what changes inside a busy region).
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    expect(document.querySelector('.loading__skeleton')?.getAttribute('aria-busy')).toBe('true');
  });

  it('says it in the page’s language', async () => {
    await initTestI18n('ja');
    try {
      renderWaiting('/coupons/summer-cup');
      const status = await screen.findByRole('status');
      await waitFor(() => expect(status.textContent).toBe('読み込み中…'));
    } finally {
      await initTestI18n('en');
    }
  });
});
