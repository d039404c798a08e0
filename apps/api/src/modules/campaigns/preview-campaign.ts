import type { CampaignDetailView, Language } from '@points/contracts';
import type { Database } from '../../db/database';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import type { User } from '../users/user-repository';
import type { Campaign } from './campaign-catalogue';
import {
  factsOf,
  loadCampaignViewer,
  progressFor,
  toCampaignDetail,
  toCampaignView,
} from './campaign-views';
import type { GoalProgressReader } from './goal-progress';

/**
 * A campaign as one player sees it now: the same view the player API answers with, for a draft
 * too, so an operator can check the state and the words before publishing.
 */
export async function previewCampaign(
  deps: { db: Database; gameAccounts: GameAccountCache; progress: GoalProgressReader },
  request: { campaign: Campaign; user: User | null; language: Language; now: Date },
): Promise<CampaignDetailView> {
  const { campaign, user, language, now } = request;
  const viewer = await loadCampaignViewer(deps, user);
  const facts = factsOf(campaign, viewer, now);
  const progress = await progressFor(deps.progress, campaign, viewer, facts, now);
  const view = toCampaignView(campaign, viewer, facts, progress, language, now);
  return toCampaignDetail(view, campaign, language);
}
