import { useEffect } from 'react';
import { ApiError, goToErrorPage, leaveIfVisitEnds } from '../../../lib/api-client';
import { navigate } from '../../../lib/navigation';
import { isMissing } from '../../../lib/use-read-failure';

/**
 * A failed read that is not "no such festival" leaves for the error page (one that ends the visit
 * as lib/api-client's `leaveIfVisitEnds` says; any other failure, 503 where it has no code).
 */
export function useLeaveOnError(error: unknown) {
  useEffect(() => {
    if (error && !isMissing(error) && !leaveIfVisitEnds(error)) {
      goToErrorPage(navigate, error instanceof ApiError ? error.code : 503, { replace: true });
    }
  }, [error]);
}
