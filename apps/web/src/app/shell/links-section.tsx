import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '../../components/icons';
import { GAME_LINKS, type GameLink } from '../../content/game-links';
import './links-section.css';

function GameArt({ art }: { art: GameLink['art'] }) {
  return (
    <svg viewBox="0 0 160 90" aria-hidden="true" focusable="false" className="game-card__art">
      <rect
        width="160"
        height="90"
        fill={art === 'cards' ? '#14213d' : art === 'league' ? '#7a1f3d' : '#0b6b3a'}
      />
      {art === 'pitch' && (
        <g stroke="#fff" strokeOpacity="0.5" strokeWidth="2" fill="none">
          <path d="M80 0v90" />
          <circle cx="80" cy="45" r="16" />
          <rect x="0" y="25" width="22" height="40" />
          <rect x="138" y="25" width="22" height="40" />
        </g>
      )}
      {art === 'cards' && (
        <g>
          <rect
            x="48"
            y="14"
            width="36"
            height="56"
            rx="5"
            fill="#f5b700"
            transform="rotate(-10 66 42)"
          />
          <rect
            x="72"
            y="18"
            width="36"
            height="56"
            rx="5"
            fill="#fff"
            transform="rotate(8 90 46)"
          />
          <circle cx="90" cy="42" r="8" fill="#0b6b3a" transform="rotate(8 90 46)" />
        </g>
      )}
      {art === 'league' && (
        <g>
          <path d="M80 14l26 10v22c0 16-12 26-26 30-14-4-26-14-26-30V24z" fill="#fff" />
          <path d="M80 24l16 6v14c0 10-7 17-16 20-9-3-16-10-16-20V30z" fill="#f5b700" />
        </g>
      )}
    </svg>
  );
}

/** Three game cards, each opening its store page in a new tab (SPEC.md §2, Shell). */
export function LinksSection() {
  const { t } = useTranslation();
  return (
    <section className="links-section" aria-labelledby="links-title">
      <div className="links-section__inner">
        <h2 id="links-title">{t('links.title')}</h2>
        <ul className="game-cards">
          {GAME_LINKS.map((game) => (
            <li key={game.id}>
              <a className="game-card" href={game.url} target="_blank" rel="noopener noreferrer">
                <GameArt art={game.art} />
                <span className="game-card__body">
                  <span className="game-card__title">{game.title}</span>
                  <span className="game-card__platform">
                    {t(`links.platform.${game.platform}`)}
                  </span>
                </span>
                <ExternalIcon />
                <span className="visually-hidden">{t('common.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
