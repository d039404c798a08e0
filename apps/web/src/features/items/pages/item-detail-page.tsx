import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { formatPeriod } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useSession } from '../../../lib/use-session';
import { useItem } from '../api/items-api';
import { Countdown } from '../components/countdown';
import { ExchangeAction } from '../components/exchange-flow';
import './item-detail-page.css';

function Detail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const language = currentLanguage();
  const { data, isPending, refetch, error } = useItem(id, language, signedIn);
  const onReset = useCallback(() => void refetch(), [refetch]);

  const missing = useReadFailure(error, [404]);

  if (missing) return <NotFoundPage />;
  if (isPending || !data) {
    return (
      <PageFrame
        title={t('pages.itemDetail')}
        crumbs={[{ label: t('pages.items'), to: '/items' }]}
        loading
      />
    );
  }
  const { item, point } = data;
  return (
    <PageFrame
      title={item.name}
      wide
      crumbs={[
        { label: t('pages.usePoint'), to: '/usepoint' },
        { label: t('pages.items'), to: '/items' },
      ]}
    >
      <div className="item-detail">
        <img className="item-detail__image" src={item.image} alt="" width="240" height="160" />
        <div className="item-detail__body">
          <p className="item-detail__cost">{pointsAmount(item.cost)}</p>
          <p>{item.description}</p>
          <dl className="facts">
            <dt>{t('items.type')}</dt>
            <dd>{t(`items.types.${item.trade_point_type}`)}</dd>
            <dt>{t('items.platform')}</dt>
            <dd>
              {item.platforms.map((platform) => t(`items.platforms.${platform}`)).join(' · ')}
            </dd>
            {item.exchange_limit !== null && (
              <>
                <dt>{t('items.limit')}</dt>
                <dd>
                  {t(`items.limitPer.${item.reset}`, { number: item.exchange_limit })}
                  {item.remaining_count !== null && (
                    <> · {t('items.remaining', { number: item.remaining_count })}</>
                  )}
                </dd>
              </>
            )}
            {(item.valid_from || item.valid_to) && (
              <>
                <dt>{t('items.period')}</dt>
                <dd>{formatPeriod(item.valid_from, item.valid_to, language)}</dd>
              </>
            )}
          </dl>
          {item.next_reset_at && item.exchange_limit !== null && (
            <Countdown to={item.next_reset_at} onDone={onReset} />
          )}
          <ExchangeAction item={item} balance={point} signedIn={signedIn} />
        </div>
      </div>
      <section className="item-detail__details" aria-labelledby="details-title">
        <h2 id="details-title">{t('items.details')}</h2>
        <p>{item.details}</p>
      </section>
    </PageFrame>
  );
}

/** /items/{id} (route ItemDetail): the item, its limits and the exchange (SPEC.md §2, §4). */
export function ItemDetailPage() {
  return (
    <QueryIsland>
      <Detail />
    </QueryIsland>
  );
}
