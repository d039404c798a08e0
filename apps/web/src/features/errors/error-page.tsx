import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ERROR_CODES, isErrorCode } from '@points/contracts/errors';
import { GuardedButton } from '../../components/guarded-button';
import { useSignIn } from '../../lib/use-sign-in';
import { NotFoundPage } from '../../components/not-found';

const EXTRA_LINES = new Set([4044, 4011, 407]);

/** `/error?code=…` (SPEC.md §2, §8): the message of the code, a hint where one helps, a way on. */
export function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const code = Number(params.get('code'));
  if (code !== 200 && !isErrorCode(code)) return <NotFoundPage />;

  return (
    <section className="status-page" aria-labelledby="error-title">
      <h1 id="error-title">{code === 200 ? t('error.messages.200') : t('error.title')}</h1>
      {code !== 200 && <p className="status-page__message">{t(`error.messages.${code}`)}</p>}
      {EXTRA_LINES.has(code) && <p>{t(`error.extra.${code}`)}</p>}
      <p className="status-page__code">{t('error.codeLabel', { code })}</p>
      {code === ERROR_CODES.CONSENT_REQUIRED ? (
        <GuardedButton className="button button--primary" onClick={signIn}>
          {t('error.login')}
        </GuardedButton>
      ) : (
        <Link className="button button--primary" to="/">
          {t('error.backHome')}
        </Link>
      )}
    </section>
  );
}
