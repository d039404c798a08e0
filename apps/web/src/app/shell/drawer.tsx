import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../components/guarded-button';
import { CoinIcon, CouponIcon, GlobeIcon, LoginIcon, LogoutIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { currentLanguage } from '../../lib/i18n';
import { htmlLang } from '../../lib/language';
import { LANGUAGE_NAMES } from '../../lib/languages';
import { navigate } from '../../lib/navigation';
import type { SessionState } from '../../lib/session';
import { uiStore, useUi } from '../../lib/ui-store';
import { useSignIn, useSignUp } from '../../lib/use-sign-in';
import { useSignOut } from '../../lib/use-sign-out';
import { MenuList } from './menu-list';
import { openMyCoupons } from './my-coupons-button';
import { UserStrip } from './user-strip';
import './drawer.css';

/**
 * The drawer menu (SPEC.md §2): the header menu plus check points (signed in) and login or
 * logout. A modal `<dialog>`: keyboard users stay inside it until Escape or the close button.
 */
export function Drawer({
  session,
  onOpenLanguages,
}: {
  session: SessionState & { signedIn: boolean };
  onOpenLanguages: () => void;
}) {
  const { t } = useTranslation();
  const { isDrawerVisible } = useUi();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const signOut = useSignOut();
  const close = () => uiStore.setDrawerVisible(false);
  const language = currentLanguage();

  // "Check points" opens the points history: the balance, why it changed, what expires soon.
  const checkPoints = () => {
    close();
    navigate('/point-history');
  };

  return (
    <Modal
      open={isDrawerVisible}
      onClose={close}
      title={t('drawer.title')}
      variant="sheet"
      className="drawer"
    >
      <div id="drawer-menu" className="drawer__body">
        {session.signedIn && session.user && (
          <div className="drawer__user">
            <UserStrip user={session.user} />
          </div>
        )}
        <nav aria-label={t('drawer.title')}>
          <MenuList variant="drawer" onNavigate={close} />
        </nav>
        <ul className="menu menu--drawer drawer__extra">
          {session.signedIn && (
            <li>
              <button type="button" className="menu__item menu__button" onClick={checkPoints}>
                <CoinIcon />
                <span>{t('drawer.checkPoints')}</span>
              </button>
            </li>
          )}
          {session.signedIn && (
            <li>
              <GuardedButton
                className="menu__item menu__button"
                onClick={() => {
                  close();
                  return openMyCoupons();
                }}
              >
                <CouponIcon />
                <span>{t('header.myCoupons')}</span>
              </GuardedButton>
            </li>
          )}
          <li>
            <button
              type="button"
              className="menu__item menu__button"
              onClick={() => {
                close();
                onOpenLanguages();
              }}
            >
              <GlobeIcon />
              <span>{t('language.button')}</span>
              <span className="menu__hint" lang={htmlLang(language)}>
                {LANGUAGE_NAMES[language]}
              </span>
            </button>
          </li>
          <li>
            {session.signedIn ? (
              <GuardedButton className="menu__item menu__button" onClick={signOut}>
                <LogoutIcon />
                <span>{t('header.logout')}</span>
              </GuardedButton>
            ) : (
              <GuardedButton className="menu__item menu__button" onClick={signIn}>
                <LoginIcon />
                <span>{t('header.login')}</span>
              </GuardedButton>
            )}
          </li>
          {!session.signedIn && (
            <li>
              <GuardedButton className="menu__item menu__button" onClick={signUp}>
                <LoginIcon />
                <span>{t('header.signup')}</span>
              </GuardedButton>
            </li>
          )}
        </ul>
      </div>
    </Modal>
  );
}
