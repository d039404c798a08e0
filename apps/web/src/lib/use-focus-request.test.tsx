import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusRequest } from './use-focus-request';

/** A form whose summary appears with its errors, as the festival's and the contact form's do. */
function Form() {
  const [errors, setErrors] = useState<string[]>([]);
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  return (
    <>
      {errors.length > 0 && (
        <div ref={summaryRef} role="alert" tabIndex={-1}>
          {errors.join(' ')}
        </div>
      )}
      <button
        type="button"
        onClick={async () => {
          // As a server's refusal arrives: after an await, outside the click's own render.
          await Promise.resolve();
          setErrors(['This code does not match any visitor.']);
          focusSummary();
        }}
      >
        Register
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFocusRequest', () => {
  it('focuses the summary that appears with the errors, without waiting for a frame', async () => {
    // A renderer that gives no animation frame (issue 30 §3: the focus stayed on the body).
    vi.stubGlobal('requestAnimationFrame', () => 0);
    render(<Form />);
    const button = screen.getByRole('button', { name: 'Register' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    // Sent again with the same refusal: the summary is there already and takes the focus again.
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
