import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import './contact.css';

/** /contact/done: the message arrived; its reference, for any follow-up. */
export function ContactDonePage() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: { reference?: string } | null };
  return (
    <PageFrame
      title={t('pages.contactDone')}
      crumbs={[{ label: t('pages.contact'), to: '/contact' }]}
    >
      <div className="notice-card" role="status">
        <p className="notice-card__title">{t('contact.doneTitle')}</p>
        <p>{t('contact.doneText')}</p>
        {state?.reference && (
          <p>
            {t('contact.reference')} <code className="reference">{state.reference}</code>
          </p>
        )}
      </div>
      <Link className="button button--primary" to="/">
        {t('error.backHome')}
      </Link>
    </PageFrame>
  );
}
