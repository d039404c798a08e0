import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { CONSOLE_LANGUAGES } from './i18n';
import { useOperator } from '../lib/session';
import { AREAS } from './areas';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ja: '日本語' };

/** The console's frame: the operator, the sections, the language and sign-out. */
export function Layout({ onSignOut }: { onSignOut: () => void }) {
  const { t, i18n } = useTranslation();
  const operator = useOperator();
  const entries = AREAS.flatMap((area) =>
    area.routes
      .filter((route) => route.nav)
      .map((route) => ({
        path: route.path,
        order: route.nav!.order,
        label: t(route.nav!.label, { ns: area.namespace }),
      })),
  ).sort((a, b) => a.order - b.order);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="topbar">
        <span className="topbar__name">{t('appName')}</span>
        <span className="topbar__operator">
          {t('signedInAs', { name: operator.name, role: t(`role.${operator.role}`) })}
        </span>
        <label className="topbar__language">
          <span>{t('nav.language')}</span>
          <select
            value={i18n.language}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {CONSOLE_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="topbar__sign-out" onClick={onSignOut}>
          {t('nav.signOut')}
        </button>
      </header>
      <nav className="sidebar" aria-label={t('nav.label')}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.path}>
              <NavLink to={`/${entry.path}`}>{entry.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
