import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GuardedButton } from '../../components/guarded-button';
import { ExternalIcon } from '../../components/icons';
import { useLegalPages } from '../../features/legal/use-legal-pages';
import { currentLanguage } from '../../lib/i18n';
import { whatIsPointUrl } from '../../lib/site-config';
import { activeMenu } from '../route-table';
import { MENU_ITEMS } from './menu-items';
import './menu-list.css';

/** The menu entries, as the header bar shows them and as the drawer lists them. */
export function MenuList({
  variant,
  onNavigate,
}: {
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openLegal = useLegalPages();
  const active = activeMenu(pathname);

  return (
    <ul className={`menu menu--${variant}`}>
      {MENU_ITEMS.map((item) => {
        const label = t(item.label);
        const content = (
          <>
            <item.Icon />
            <span>{label}</span>
          </>
        );
        if (item.kind === 'link') {
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className="menu__item"
                aria-current={active === item.key ? 'page' : undefined}
                onClick={onNavigate}
              >
                {content}
              </Link>
            </li>
          );
        }
        if (item.kind === 'external') {
          const href = whatIsPointUrl(currentLanguage());
          if (!href) return null;
          return (
            <li key={item.key}>
              <a className="menu__item" href={href} target="_blank" rel="noopener noreferrer">
                {content}
                <ExternalIcon />
                <span className="visually-hidden">{t('common.opensInNewTab')}</span>
              </a>
            </li>
          );
        }
        return (
          <li key={item.key}>
            <GuardedButton
              className="menu__item menu__button"
              onClick={() => {
                onNavigate?.();
                return openLegal(item.key);
              }}
            >
              {content}
            </GuardedButton>
          </li>
        );
      })}
    </ul>
  );
}
