import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { STORAGE_KEYS } from '@points/contracts/constants';
import type { LotteryItemData } from '@points/contracts';
import { CampaignHead } from '../../../components/campaign-head';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { Section } from '../../../components/section';
import { formatDateTime, formatEnd, formatPeriod } from '../../../lib/dates';
import { currentLanguage, formatPoints, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useSession } from '../../../lib/use-session';
import { useLottery } from '../api/lottery-api';
import { DrawProofPanel } from '../components/draw-proof-panel';
import { EntryAction } from '../components/entry-action';
import { LotteryStateBadge } from '../components/lottery-cards';
import './lottery-page.css';

function Facts({ data }: { data: LotteryItemData }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { lottery } = data;
  return (
    <dl className="facts lottery-facts" aria-label={t('lottery.facts.label')}>
      <dt>{t('lottery.facts.pointsPerEntry')}</dt>
      <dd>{pointsAmount(lottery.points_per_entry)}</dd>
      <dt>{t('lottery.facts.entryLimit')}</dt>
      <dd>{formatPoints(lottery.entry_limit)}</dd>
      {lottery.entries_left !== null && (
        <>
          <dt>{t('lottery.facts.yourEntries')}</dt>
          <dd>
            {t('lottery.facts.entriesOf', {
              number: lottery.entry_count,
              limit: lottery.entry_limit,
            })}
          </dd>
        </>
      )}
      <dt>{t('lottery.facts.totalEntries')}</dt>
      <dd>{formatPoints(lottery.total_entries)}</dd>
      <dt>{t('lottery.facts.entryPeriod')}</dt>
      <dd>{formatPeriod(lottery.entry_from, lottery.entry_to, language)}</dd>
      <dt>{t('lottery.facts.selection')}</dt>
      <dd>{formatDateTime(lottery.selection_at, language)}</dd>
      <dt>{t('lottery.facts.announcement')}</dt>
      <dd>{formatDateTime(lottery.result_from, language)}</dd>
      <dt>{t('lottery.facts.resultUntil')}</dt>
      <dd>{formatEnd(lottery.result_to, language)}</dd>
      <dt>{t('lottery.facts.deadline')}</dt>
      <dd>{formatEnd(lottery.address_deadline, language)}</dd>
    </dl>
  );
}

function Result({ data }: { data: LotteryItemData }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { lottery, won } = data;
  let body: ReactNode;
  if (lottery.state === 'won' && won) {
    const prize = lottery.prizes.find((p) => p.position === won.prize_position);
    const date =
      won.status === 'shipped'
        ? won.shipped_at && formatDateTime(won.shipped_at, language)
        : formatEnd(lottery.address_deadline, language);
    body = (
      <>
        <p className="lottery-result__won">
          {t('lottery.result.won', { ticket: `#${won.ticket}`, prize: prize?.name ?? '' })}
        </p>
        <p>
          {t(`lottery.result.status.${won.status}`, {
            date: date ?? '',
          })}
        </p>
        {(won.status === 'address_needed' || won.status === 'address_confirmed') && (
          <Link
            className="button button--primary"
            to={`/campaign-lotto-infocheck?lottery=${encodeURIComponent(lottery.id)}`}
          >
            {t('lottery.result.checkAddress')}
          </Link>
        )}
      </>
    );
  } else if (lottery.state === 'lost') {
    body = <p>{t('lottery.result.lost')}</p>;
  } else if (lottery.state === 'announced') {
    body = <p>{t('lottery.result.announced')}</p>;
  } else {
    body = (
      <p>{t('lottery.result.pending', { date: formatDateTime(lottery.result_from, language) })}</p>
    );
  }
  return (
    <Section id="result-title" title={t('lottery.result.title')} className="section coupon-panel">
      {body}
    </Section>
  );
}

/**
 * The player's tickets: numbered by the draw, in the order of entry (a number shown before could
 * still change); until then, how many they hold and when they are numbered, and just after the
 * draw of a large lottery, while its numbers are being written, that they are on their way.
 */
