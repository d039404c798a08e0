import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignView } from '@points/contracts';
import { formatEnd } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { stateText } from './campaign-words';
import '../campaigns.css';
import './campaign-card.css';

/** A goal's progress as a labelled bar (the value is read out, the bar only shows it). */
export function GoalProgress({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const { progress } = campaign;
  if (!progress) return null;
  const label = t(`campaigns.goal.${progress.metric}`, {
    value: progress.value,
    target: progress.target,
    count: progress.target,
  });
  return (
    <div className="campaign-progress">
      <progress
        className="campaign-progress__bar"
        max={progress.target}
        value={progress.value}
        aria-label={label}
      />
      <span className="campaign-progress__text">{label}</span>
    </div>
  );
}

const BADGE: Record<CampaignView['state'], string> = {
  claimable: 'open',
  claimed: 'owned',
  partly_claimed: 'progress',
  in_progress: 'progress',
  not_eligible: 'blocked',
  not_started: 'closed',
  ended: 'closed',
};

/** The state as a short badge. */
export function CampaignBadge({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  // A visitor is not refused: they are asked to log in.
  if (campaign.reason === 'sign_in') {
    return <span className="campaign-badge campaign-badge--open">{t('campaigns.signIn')}</span>;
  }
  return (
    <span className={`campaign-badge campaign-badge--${BADGE[campaign.state]}`}>
      {t(`campaigns.states.${campaign.state}`)}
    </span>
  );
}

/** A campaign in the list: its art, name, reward, state and what stands in the way. */
export function CampaignCard({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const why = stateText(campaign, language, t);
  return (
    <Link className="campaign-card" to={`/campaign-detail/${campaign.id}`}>
      <img className="campaign-card__image" src={campaign.image} alt="" width="400" height="300" />
      <div className="campaign-card__body">
        <div className="campaign-card__top">
          <CampaignBadge campaign={campaign} />
          <span className="campaign-card__reward">
            {campaign.kind === 'join_app'
              ? t('campaigns.rewardPerGame', { points: pointsAmount(campaign.reward.points) })
              : pointsAmount(campaign.reward.points)}
          </span>
        </div>
        <h2 className="campaign-card__name">{campaign.name}</h2>
        <p className="campaign-card__summary">{campaign.summary}</p>
        {campaign.state === 'in_progress' ? (
          <GoalProgress campaign={campaign} />
        ) : (
          why && <p className={`campaign-card__why campaign-card__why--${campaign.state}`}>{why}</p>
        )}
        <p className="campaign-card__dates muted">
          {t('campaigns.until', { date: formatEnd(campaign.ends_at, language) })}
        </p>
      </div>
    </Link>
  );
}
