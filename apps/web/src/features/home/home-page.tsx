import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAMES_STORE } from '@points/contracts/constants';
import { GuardedButton } from '../../components/guarded-button';
import { CartIcon, GiftIcon, NewsIcon } from '../../components/icons';
import { Section } from '../../components/section';
import { Loading } from '../../components/loading';
import { ShortcutCards } from '../../components/shortcut-cards';
import { StoreHero } from '../../components/store-hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { useSignIn } from '../../lib/use-sign-in';
import './home-page.css';

const HomeContent = lazy(() => import('./home-content'));
// Signed in only: visitors ask for nothing more.
const ExpiringSoonNotice = lazy(async () => ({
  default: (await import('../../components/expiring-soon')).ExpiringSoonNotice,
}));

/** Where the content arrives: room kept for it, so what follows is not pushed down in view. */
function HomeContentPlaceholder() {
  return <Loading className="home-content-placeholder" />;
}

/**
 * Whether the games store is open to the viewer (issue 30 §3: no dead ends): a player whose account
 * is in one of its countries, or a visitor, whose country the landing page itself checks.
 */
export const gamesStoreOpenTo = (user: { country: string } | null): boolean =>
  user === null ||
  (GAMES_STORE.countries as readonly string[]).includes(user.country.toLowerCase());

/** The games store's banner (SPEC.md §2): our own artwork, to its landing page. */
function GamesStoreBanner() {
  const { t } = useTranslation();
  return (
    <div className="section">
      <Link to="/general" className="store-banner">
        <StoreHero />
        <span className="store-banner__text">
          <span className="store-banner__title">{t('general.bannerTitle')}</span>
          <span>{t('general.bannerText')}</span>
        </span>
      </Link>
    </div>
  );
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

      {signedIn && (
        <Suspense fallback={null}>
          <ExpiringSoonNotice />
        </Suspense>
      )}
      {gamesStoreOpenTo(signedIn ? user : null) && <GamesStoreBanner />}
      <Suspense fallback={<HomeContentPlaceholder />}>
        <HomeContent signedIn={signedIn} now={now} />
      </Suspense>

      <Section id="shortcuts-title" title={t('home.shortcutsTitle')}>
        <ShortcutCards shortcuts={shortcuts} />
      </Section>
    </>
  );
}
