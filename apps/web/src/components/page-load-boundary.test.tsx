import { lazy, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@points/contracts/constants';
import { withinChunkTimeout } from '../lib/chunk-timeout';
import { initTestI18n } from '../test/i18n';
import { PageLoadBoundary } from './page-load-boundary';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a page whose code does not arrive', () => {
  it('shows a message and a retry in the page’s place, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <PageLoadBoundary>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </PageLoadBoundary>
      </main>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('counts as failed after SPEC.md §9’s chunk timeout, and not before', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const outcome = withinChunkTimeout(never).catch((error: Error) => error.name);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('PageLoadTimeout');
    // A module that arrives in time is the page.
    await expect(withinChunkTimeout(Promise.resolve('page'))).resolves.toBe('page');
  });
});
