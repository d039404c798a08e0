import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's place when its code could not be loaded: the frame stays, with a way to retry. */
function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <section className="status-page" aria-labelledby="page-load-failed-title" role="alert">
      <h1 id="page-load-failed-title" tabIndex={-1}>
        {t('error.pageLoadTitle')}
      </h1>
      <p className="status-page__message">{t('error.pageLoadText')}</p>
      {/* A fresh load: the browser keeps a failed module, and a new release renames them. */}
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('error.retry')}
      </button>
    </section>
  );
}

/**
 * Catches a page whose code failed to arrive (a lost connection, a release that removed old
 * files, SPEC.md §9's chunk timeout), so the site shows its frame and a retry instead of a blank
 * page. Keyed by the path where it is used, so opening another page tries again.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
