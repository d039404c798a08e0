import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon, CouponIcon, GiftIcon, TicketIcon } from '../../../components/icons';
import { Loading } from '../../../components/loading';
import { PageFrame } from '../../../components/page-frame';
import { Section } from '../../../components/section';
import { ShortcutCards } from '../../../components/shortcut-cards';
import { currentLanguage } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { useGroupItems } from '../api/items-api';
import { ItemGrid } from '../components/item-card';

function Shop() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { data } = useGroupItems(currentLanguage(), signedIn);
  const featured = data?.groups.find((group) => group.id === 'featured') ?? data?.groups[0];
  const ways = [
    { to: '/items', Icon: CartIcon, title: t('pages.items'), text: t('shop.itemsText') },
    { to: '/coupons', Icon: CouponIcon, title: t('pages.coupons'), text: t('shop.couponsText') },
    {
      to: '/campaign-lotto',
      Icon: TicketIcon,
      title: t('pages.lottoAll'),
      text: t('shop.lotteriesText'),
    },
    { to: '/campaigns', Icon: GiftIcon, title: t('menu.getPoints'), text: t('shop.getPointsText') },
  ];
  return (
    <PageFrame title={t('pages.usePoint')} wide>
      <p className="page__lead">{t('shop.intro')}</p>
      <ShortcutCards shortcuts={ways} />
      {!data && <Loading />}
      {featured && (
        <Section
          id="featured-title"
          title={featured.name}
          action={
            <Link className="button button--ghost more-button" to="/items">
              {t('shop.allItems')}
            </Link>
          }
        >
          <ItemGrid items={featured.items} />
        </Section>
      )}
    </PageFrame>
  );
}

/** /usepoint: the points shop, with its app name in the header (SPEC.md §2). */
export function UsePointPage() {
  return (
    <QueryIsland>
      <Shop />
    </QueryIsland>
  );
}
