import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselPlaceholder } from '../../components/carousel-placeholder';
import { GuardedButton } from '../../components/guarded-button';
import { CartIcon, GiftIcon, NewsIcon } from '../../components/icons';
import { ShortcutCards } from '../../components/shortcut-cards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { useSignIn } from '../../lib/use-sign-in';

const HomeContent = lazy(() => import('./home-content'));

/** Where the content arrives: the carousel's place is kept, so the page below it does not move. */
function HomeContentPlaceholder() {
  return <CarouselPlaceholder />;
}

/** Home (SPEC.md §2, Home page content). */
export function HomePage() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const signIn = useSignIn();
  useDocumentTitle(null);
  // One moment for the whole page, so every card judges NEW alike.
  const [now] = useState(() => Date.now());

  const shortcuts = [
    { to: '/campaigns', Icon: GiftIcon, title: t('menu.getPoints'), text: t('home.getPointsText') },
    { to: '/usepoint', Icon: CartIcon, title: t('menu.usePoints'), text: t('home.usePointsText') },
    { to: '/news', Icon: NewsIcon, title: t('menu.news'), text: t('home.newsText') },
  ];

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__content">
          <h1 id="hero-title">
            {signedIn && user
              ? t(user.first_visit ? 'home.welcome' : 'home.welcomeBack', {
                  nickname: user.nickname,
                })
              : t('home.heroTitle')}
          </h1>
          <p>{signedIn ? t('home.signedInText') : t('home.heroText')}</p>
          {!signedIn && (
            <>
              <p className="hero__prompt">{t('home.signInPrompt')}</p>
              <GuardedButton className="button button--accent button--large" onClick={signIn}>
                {t('header.login')}
              </GuardedButton>
            </>
          )}
        </div>
      </section>

      <Suspense fallback={<HomeContentPlaceholder />}>
        <HomeContent signedIn={signedIn} now={now} />
      </Suspense>

      <section className="section" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="section__title">
          {t('home.shortcutsTitle')}
        </h2>
        <ShortcutCards shortcuts={shortcuts} />
      </section>
    </>
  );
}
