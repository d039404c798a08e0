import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { GuardedButton } from '../../components/guarded-button';
import { GlobeIcon, MenuIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { MainVisual } from '../../components/main-visual';
import { currentLanguage } from '../../lib/i18n';
import type { SessionState } from '../../lib/session';
import { whatIsPointUrl } from '../../lib/site-config';
import { uiStore, useUi } from '../../lib/ui-store';
import { useSignIn, useSignUp } from '../../lib/use-sign-in';
import type { RouteMeta } from '../route-table';
import { MenuList } from './menu-list';
import { MyCouponsButton } from './my-coupons-button';
import { NotificationsLink } from './notifications-link';
import { UserStrip } from './user-strip';
import './header.css';

// Only signed-in players on some routes see it: its code (and Query's) loads only then.
const GameBanner = lazy(() => import('../../components/game-banner'));
const ExpiringSoonHeader = lazy(async () => ({
  default: (await import('../../components/expiring-soon')).ExpiringSoonHeader,
}));

export interface HeaderProps {
  meta: RouteMeta;
  session: SessionState & { signedIn: boolean };
  /** The iOS-in-app rule of SPEC.md §2: some header items are hidden. */
  compact: boolean;
  onOpenLanguages: () => void;
}

export function Header({ meta, session, compact, onOpenLanguages }: HeaderProps) {
  const { t } = useTranslation();
  const { isDrawerVisible } = useUi();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const stripped = meta.layout === 'stripped';

  return (
    <header
      className={[
        'site-header',
        session.signedIn ? 'site-header--signed-in' : '',
        meta.appName ? 'site-header--app-name' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="site-header__inner">
        {stripped ? (
          <span className="brand">
            <Logo />
            <span className="brand__name">{t('app.name')}</span>
          </span>
        ) : (
          <Link to="/" className="brand" aria-label={t('app.homeLink')}>
            <Logo />
            <span className="brand__name">{t('app.name')}</span>
            {meta.appName && <span className="brand__app">{t('header.appName')}</span>}
          </Link>
        )}
        {!stripped && (
          <div className="site-header__actions">
            {session.signedIn && session.user ? (
              <>
                <UserStrip user={session.user} expiry />
                <NotificationsLink />
                <MyCouponsButton />
              </>
            ) : (
              <>
                <GuardedButton
                  className="button button--ghost site-header__login site-header__signup"
                  onClick={signUp}
                >
                  {t('header.signup')}
                </GuardedButton>
                <GuardedButton
                  className="button button--primary site-header__login"
                  onClick={signIn}
                >
                  {t('header.login')}
                </GuardedButton>
              </>
            )}
            {!compact && (
              <button
                type="button"
                className="icon-button"
                onClick={onOpenLanguages}
                aria-label={t('language.button')}
              >
                <GlobeIcon />
              </button>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={t('drawer.open')}
              aria-expanded={isDrawerVisible}
              aria-controls="drawer-menu"
              aria-haspopup="dialog"
              onClick={() => uiStore.setDrawerVisible(true)}
            >
              <MenuIcon />
            </button>
          </div>
        )}
      </div>
      {!stripped && !compact && (
        <nav className="site-nav" aria-label={t('menu.label')}>
          <div className="site-header__inner">
            <MenuList variant="bar" />
          </div>
        </nav>
      )}
    </header>
  );
}

/**
 * What the header shows above a page's content, on the routes that ask for it (SPEC.md §2): on
 * phones, a signed-in player's points expiring within 7 days (beside the balance elsewhere); the
 * companion notice, the main visual with its what-are-points link, and the game banner.
 * Rendered at the top of the main landmark, so everything on the page sits in a landmark.
 */
export function HeaderExtras({
  meta,
  session,
}: {
  meta: RouteMeta;
  session: SessionState & { signedIn: boolean };
}) {
  const { t } = useTranslation();
  const stripped = meta.layout === 'stripped';
  const whatIsPoint = whatIsPointUrl(currentLanguage());
  return (
    <>
      {/* On phones, the points expiring soon the header has no room for (home says it itself). */}
      {!stripped && session.signedIn && meta.page !== 'home' && (
        <Suspense fallback={null}>
          <ExpiringSoonHeader variant="bar" />
        </Suspense>
      )}
      {meta.companionNotice && (
        <p className="companion-notice" role="note">
          {t('header.companionNotice')}
        </p>
      )}
      {meta.mainVisual && (
        <div className="site-header__visual">
          <MainVisual />
          {!session.signedIn && whatIsPoint && (
            <ExternalLink className="what-is-point" href={whatIsPoint}>
              {t('header.whatArePoints')}
            </ExternalLink>
          )}
        </div>
      )}
      {!stripped && meta.gameBanner && session.signedIn && (
        <Suspense fallback={null}>
          <GameBanner visible />
        </Suspense>
      )}
    </>
  );
}
