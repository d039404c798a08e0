import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../lib/api-client';
import { registerNavigate } from '../lib/navigation';
import { useStepFlow } from '../lib/use-step-flow';
import { polyfillDialog } from '../test/dialog';
import { initTestI18n } from '../test/i18n';
import { BalanceAfter, StepDialogs } from './step-dialogs';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});

afterEach(() => {
  registerNavigate(null);
});

/** A spend of 300 points on one thing, with the dialogs every spend has. */
function Spend({
  action,
  withConfirm = true,
}: {
  action: () => Promise<number>;
  withConfirm?: boolean;
}) {
  const flow = useStepFlow({ action, failureKey: () => 'error.messages.402' });
  return (
    <>
      <button type="button" onClick={() => (withConfirm ? flow.ask() : void flow.run())}>
        Spend
      </button>
      <StepDialogs
        flow={flow}
        confirm={
          withConfirm
            ? {
                title: 'Confirm',
                cancelLabel: 'Cancel',
                confirmLabel: 'Spend now',
                body: () => (
                  <>
                    <p>Spend 300 pts?</p>
                    <BalanceAfter balance={1000} cost={300} textKey="items.confirm.after" />
                  </>
                ),
              }
            : undefined
        }
        processing={{ title: 'Processing', text: 'Do not leave this page.' }}
        success={{ title: 'Done', body: (left) => <p>{`${left} left`}</p> }}
        failureTitle="Failed"
      />
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Spend' });

describe('the steps of a spend (one mechanism for every spend, use and claim)', () => {
  it('asks first; Cancel closes and sends nothing', () => {
    const action = vi.fn(async () => 700);
    render(<Spend action={action} />);
    fireEvent.click(opener());
    const confirm = screen.getByRole('dialog', { name: 'Confirm' });
    expect(within(confirm).getByText('Spend 300 pts?')).toBeTruthy();
    expect(within(confirm).getByText('Your balance after the exchange: 700 pts.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });

  it('confirm → processing, which cannot be dismissed → success with the answer; focus returns', async () => {
    let answer: (value: number) => void = () => {};
    render(<Spend action={() => new Promise((resolve) => (answer = resolve))} />);
    opener().focus();
    fireEvent.click(opener());
    fireEvent.click(screen.getByRole('button', { name: 'Spend now' }));

    const processing = await screen.findByRole('dialog', { name: 'Processing' });
    expect(within(processing).getByRole('status').textContent).toBe('Do not leave this page.');
    expect(within(processing).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();

    answer(700);
    const success = await screen.findByRole('dialog', { name: 'Done' });
    expect(within(success).getByText('700 left')).toBeTruthy();
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener());
  });

  it('a refusal shows the flow’s own message', async () => {
    render(<Spend action={() => Promise.reject(new ApiError(402))} />);
    fireEvent.click(opener());
    fireEvent.click(screen.getByRole('button', { name: 'Spend now' }));
    const failure = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(failure).getByText('You do not have enough points.')).toBeTruthy();
  });

  it('a failure that ends the visit leaves for the error page and closes every step', async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    render(<Spend action={() => Promise.reject(new ApiError(407))} withConfirm={false} />);
    fireEvent.click(opener());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/error\?code=/), undefined),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a confirmation the button sends at once', async () => {
    const action = vi.fn(async () => 5);
    render(<Spend action={action} withConfirm={false} />);
    fireEvent.click(opener());
    expect(await screen.findByRole('dialog', { name: 'Done' })).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
  });
});
