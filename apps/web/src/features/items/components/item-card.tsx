import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemView } from '@points/contracts';
import { currentLanguage, formatPoints } from '../../../lib/i18n';
import { itemStatusText } from './item-status';
import './item-card.css';

/** One item in a list: picture, name, cost, and what the player can do with it. */
export function ItemCard({ item }: { item: ItemView }) {
  const { t } = useTranslation();
  const status = itemStatusText(item, t, currentLanguage());
  return (
    <Link to={`/items/${item.id}`} className={`item-card item-card--${item.state}`}>
      <img
        className="item-card__image"
        src={item.image}
        alt=""
        width="240"
        height="160"
        loading="lazy"
      />
      <span className="item-card__body">
        <span className="item-card__name">{item.name}</span>
        <span className="item-card__cost">
          {t('header.points', { points: formatPoints(item.cost) })}
        </span>
        {status && <span className="item-card__state">{status}</span>}
      </span>
    </Link>
  );
}

/** Items as a grid of cards. */
export function ItemGrid({ items }: { items: readonly ItemView[] }) {
  return (
    <ul className="item-grid">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </ul>
  );
}
