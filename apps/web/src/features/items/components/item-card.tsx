import { useTranslation } from 'react-i18next';
import type { ItemView } from '@points/contracts';
import { CardLink } from '../../../components/card-link';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { itemStatusText } from './item-status';
import './item-card.css';

/** One item in a list: picture, name, cost, and what the player can do with it. */
export function ItemCard({ item }: { item: ItemView }) {
  const { t } = useTranslation();
  const status = itemStatusText(item, t, currentLanguage());
  return (
    <CardLink
      to={`/items/${item.id}`}
      image={item.image}
      block="item-card"
      className={`item-card item-card--${item.state}`}
      width={240}
      height={160}
    >
      <span className="item-card__name">{item.name}</span>
      <span className="item-card__cost">{pointsAmount(item.cost)}</span>
      {status && <span className="item-card__state">{status}</span>}
    </CardLink>
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
