import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { ChevronRightIcon } from './icons';
import { Loading } from './loading';
import './page-frame.css';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Every page's frame: breadcrumbs, the heading, and the document title. Text pages keep a
 * readable measure; `wide` pages (grids of cards) use the whole content width. While `loading`,
 * a placeholder stands for the content.
 */
export function PageFrame({
  title,
  crumbs = [],
  wide = false,
  loading = false,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  wide?: boolean;
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <article className={wide ? 'page page--wide' : 'page'}>
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <ol>
          <li>
            <Link to="/">{t('menu.top')}</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.label}>
              <ChevronRightIcon />
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span>{crumb.label}</span>}
            </li>
          ))}
          <li aria-current="page">
            <ChevronRightIcon />
            <span>{title}</span>
          </li>
        </ol>
      </nav>
      <h1 className="page__title">{title}</h1>
      {loading ? <Loading /> : children}
    </article>
  );
}
