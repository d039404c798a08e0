import { useTranslation } from 'react-i18next';
import type { LotteryCampaignView, LotteryState, LotteryView } from '@points/contracts';
import { CampaignHead } from '../../../components/campaign-head';
import { CardLink } from '../../../components/card-link';
import { StateBadge, type BadgeTone } from '../../../components/state-badge';
import { formatPeriod } from '../../../lib/dates';
import { currentLanguage, formatPoints, pointsAmount } from '../../../lib/i18n';

const TONES: Record<LotteryState, BadgeTone> = {
  upcoming: 'closed',
  open: 'open',
  closed: 'closed',
  won: 'owned',
  lost: 'closed',
  announced: 'closed',
};

/** The badge of a lottery's state for this player (SPEC.md §4). */
export function LotteryStateBadge({ state }: { state: LotteryState }) {
  const { t } = useTranslation();
  return <StateBadge tone={TONES[state]}>{t(`lottery.states.${state}`)}</StateBadge>;
}

/** A lottery in a campaign's list: it links to the lottery's page. */
export function LotteryCard({ lottery }: { lottery: LotteryView }) {
  const { t } = useTranslation();
  return (
    <CardLink to={`/campaign-lotto-detail/${encodeURIComponent(lottery.id)}`} image={lottery.image}>
      <LotteryStateBadge state={lottery.state} />
      <span className="coupon-campaign__name">{lottery.name}</span>
      <span className="coupon-campaign__meta">
        {t('lottery.facts.entryPeriod')}:{' '}
        {formatPeriod(lottery.entry_from, lottery.entry_to, currentLanguage())}
      </span>
      <span className="coupon-campaign__numbers">
        <span className="coupon-campaign__cost">{pointsAmount(lottery.points_per_entry)}</span>
        <span className="coupon-campaign__count">
          {t('lottery.facts.totalEntries')}: {formatPoints(lottery.total_entries)}
        </span>
      </span>
    </CardLink>
  );
}

/** A campaign's heading block: its picture, name, description and its lotteries' cards. */
export function LotteryCampaignSection({
  campaign,
  heading,
}: {
  campaign: LotteryCampaignView;
  /** The section's heading: the campaign's name unless the page already shows it. */
  heading?: string;
}) {
  const { t } = useTranslation();
  const id = `lottery-campaign-${campaign.id}`;
  return (
    <section className="section" aria-labelledby={id}>
      <CampaignHead image={campaign.image}>
        <h2 id={id} className="section__title">
          {heading ?? campaign.name}
        </h2>
        <p>{campaign.description}</p>
      </CampaignHead>
      {campaign.lotteries.length === 0 ? (
        <p className="notice-card">{t('lottery.empty')}</p>
      ) : (
        <ul className="coupon-campaigns" aria-label={t('lottery.lotteriesTitle')}>
          {campaign.lotteries.map((lottery) => (
            <li key={lottery.id}>
              <LotteryCard lottery={lottery} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
