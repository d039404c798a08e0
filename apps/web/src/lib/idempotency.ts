import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/** A fresh key for one user action that spends or earns points (`Idempotency-Key`). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * A mutation that spends or earns points: each call of `mutate` (one user action) gets its own
 * idempotency key, and TanStack Query's retries of that action reuse it, so the server moves the
 * points at most once however often the request is sent.
 */
export function useIdempotentMutation<TData, TVariables>(
  options: Omit<
    UseMutationOptions<TData, Error, { variables: TVariables; key: string }>,
    'mutationFn'
  > & {
    mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  },
) {
  const { mutationFn, ...rest } = options;
  const mutation = useMutation({
    ...rest,
    mutationFn: ({ variables, key }: { variables: TVariables; key: string }) =>
      mutationFn(variables, key),
  });
  return {
    ...mutation,
    mutate: (variables: TVariables) => mutation.mutate({ variables, key: newIdempotencyKey() }),
    mutateAsync: (variables: TVariables) =>
      mutation.mutateAsync({ variables, key: newIdempotencyKey() }),
  };
}
