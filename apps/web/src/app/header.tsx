import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuardedButton } from '../components/guarded-button';
import { Logo } from '../components/logo';
import { useSignIn } from '../features/auth/use-sign-in';
import { useSignOut } from '../features/auth/use-sign-out';
import { PointsBalance } from '../features/points/components/points-balance';
import { useSession } from '../lib/use-session';

export function Header() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const signIn = useSignIn();
  const signOut = useSignOut();

  return (
    <header className={signedIn ? 'site-header site-header--signed-in' : 'site-header'}>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('app.homeLink')}>
          <Logo />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <div className="user-strip">
          {signedIn && user ? (
            <>
              <p className="user-strip__name">
                <span className="user-strip__avatar" aria-hidden="true">
                  {user.nickname.slice(0, 1).toUpperCase()}
                </span>
                <span className="user-strip__text">
                  <span className="visually-hidden">
                    {t('header.userStrip', { nickname: user.nickname })}
                  </span>
                  <span className="user-strip__nickname" data-testid="nickname" aria-hidden="true">
                    {user.nickname}
                  </span>
                  <PointsBalance />
                </span>
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
