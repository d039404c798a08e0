import { useEffect } from 'react';
import { ApiError, goToErrorPage } from './api-client';
import { navigate } from './navigation';

/** An id that names nothing (404), or that cannot be one (400): what the page shows is missing. */
const MISSING: readonly number[] = [404, 400];

/** Whether a read failed because what the page shows does not exist. */
export const isMissing = (error: unknown, codes: readonly number[] = MISSING) =>
  error instanceof ApiError && codes.includes(error.code);

/**
 * A page's read that failed: when what it shows is missing, the page says so itself (the answer
 * is true); any other refusal leaves for the error page, in this page's place.
 */
export function useReadFailure(error: unknown, missingCodes: readonly number[] = MISSING): boolean {
  const missing = isMissing(error, missingCodes);
  useEffect(() => {
    if (error instanceof ApiError && !missing) {
      goToErrorPage(navigate, error.code, { replace: true });
    }
  }, [error, missing]);
  return missing;
}
