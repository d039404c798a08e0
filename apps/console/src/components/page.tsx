import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A console page: its heading (also the document title) and the actions beside it. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <section className="page">
      <header className="page__header">
        <h1>{title}</h1>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
