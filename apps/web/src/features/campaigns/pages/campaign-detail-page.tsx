import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { fixedCampaignPage } from '@points/contracts/constants';
import { CampaignHead } from '../../../components/campaign-head';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { RichText } from '../../../components/rich-text';
import { Section } from '../../../components/section';
import { formatPeriod } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useSession } from '../../../lib/use-session';
import { useCampaign } from '../api/campaigns-api';
import { CampaignBadge, GoalProgress } from '../components/campaign-card';
import { gameName, requirementText, stateText } from '../components/campaign-words';
import { ClaimAction } from '../components/claim-action';
import '../campaigns.css';
import './campaign-detail-page.css';

function Detail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const language = currentLanguage();
  const { data, isPending, error } = useCampaign(id, language, signedIn);

  const missing = useReadFailure(error);

  const crumbs = [{ label: t('pages.campaigns'), to: '/campaigns' }];
  if (missing) return <NotFoundPage />;
  if (isPending || !data) {
    return <PageFrame title={t('pages.campaignDetail')} crumbs={crumbs} loading />;
  }
  const { campaign } = data;
  const why = stateText(campaign, language, t);
  return (
    <PageFrame title={campaign.name} crumbs={crumbs}>
      <CampaignHead image={campaign.image} block="campaign-head" width={400} height={300}>
        <CampaignBadge campaign={campaign} />
        <p className="campaign-head__summary">{campaign.summary}</p>
        <dl className="campaign-facts">
          <dt>{t('campaigns.facts.reward')}</dt>
          <dd>
            {campaign.kind === 'join_app'
              ? t('campaigns.rewardPerGame', { points: pointsAmount(campaign.reward.points) })
              : pointsAmount(campaign.reward.points)}{' '}
            <span className="muted">
              {t('campaigns.facts.expiry', { count: campaign.reward.expires_in_days })}
            </span>
          </dd>
          <dt>{t('campaigns.facts.period')}</dt>
          <dd>
            {formatPeriod(campaign.starts_at, campaign.ends_at, language)}
            {campaign.repeat !== 'none' && ` · ${t(`campaigns.repeat.${campaign.repeat}`)}`}
          </dd>
          <dt>{t('campaigns.facts.needs')}</dt>
          <dd>{requirementText(campaign, language, t)}</dd>
        </dl>
        {campaign.state === 'in_progress' && <GoalProgress campaign={campaign} />}
        {why && campaign.state !== 'in_progress' && (
          <p className={`campaign-head__why campaign-card__why--${campaign.state}`} role="status">
            {why}
          </p>
        )}
        <ClaimAction campaign={campaign} />
      </CampaignHead>
      {campaign.join_apps && (
        <Section id="join-apps-title" title={t('campaigns.joinApps.title')}>
          <ul className="join-apps">
            {campaign.join_apps.map((app) => (
              <li key={app.game} className="join-apps__game">
                <span className="join-apps__name">{gameName(app.game)}</span>
                <span
                  className={`campaign-badge campaign-badge--${app.rewarded ? 'owned' : app.linked ? 'open' : 'blocked'}`}
                >
                  {t(
                    app.rewarded
                      ? 'campaigns.joinApps.rewarded'
                      : app.linked
                        ? 'campaigns.joinApps.linked'
                        : 'campaigns.joinApps.notLinked',
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="campaign-about" title={t('campaigns.about')}>
        <RichText blocks={campaign.description} />
      </Section>
      {campaign.rules.length > 0 && (
        <Section id="campaign-rules" title={t('campaigns.rules')}>
          <RichText blocks={campaign.rules} />
        </Section>
      )}
    </PageFrame>
  );
}

/** /campaign-detail/{id}: a fixed campaign's id redirects to /campaigns/{id} (SPEC.md §2). */
export function CampaignDetailPage() {
  const { id = '' } = useParams();
  const fixed = fixedCampaignPage(id);
  if (fixed) return <Navigate to={`/campaigns/${fixed.id}`} replace />;
  return (
    <QueryIsland>
      <Detail id={id} />
    </QueryIsland>
  );
}
