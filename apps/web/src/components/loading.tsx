import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './loading.css';

/** How long a wait stays quiet: content that arrives at once does not flash "Loading…". */
const QUIET_MS = 400;

/**
 * What stands for content still on its way (issue 30 §3: no blank pages): grey lines where the
 * content will be, marked busy for assistive technology, and after a moment a polite status,
 * "Loading…", shown and read out. The status is beside the busy region, not in it: a screen
 * reader holds back what changes inside a busy region. Every page waiting for its data shows it
 * (PageFrame's `loading`, the shell while a page's code arrives), and so does a section that waits
 * for its own query.
 */
export function Loading({ lines = 3, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSaid(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={className ? `loading ${className}` : 'loading'}>
      <div className="loading__skeleton" aria-busy="true">
        {Array.from({ length: lines }, (_, line) => (
          <span key={line} className="loading__line" />
        ))}
      </div>
      <p className="loading__status" role="status">
        {said ? t('common.loading') : ''}
      </p>
    </div>
  );
}
