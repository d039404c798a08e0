import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session';
import { polyfillDialog } from '../../../test/dialog';
import { initTestI18n } from '../../../test/i18n';
import { fakeApi, ok, refusal } from '../../../test/fake-api';
import { PLAYER_COUPON_ID } from '../test-fixtures';
import { UseCouponDialogs, useCouponUseFlow } from './use-coupon-flow';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const CODE = 'PITCH-7Q2X-K9LM';

function Harness() {
  const flow = useCouponUseFlow();
  return (
    <>
      <button
        type="button"
        onClick={() => flow.start({ id: PLAYER_COUPON_ID, name: 'Kit discount' })}
      >
        Start
      </button>
      <UseCouponDialogs flow={flow} />
    </>
  );
}

function renderFlow() {
  sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  return client;
}

const usedAnswer = () =>
  ok({
    coupon_id: PLAYER_COUPON_ID,
    coupon_measure_item_id: 'kit-discount',
    code: CODE,
    used_at: '2026-07-03T08:00:00.000Z',
  });

describe('using a coupon: the code is shown only once (SPEC.md §4)', () => {
  it('asks first, then shows the code large with its warning, and copies it', async () => {
    const api = fakeApi({ 'POST /coupon-measure-items-use-check': usedAnswer });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderFlow();

    const confirm = screen.getByRole('dialog', { name: 'Use coupon' });
    expect(
      within(confirm).getByText(
        'Use this coupon now? Its code will be shown once. You will not see it again.',
      ),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Use now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your coupon code' });
    const post = api.calls[0]!;
    expect(post.body).toEqual({ coupon_id: PLAYER_COUPON_ID });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    const field = within(dialog).getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
    expect(field.value).toBe(CODE);
    expect(field.readOnly).toBe(true);
    expect(
      within(dialog).getByText('Write this code down or copy it now: you will not see it again.'),
    ).toBeTruthy();
    // Only the explicit button closes it: no close icon, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe(
      'The code was copied to the clipboard.',
    );
  });

  it('forgets the code when closed: not in the page, not in the query client', async () => {
    fakeApi({ 'POST /coupon-measure-items-use-check': usedAnswer });
    const client = renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your coupon code' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(document.body.innerHTML).not.toContain(CODE));
    await waitFor(() => {
      const kept = client
        .getMutationCache()
        .getAll()
        .map((mutation) => JSON.stringify(mutation.state.data ?? null));
      expect(kept.join()).not.toContain(CODE);
    });
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain(CODE);
    expect(JSON.stringify({ ...localStorage })).not.toContain(CODE);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(CODE);
  });

  it('asks again with the same key when the answer was lost, so the code is not', async () => {
    let first = true;
    const api = fakeApi({
      'POST /coupon-measure-items-use-check': () => {
        if (!first) return usedAnswer();
        first = false;
        return { status: 503, body: { status_code: 503 } };
      },
    });
    renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your coupon code' },
      { timeout: 3_000 },
    );
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe(CODE);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.headers.get('idempotency-key')).toBe(
      api.calls[0]!.headers.get('idempotency-key'),
    );
  });

  it('says when the clipboard cannot be used, leaving the field to select', async () => {
    fakeApi({ 'POST /coupon-measure-items-use-check': usedAnswer });
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your coupon code' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // The refusal settles a few promise turns after the click, later than act() waits for under
    // Preact: wait for the words, not for act().
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'The code could not be copied automatically. Select it and copy it yourself.',
      ),
    );
  });

  it.each([
    ['already_used', 'This coupon has already been used.'],
    ['coupon_expired', 'This coupon has expired and can no longer be used.'],
  ])('a refusal %s has its own message', async (reason, message) => {
    fakeApi({ 'POST /coupon-measure-items-use-check': () => refusal(4049, reason) });
    renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    const failure = await screen.findByRole('dialog', { name: 'Could not use the coupon' });
    expect(within(failure).getByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your coupon code' })).toBeNull();
  });
});
