import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIdempotentMutation } from './idempotency';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useIdempotentMutation', () => {
  it('gives each user action its own key and keeps it across retries of that action', async () => {
    const seen: string[] = [];
    let failFirst = true;
    const { result } = renderHook(
      () =>
        useIdempotentMutation<number, number>({
          mutationFn: async (amount, key) => {
            seen.push(key);
            if (failFirst) {
              failFirst = false;
              throw new Error('network dropped');
            }
            return amount;
          },
          retry: 1,
          retryDelay: 0,
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync(10);
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);

    await act(async () => {
      await result.current.mutateAsync(10);
    });
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
