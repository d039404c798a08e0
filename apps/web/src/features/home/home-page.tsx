import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../components/guarded-button';
import { useSession } from '../../lib/use-session';
import { useSignIn } from '../auth/use-sign-in';

export function HomePage() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const signIn = useSignIn();

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__pitch" aria-hidden="true" />
      <div className="hero__content">
        <h1 id="hero-title">
          {signedIn && user
            ? t('home.welcomeBack', { nickname: user.nickname })
            : t('home.heroTitle')}
        </h1>
        <p>{signedIn ? t('home.signedInText') : t('home.heroText')}</p>
        {!signedIn && (
          <>
            <p className="hero__prompt">{t('home.signInPrompt')}</p>
            <GuardedButton className="button button--primary button--large" onClick={signIn}>
              {t('header.login')}
            </GuardedButton>
          </>
        )}
      </div>
    </section>
  );
}
