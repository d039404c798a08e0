import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieIcon } from '../../components/icons';
import './footer.css';

const CookieSettings = lazy(async () => ({
  default: (await import('./cookie-settings')).CookieSettings,
}));

/** One of our own licence marks: a framed glyph and a word. */
function LicenceMark({ label, word, glyph }: { label: string; word: string; glyph: ReactNode }) {
  return (
    <li>
      <svg viewBox="0 0 96 40" width="96" height="40" role="img" aria-label={label}>
        <rect
          x="1"
          y="1"
          width="94"
          height="38"
          rx="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        {glyph}
        <text
          x="30"
          y="25"
          fontSize="11"
          fontWeight="700"
          fill="currentColor"
          fontFamily="sans-serif"
        >
          {word}
        </text>
      </svg>
    </li>
  );
}

/** Our own licence marks: the bodies that licensed leagues, clubs and players to the game. */
function LicenceMarks() {
  const { t } = useTranslation();
  return (
    <ul className="licence-marks" aria-label={t('footer.licences')}>
      <LicenceMark
        label={t('footer.licenceLeague')}
        word="LEAGUE"
        glyph={<path d="M14 10l9 4v8c0 6-4 9-9 10-5-1-9-4-9-10v-8z" fill="currentColor" />}
      />
      <LicenceMark
        label={t('footer.licencePlayers')}
        word="PLAYERS"
        glyph={
          <>
            <circle cx="15" cy="15" r="5" fill="currentColor" />
            <path d="M7 31c0-6 4-9 8-9s8 3 8 9z" fill="currentColor" />
          </>
        }
      />
    </ul>
  );
}

/** The age rating, which differs by language (each market's rating is shown in its words). */
function RatingBadge() {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 64 80"
      width="48"
      height="60"
      role="img"
      aria-label={t('footer.ratingLabel')}
      className="rating-badge"
    >
      <rect
        x="1"
        y="1"
        width="62"
        height="78"
        rx="6"
        fill="#fff"
        stroke="#14213d"
        strokeWidth="2"
      />
      <rect x="1" y="58" width="62" height="21" rx="0" fill="#14213d" />
      <text
        x="32"
        y="44"
        textAnchor="middle"
        fontSize="30"
        fontWeight="800"
        fill="#14213d"
        fontFamily="sans-serif"
      >
        {t('footer.ratingAge')}
      </text>
      <text
        x="32"
        y="73"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
        fontFamily="sans-serif"
      >
        {t('footer.ratingShort')}
      </text>
    </svg>
  );
}

/** Licence logos, trademark text, the rating image and cookie settings (SPEC.md §2, Shell). */
export function Footer({ stripped }: { stripped: boolean }) {
  const { t } = useTranslation();
  const [cookiesOpen, setCookiesOpen] = useState(false);
  if (stripped) return <footer className="site-footer site-footer--stripped" />;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__marks">
          <LicenceMarks />
          <RatingBadge />
        </div>
        <p className="site-footer__trademarks">{t('footer.trademarks')}</p>
        <button
          type="button"
          className="button button--footer"
          onClick={() => setCookiesOpen(true)}
        >
          <CookieIcon />
          {t('footer.cookieSettings')}
        </button>
        <p className="site-footer__copyright">
          © {new Date().getUTCFullYear()} {t('app.name')}
        </p>
      </div>
      {cookiesOpen && (
        <Suspense fallback={null}>
          <CookieSettings open onClose={() => setCookiesOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
