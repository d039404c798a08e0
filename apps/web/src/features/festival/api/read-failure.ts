import { useEffect } from 'react';
import { ApiError, goToErrorPage, leaveIfVisitEnds } from '../../../lib/api-client';
import { navigate } from '../../../lib/navigation';

/** A read that failed because there is no such festival: the page says so itself. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === 404 || error.code === 400);

/** A failed read that is not "no such festival" leaves for the error page. */
export function useLeaveOnError(error: unknown) {
  useEffect(() => {
    if (error && !isMissing(error) && !leaveIfVisitEnds(error)) {
      goToErrorPage(navigate, error instanceof ApiError ? error.code : 503, { replace: true });
    }
  }, [error]);
}
