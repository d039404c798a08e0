import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@points/contracts/constants';
import { goToErrorPage } from '../../../lib/api-client';
import { chooseLanguage } from '../../../lib/i18n';
import { completeSignIn } from '../complete-sign-in';

/** `/token`: where the provider sends the person back after signing in. */
export function TokenPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void completeSignIn(search).then(async (outcome) => {
      if (!active) return;
      if (outcome.ok) {
        // After sign-in the interface follows the account's language (SPEC.md §1).
        await chooseLanguage(outcome.data.user.language);
        localStorage.removeItem(STORAGE_KEYS.lastUrl);
        navigate(outcome.next, { replace: true });
      } else {
        goToErrorPage(navigate, outcome.code, { replace: true, sessionEndsInPlace: false });
      }
    });
    return () => {
      active = false;
    };
  }, [search, navigate]);

  return (
    <section className="status-page" aria-live="polite" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <p>{t('auth.signingIn')}</p>
    </section>
  );
}
