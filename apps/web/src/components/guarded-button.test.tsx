import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GuardedButton } from './guarded-button';

describe('GuardedButton (re-click guard, SPEC.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends once per 3000 ms however often it is clicked', () => {
    const onClick = vi.fn();
    render(<GuardedButton onClick={onClick}>Exchange</GuardedButton>);
    const button = screen.getByRole('button', { name: 'Exchange' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(2999));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
