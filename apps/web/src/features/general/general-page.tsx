import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAMES_STORE, STORAGE_KEYS } from '@points/contracts/constants';
import { GuardedButton } from '../../components/guarded-button';
import { Section } from '../../components/section';
import { StoreHero } from '../../components/store-hero';
import { apiRequest, ApiError, goToErrorPage } from '../../lib/api-client';
import { useLanding } from '../../lib/content-api';
import { navigate } from '../../lib/navigation';
import { QueryIsland } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import './general-page.css';

const FAQ_KEYS = ['who', 'age', 'account', 'points', 'payment', 'support'] as const;

/** Opens the store: as the signed-in player through the provider's hint, else directly. */
async function openStore(signedIn: boolean, storeUrl: string) {
  if (!signedIn) {
    window.location.assign(storeUrl);
    return;
  }
  try {
    const { LoginHintResponse } = await import('../../lib/response-schemas');
    const answer = await apiRequest('/login-hint/general-url', { schema: LoginHintResponse });
    window.location.assign(answer.data.url);
  } catch (error) {
    goToErrorPage(navigate, error instanceof ApiError ? error.code : 503);
  }
}

/** Outside the store's countries: the landing's own page-not-found (SPEC.md §8, 404). */
function NotAvailable() {
  const { t } = useTranslation();
  useDocumentTitle(t('general.notAvailableTitle'));
  return (
    <section className="status-page" aria-labelledby="general-unavailable-title">
      <p className="status-page__code">404</p>
      <h1 id="general-unavailable-title">{t('general.notAvailableTitle')}</h1>
      <p className="status-page__message">{t('general.notAvailable')}</p>
      <Link className="button button--primary" to="/">
        {t('error.backHome')}
      </Link>
    </section>
  );
}

/**
 * /general: the games-store landing (SPEC.md §1, §2): for Japan and ages 18 and over, usable
 * signed out, with its FAQ. Visiting it sets the landing flag (isLp), which every other page
 * resets.
 */
function GeneralPageContent() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { data, isPending } = useLanding();
  useDocumentTitle(t('pages.general'));

  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.isLp, 'true');
  }, []);

  if (data && !data.available) return <NotAvailable />;
  return (
    <article className="page page--wide general">
      <div className="general__hero">
        <StoreHero />
      </div>
      <h1 className="page__title">{t('general.title')}</h1>
      <p className="page__lead">{t('general.lead')}</p>
      <p className="general__eligibility" role="note">
        {t('general.eligibility', { age: GAMES_STORE.minimumAge })}
      </p>
      <GuardedButton
        className="button button--accent button--large"
        disabled={isPending || !data}
        onClick={() => data && openStore(signedIn, data.store_url)}
      >
        {t('general.open')}
      </GuardedButton>

      <Section id="general-faq-title" title={t('general.faqTitle')}>
        <div className="faq">
          {FAQ_KEYS.map((key) => (
            <details key={key} className="faq__item">
              <summary>{t(`general.faq.${key}.q`, { age: GAMES_STORE.minimumAge })}</summary>
              <p>{t(`general.faq.${key}.a`, { age: GAMES_STORE.minimumAge })}</p>
            </details>
          ))}
        </div>
      </Section>
    </article>
  );
}

export function GeneralPage() {
  return (
    <QueryIsland>
      <GeneralPageContent />
    </QueryIsland>
  );
}
