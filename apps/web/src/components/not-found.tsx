import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** Page-not-found: for unknown paths, unknown error codes and things that do not exist. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('error.notFoundTitle'));
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('error.notFoundTitle')}</h1>
      <p className="status-page__message">{t('error.notFound')}</p>
      <Link className="button button--primary" to="/">
        {t('error.backHome')}
      </Link>
    </section>
  );
}
