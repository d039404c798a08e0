import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './pager.css';

/**
 * Paging shown as "Page X of Y" (SPEC.md §2) with previous and next. With `hrefFor` the pages are
 * links (the page is in the URL, so it survives a reload and the back button); else buttons.
 */
export function Pager({
  page,
  pages,
  label,
  hrefFor,
  onChange,
}: {
  page: number;
  pages: number;
  label: string;
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const step = (target: number, text: string, enabled: boolean) =>
    hrefFor && enabled ? (
      <Link className="button button--ghost" to={hrefFor(target)}>
        {text}
      </Link>
    ) : (
      <button
        type="button"
        className="button button--ghost"
        disabled={!enabled}
        onClick={() => onChange?.(target)}
      >
        {text}
      </button>
    );
  return (
    <nav className="pager" aria-label={label}>
      {step(page - 1, t('common.previous'), page > 1)}
      <span aria-live="polite">{t('common.pageOf', { page, pages })}</span>
      {step(page + 1, t('common.next'), page < pages)}
    </nav>
  );
}
