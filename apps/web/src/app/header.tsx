import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuardedButton } from '../components/guarded-button';
import { Logo } from '../components/logo';
import { useSignIn } from '../features/auth/use-sign-in';
import { useSignOut } from '../features/auth/use-sign-out';
import { useSession } from '../lib/use-session';

export function Header() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const signIn = useSignIn();
  const signOut = useSignOut();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('app.homeLink')}>
          <Logo />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <div className="user-strip">
          {signedIn && user ? (
            <>
              <p
                className="user-strip__name"
                aria-label={t('header.userStrip', { nickname: user.nickname })}
              >
                <span className="user-strip__avatar" aria-hidden="true">
                  {user.nickname.slice(0, 1).toUpperCase()}
                </span>
                <span data-testid="nickname">{user.nickname}</span>
              </p>
              <GuardedButton className="button button--ghost" onClick={signOut}>
                {t('header.logout')}
              </GuardedButton>
            </>
          ) : (
            <GuardedButton className="button button--primary" onClick={signIn}>
              {t('header.login')}
            </GuardedButton>
          )}
        </div>
      </div>
    </header>
  );
}
