import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';

/** /maintain: where every page leads while the site is in maintenance. */
export function MaintainPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.maintain')}>
      <div className="notice-card" role="status">
        <p className="notice-card__title">{t('maintain.title')}</p>
        <p>{t('maintain.text')}</p>
      </div>
    </PageFrame>
  );
}
