import { useTranslation } from 'react-i18next';
import type { CampaignRefusal, CampaignView } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { StepDialogs } from '../../../components/step-dialogs';
import { ApiError } from '../../../lib/api-client';
import { formatEnd } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { linkGameUrl } from '../../../lib/site-config';
import { useSignIn } from '../../../lib/use-sign-in';
import { useStepFlow } from '../../../lib/use-step-flow';
import { useClaimCampaign } from '../api/campaigns-api';
import { gameName, listOf } from './campaign-words';
import './claim-action.css';

const REFUSALS = new Set<CampaignRefusal>([
  'not_started',
  'ended',
  'already_claimed',
  'goal_not_reached',
  'not_applied',
]);

/** The message of a refused claim, for the failure dialog. */
export function failedClaimMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'campaigns.failure.failed';
  if (error.code === 4049 && REFUSALS.has(error.reason as CampaignRefusal)) {
    return `campaigns.failure.${error.reason}`;
  }
  if (error.code === 4041 || error.code === 406) return `error.messages.${error.code}`;
  return 'campaigns.failure.failed';
}

/**
 * The claim button as the campaign's state allows, with its steps: processing, then the points
 * earned and when they expire, or why it failed. The button has the re-click guard, and each
 * click that gets through is one idempotency key.
 */
export function ClaimAction({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const claim = useClaimCampaign();
  const flow = useStepFlow({
    action: () => claim.mutateAsync({ id: campaign.id, kind: campaign.kind }),
    failureKey: failedClaimMessageKey,
  });
  const signIn = useSignIn();

  const newGames = (campaign.join_apps ?? []).filter((app) => app.linked && !app.rewarded);
  let action;
  if (campaign.state === 'claimable') {
    action = (
      <GuardedButton className="button button--primary" onClick={() => flow.run()}>
        {campaign.kind === 'join_app'
          ? t('campaigns.claimGames', {
              points: pointsAmount(campaign.reward.points * newGames.length),
              games: listOf(
                newGames.map((app) => gameName(app.game)),
                language,
                'conjunction',
              ),
            })
          : t('campaigns.claim', { points: pointsAmount(campaign.reward.points) })}
      </GuardedButton>
    );
  } else if (campaign.reason === 'sign_in' || campaign.reason === 'consent') {
    action = (
      <GuardedButton className="button button--primary" onClick={signIn}>
        {t(campaign.reason === 'sign_in' ? 'campaigns.signIn' : 'campaigns.signInAgain')}
      </GuardedButton>
    );
  } else {
    action = (
      <button type="button" className="button button--disabled" disabled aria-disabled="true">
        {t(`campaigns.states.${campaign.state}`)}
      </button>
    );
  }
  const guide = linkGameUrl(language);
  const canLinkMore =
    campaign.reason === 'linked_games' ||
    (campaign.kind === 'join_app' && (campaign.join_apps ?? []).some((app) => !app.linked));

  return (
    <div className="claim-action">
      {action}
      {canLinkMore && guide && campaign.state !== 'ended' && (
        <p className="claim-action__link">
          <a href={guide} target="_blank" rel="noreferrer">
            {t('campaigns.linkAtAccount')}
          </a>{' '}
          {t('campaigns.thenSignIn')}
        </p>
      )}

      <StepDialogs
        flow={flow}
        processing={{
          title: t('campaigns.processing.title'),
          text: t('campaigns.processing.text'),
        }}
        success={{
          title: t('campaigns.success.title'),
          body: (data) => (
            <>
              <p className="claim-success__points">
                {t('campaigns.success.points', { points: pointsAmount(data.points) })}
              </p>
              <p>
                {t('campaigns.success.expires', { date: formatEnd(data.expires_at, language) })}
              </p>
              <p className="muted">
                {t('campaigns.success.balance', { points: pointsAmount(data.point) })}
              </p>
            </>
          ),
        }}
        failureTitle={t('campaigns.failure.title')}
      />
    </div>
  );
}
