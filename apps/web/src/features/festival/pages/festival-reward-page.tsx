import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RewardData } from '@points/contracts';
import { NotFoundPage } from '../../../components/not-found';
import { formatDateTime, formatEnd } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { isMissing } from '../../../lib/use-read-failure';
import { useClaimReward, useReward } from '../api/festival-api';
import { useLeaveOnError } from '../api/read-failure';
import {
  FestivalFrame,
  FestivalNotice,
  FestivalSubtitle,
  RequestButton,
} from '../components/festival-frame';

function RewardState({ data }: { data: RewardData }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const claim = useClaimReward();
  const { festival, reward, registration } = data;
  const points = pointsAmount(reward.points);
  switch (reward.state) {
    case 'claimable':
      return (
        <FestivalNotice title={t('festival.reward.claimableTitle')}>
          <p>
            {t('festival.reward.claimable', {
              points,
              date: formatEnd(festival.reward_until, language),
            })}
          </p>
          <RequestButton
            request={claim}
            send={() => claim.mutateAsync(festival.id)}
            failureKey={() => 'festival.refusals.generic'}
          >
            {t('festival.reward.claim', { points })}
          </RequestButton>
        </FestivalNotice>
      );
    case 'claimed':
      return (
        <FestivalNotice title={t('festival.reward.claimedTitle')}>
          <p>
            {t('festival.reward.claimed', {
              points,
              date: formatDateTime(reward.claimed_at!, language),
            })}
          </p>
          <Link className="button button--ghost" to="/point-history">
            {t('festival.reward.history')}
          </Link>
        </FestivalNotice>
      );
    case 'not_open':
      return (
        <FestivalNotice>
          <p>
            {t('festival.reward.notOpen', {
              points,
              date: formatDateTime(festival.event_ends_at, language),
            })}
          </p>
        </FestivalNotice>
      );
    case 'closed':
      return (
        <FestivalNotice>
          <p>{t('festival.reward.closed', { date: formatEnd(festival.reward_until, language) })}</p>
        </FestivalNotice>
      );
    case 'not_attended':
      return (
        <FestivalNotice>
          <p>{t(registration ? 'festival.reward.notAttended' : 'festival.reward.notRegistered')}</p>
        </FestivalNotice>
      );
  }
}

function Reward() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useReward(id, currentLanguage());
  useLeaveOnError(error);
  if (isMissing(error)) return <NotFoundPage />;
  if (!data) return <FestivalFrame title={t('pages.festivalReward')} loading />;
  return (
    <FestivalFrame title={t('pages.festivalReward')} festival={data.festival}>
      <FestivalSubtitle festival={data.festival} />
      <p className="page__lead">
        {t('festival.reward.lead', { points: pointsAmount(data.reward.points) })}
      </p>
      <RewardState data={data} />
    </FestivalFrame>
  );
}

/** /campaign-festival-reward/{id}: attendees claim the attendance reward after the event, once. */
export function FestivalRewardPage() {
  return (
    <QueryIsland>
      <Reward />
    </QueryIsland>
  );
}
