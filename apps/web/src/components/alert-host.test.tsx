import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { uiStore } from '../lib/ui-store';
import { polyfillDialog } from '../test/dialog';
import { initTestI18n } from '../test/i18n';
import { AlertHost } from './alert-host';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});

describe('alert dialogs', () => {
  it('show title and text, and are removed when closed', () => {
    render(<AlertHost />);
    act(() => {
      uiStore.showAlert({ title: 'Points', text: 'You have 1,200 points.' });
    });
    expect(screen.getByRole('heading', { name: 'Points' })).toBeTruthy();
    expect(screen.getByText('You have 1,200 points.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exchange' })).toBeNull();
    act(() => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    });
    expect(uiStore.getSnapshot().alerts).toEqual([]);
    expect(screen.queryByText('You have 1,200 points.')).toBeNull();
  });

  it('run the confirm action once and are removed', () => {
    const onConfirm = vi.fn();
    render(<AlertHost />);
    act(() => {
      uiStore.showAlert({
        title: 'Exchange?',
        text: '500 points',
        confirmLabel: 'Exchange',
        onConfirm,
      });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(uiStore.getSnapshot().alerts).toEqual([]);
  });
});
