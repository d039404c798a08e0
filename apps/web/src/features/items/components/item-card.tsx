import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemView } from '@points/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { htmlLang } from '../../../lib/language';

/** One item in a list: picture, name, cost, and what the player can do with it. */
export function ItemCard({ item }: { item: ItemView }) {
  const { t } = useTranslation();
  const cost = new Intl.NumberFormat(htmlLang(currentLanguage())).format(item.cost);
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
        <span className="item-card__cost">{t('header.points', { points: cost })}</span>
        {item.state !== 'exchangeable' && (
          <span className="item-card__state">{t(`items.states.${item.state}`)}</span>
        )}
      </span>
    </Link>
  );
}
