import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ApiError } from './api-client';
import { registerNavigate } from './navigation';
import { isMissing, useReadFailure } from './use-read-failure';

afterEach(() => registerNavigate(null));

function Page({ error, codes }: { error: unknown; codes?: number[] }) {
  const missing = useReadFailure(error, codes);
  return <p>{missing ? 'not found' : 'page'}</p>;
}

describe('a page’s failed read', () => {
  it('an unknown or malformed id is the page’s own “not found”, and nobody leaves', () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    for (const code of [404, 400]) {
      const { container, unmount } = render(<Page error={new ApiError(code)} />);
      expect(container.textContent).toBe('not found');
      unmount();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('where only 404 names nothing, a 400 leaves for the error page', async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    const { container } = render(<Page error={new ApiError(400)} codes={[404]} />);
    expect(container.textContent).toBe('page');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/error\?code=/), {
        replace: true,
      }),
    );
  });

  it('any other refusal leaves for the error page in the page’s place; no error, no leaving', async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    render(<Page error={undefined} />);
    expect(navigate).not.toHaveBeenCalled();
    render(<Page error={new ApiError(4043)} />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/error?code=4043', { replace: true }),
    );
    expect(isMissing(new Error('offline'))).toBe(false);
  });
});
