import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the page's own, then the site's name; the site's name alone for null. */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.name')}` : t('app.name');
  }, [title, t]);
}