export function Tickets({ data }: { data: LotteryItemData }) {
  const { t } = useTranslation();
  const { lottery } = data;
  return (
    <Section id="tickets-title" title={t('lottery.tickets.title')}>
      {lottery.entry_count === 0 ? (
        <p>{t('lottery.tickets.none')}</p>
      ) : data.tickets.length === 0 ? (
        <p>
          {lottery.proof.drawn_at === null
            ? t('lottery.tickets.unnumbered', {
                count: lottery.entry_count,
                date: formatDateTime(lottery.selection_at, currentLanguage()),
              })
            : // Drawn: a large lottery's numbers are written just after the draw.
              t('lottery.tickets.numbering', { count: lottery.entry_count })}
        </p>
      ) : (
        <ul className="lottery-tickets">
          {data.tickets.map((ticket) => (
            <li
              key={ticket}
              className={
                ticket === data.won?.ticket
                  ? 'lottery-tickets__ticket lottery-tickets__ticket--won'
                  : 'lottery-tickets__ticket'
              }
            >
              #{ticket}
            </li>
          ))}
        </ul>
      )}
      {data.holder && (
        <p className="muted">{t('lottery.tickets.holder', { holder: data.holder })}</p>
      )}
    </Section>
  );
}

function Detail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const { signedIn } = useSession();
  const { data, error } = useLottery(id, currentLanguage(), signedIn);

  const missing = useReadFailure(error);
  // The winner's address check comes back here (SPEC.md §3 last_url_lottery_item).
  useEffect(() => {
    if (signedIn && data) localStorage.setItem(STORAGE_KEYS.lastUrlLotteryItem, location.pathname);
  }, [signedIn, data, location.pathname]);

  const crumbs = [
    { label: t('pages.usePoint'), to: '/usepoint' },
    { label: t('pages.lottoAll'), to: '/campaign-lotto' },
  ];
  if (missing) return <NotFoundPage />;
  if (!data) {
    return <PageFrame title={t('pages.lottoDetail')} crumbs={crumbs} wide loading />;
  }
  const { lottery, point } = data;
  return (
    <PageFrame
      title={lottery.name}
      crumbs={[
        ...crumbs,
        {
          label: data.campaign_name,
          to: `/campaign-lotto/${encodeURIComponent(lottery.campaign_id)}`,
        },
      ]}
      wide
    >
      <CampaignHead image={lottery.image}>
        <LotteryStateBadge state={lottery.state} />
        <p>{lottery.description}</p>
        {point !== null && (
          <p className="coupon-campaign-head__balance">
            {t('coupons.balance', { points: pointsAmount(point) })}
          </p>
        )}
        <EntryAction lottery={lottery} balance={point} signedIn={signedIn} />
      </CampaignHead>
      <Facts data={data} />
      <Section id="prizes-title" title={t('lottery.prizesTitle')}>
        <ul className="lottery-prizes">
          {lottery.prizes.map((prize) => (
            <li key={prize.position} className="lottery-prize">
              {prize.image && (
                <img
                  className="lottery-prize__image"
                  src={prize.image}
                  alt=""
                  width="160"
                  height="90"
                />
              )}
              <div>
                <p className="lottery-prize__name">{prize.name}</p>
                <p>{prize.details}</p>
                <p className="muted">
                  {t('lottery.prizeQuantity', { count: prize.quantity })} ·{' '}
                  {t(`lottery.delivery.${prize.delivery}`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      {signedIn && <Tickets data={data} />}
      {(lottery.state !== 'open' && lottery.state !== 'upcoming') || lottery.entry_count > 0 ? (
        <Result data={data} />
      ) : null}
      <DrawProofPanel lotteryId={lottery.id} proof={lottery.proof} />
    </PageFrame>
  );
}

/** /campaign-lotto-detail/{id}: a lottery, its entry, the player's tickets and result. */
export function LotteryPage() {
  return (
    <QueryIsland>
      <Detail />
    </QueryIsland>
  );
}
