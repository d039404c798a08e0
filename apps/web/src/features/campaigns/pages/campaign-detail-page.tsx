import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { fixedCampaignPage } from '@points/contracts/constants';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { RichText } from '../../../components/rich-text';
import { ApiError, goToErrorPage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { currentLanguage, formatPoints } from '../../../lib/i18n';
import { navigate } from '../../../lib/navigation';
import { QueryIsland } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { useCampaign } from '../api/campaigns-api';
import { CampaignBadge, GoalProgress } from '../components/campaign-card';
import { gameName, requirementText, stateText } from '../components/campaign-words';
import { ClaimAction } from '../components/claim-action';
import '../campaigns.css';
import './campaign-detail-page.css';

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === 404 || error.code === 400);

function Detail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const language = currentLanguage();
  const { data, isPending, error } = useCampaign(id, language, signedIn);

  useEffect(() => {
    if (error instanceof ApiError && !isMissing(error)) {
      goToErrorPage(navigate, error.code, { replace: true });
    }
  }, [error]);

  const crumbs = [{ label: t('pages.campaigns'), to: '/campaigns' }];
  if (isMissing(error)) return <NotFoundPage />;
  if (isPending || !data) {
    return (
      <PageFrame title={t('pages.campaignDetail')} crumbs={crumbs}>
        <div className="page-loading" aria-busy="true" />
      </PageFrame>
    );
  }
  const { campaign } = data;
  const why = stateText(campaign, language, t);
  return (
    <PageFrame title={campaign.name} crumbs={crumbs}>
      <div className="campaign-head">
        <img
          className="campaign-head__image"
          src={campaign.image}
          alt=""
          width="400"
          height="300"
        />
        <div className="campaign-head__body">
          <CampaignBadge campaign={campaign} />
          <p className="campaign-head__summary">{campaign.summary}</p>
          <dl className="campaign-facts">
            <dt>{t('campaigns.facts.reward')}</dt>
            <dd>
              {t(campaign.kind === 'join_app' ? 'campaigns.rewardPerGame' : 'campaigns.reward', {
                points: formatPoints(campaign.reward.points),
              })}{' '}
              <span className="muted">
                {t('campaigns.facts.expiry', { days: campaign.reward.expires_in_days })}
              </span>
            </dd>
            <dt>{t('campaigns.facts.period')}</dt>
            <dd>
              {t('campaigns.facts.range', {
                from: formatDate(campaign.starts_at, language),
                to: formatDate(campaign.ends_at, language),
              })}
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
        </div>
      </div>
      {campaign.join_apps && (
        <section className="section" aria-labelledby="join-apps-title">
          <h2 id="join-apps-title" className="section__title">
            {t('campaigns.joinApps.title')}
          </h2>
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
        </section>
      )}
      <section className="section" aria-labelledby="campaign-about">
        <h2 id="campaign-about" className="section__title">
          {t('campaigns.about')}
        </h2>
        <RichText blocks={campaign.description} />
      </section>
      {campaign.rules.length > 0 && (
        <section className="section" aria-labelledby="campaign-rules">
          <h2 id="campaign-rules" className="section__title">
            {t('campaigns.rules')}
          </h2>
          <RichText blocks={campaign.rules} />
        </section>
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
