import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ERROR_CODES, isErrorCode } from '@points/contracts/errors';
import { GuardedButton } from '../../components/guarded-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignIn } from '../../lib/use-sign-in';
import { NotFoundPage } from '../../components/not-found';

const EXTRA_LINES = new Set([4044, 4011, 407]);
/** Codes the way out of is signing in again: 401 (the session ended), 4011 (consent). */
const SIGN_IN_AGAIN = new Set<number>([ERROR_CODES.UNAUTHENTICATED, ERROR_CODES.CONSENT_REQUIRED]);

/**
 * The page to go back to (`cp`): a path of this site only (never `//host` or another origin), and
 * not the error page itself.
 */
export function returnPath(cp: string | null): string | null {
  if (!cp || !cp.startsWith('/') || cp.startsWith('//') || cp.startsWith('/\\')) return null;
  if (cp.startsWith('/error')) return null;
  return cp;
}

/** `/error?code=…` (SPEC.md §2, §8): the message of the code, a hint where one helps, a way on. */
export function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const code = Number(params.get('code'));
  // Back to the page the player was on, where the failure leaves the visit going.
  const back =
    SIGN_IN_AGAIN.has(code) || code === ERROR_CODES.OVERLOADED
      ? null
      : returnPath(params.get('cp'));
  const known = code === 200 || isErrorCode(code);
  // Each code is headed by its own title, in the page and in the tab.
  useDocumentTitle(known ? t(`error.titles.${code}`) : null);
  if (!known) return <NotFoundPage />;

  return (
    <section className="status-page" aria-labelledby="error-title">
      <h1 id="error-title">{t(`error.titles.${code}`)}</h1>
      {code !== 200 && <p className="status-page__message">{t(`error.messages.${code}`)}</p>}
      {EXTRA_LINES.has(code) && <p>{t(`error.extra.${code}`)}</p>}
      <p className="status-page__code">{t('error.codeLabel', { code })}</p>
      {SIGN_IN_AGAIN.has(code) && (
        <GuardedButton className="button button--primary" onClick={signIn}>
          {t('error.login')}
        </GuardedButton>
      )}
      {code !== ERROR_CODES.CONSENT_REQUIRED && (
        <Link
          className={`button ${SIGN_IN_AGAIN.has(code) ? 'button--ghost' : 'button--primary'}`}
          to="/"
        >
          {t('error.backHome')}
        </Link>
      )}
      {back && (
        <Link className="button button--ghost" to={back}>
          {t('error.backToPage')}
        </Link>
      )}
    </section>
  );
}
