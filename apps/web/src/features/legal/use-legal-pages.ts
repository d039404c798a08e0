import { useCallback } from 'react';
import { ApiError, apiRequest, goToErrorPage } from '../../lib/api-client';
import { navigate } from '../../lib/navigation';
import { sessionStore } from '../../lib/session';
import { siteConfig } from '../../lib/site-config';

type LegalPage = 'terms' | 'privacy';

/**
 * Terms and privacy (SPEC.md §7): signed in, the API gives the provider page for this player
 * (`/login-hint/point-url` or `/privacy-url`) and the browser goes there; any other answer leads
 * to the error page. Signed out, both go straight to the provider's privacy page.
 */
export function useLegalPages(): (page: LegalPage) => Promise<void> {
  return useCallback(async (page: LegalPage) => {
    const { token, user } = sessionStore.getSnapshot();
    if (!token) {
      window.location.assign(siteConfig().privacyUrl);
      return;
    }
    try {
      const { LoginHintResponse } = await import('../../lib/response-schemas');
      const answer = await apiRequest(
        page === 'terms' ? '/login-hint/point-url' : '/login-hint/privacy-url',
        { query: { target_country: user?.country }, schema: LoginHintResponse },
      );
      window.location.assign(answer.data.url);
    } catch (error) {
      goToErrorPage(navigate, error instanceof ApiError ? error.code : 503);
    }
  }, []);
}
