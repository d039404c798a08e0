import type { CampaignClaimData } from '@points/contracts';
import { UpstreamError } from '../../errors';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import type { EarnPlan } from '../earning/earn';
import type { IdempotentCall } from '../idempotency/run-idempotent';
import type { User } from '../users/user-repository';
import type { Campaign } from './campaign-catalogue';
import {
  appsFor,
  blockError,
  campaignPeriod,
  campaignRefusal,
  claimBlock,
  linkedJoinGames,
} from './campaign-eligibility';
import type { GoalProgressReader } from './goal-progress';

const DAY_MS = 86_400_000;

/**
 * What may refuse a claim before it starts, in the rules' order, asking the game platform (the
 * game's country, a goal's progress) only when a rule needs it, outside any transaction.
 * `kind` is the call's: `claim` for /campaign-measure-check (claim and goal campaigns),
 * `join_app` for /campaign-join-app; the other kind of campaign "does not apply" (4049).
 */
export async function guardClaim(
  deps: { gateway: GamePlatformGateway; progress: GoalProgressReader },
  request: { user: User; campaign: Campaign; call: 'claim' | 'join_app'; now: Date },
): Promise<void> {
  const { user, campaign, now } = request;
  if (!campaign.published) throw campaignRefusal('not_applied');
  if ((campaign.kind === 'join_app') !== (request.call === 'join_app')) {
    throw campaignRefusal('not_applied');
  }
  const askPlatform = async <T>(question: () => Promise<T>): Promise<T> => {
    try {
      return await question();
    } catch (error) {
      throw new UpstreamError('the game platform did not answer', { cause: error });
    }
  };
  const block = await claimBlock(
    campaign,
    {
      signedIn: true,
      consent: user.programConsent,
      country: user.country,
      gameApps: user.gameApps,
    },
    now,
    {
      gameCountries: () =>
        askPlatform(() =>
          Promise.all(
            appsFor(campaign, user.gameApps).map(async (app) => {
              const status = await deps.gateway.accountStatus(app.content_id, app.game_user_id);
              return status.country;
            }),
          ),
        ),
      progress: () => askPlatform(() => deps.progress.read(campaign, user.gameApps, now, true)),
    },
  );
  if (block) throw blockError(block);
}

/**
 * The claim as an earning: the campaign's reward once in the running period (once per newly
 * linked game for join-app), with the campaign's own expiry, credited in one statement.
 */
export function claimPlan(request: {
  user: User;
  campaign: Campaign;
  call: IdempotentCall;
  now: Date;
}): EarnPlan {
  const { user, campaign, call, now } = request;
  const expiresAt = new Date(now.getTime() + campaign.rewardExpiryDays * DAY_MS);
  const data: Omit<CampaignClaimData, 'point' | 'points' | 'games'> = {
    campaign_measure_id: campaign.id,
    expires_at: expiresAt.toISOString(),
  };
  return {
    userId: user.id,
    call,
    scope: `campaign:${campaign.id}`,
    periodStart: campaignPeriod(campaign, now).start,
    parts: campaign.kind === 'join_app' ? linkedJoinGames(campaign, user.gameApps) : [''],
    amount: campaign.rewardPoints,
    reason: 'campaign_reward',
    expiresAt,
    now,
    answer: { status_code: 200, data },
    nothingLeft: campaignRefusal('already_claimed'),
  };
}
