import type { CampaignDetailView, Language } from '@points/contracts';
import type { Database } from '../../db/database';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import type { PlayerFacts } from '../users/player-facts';
import type { User } from '../users/user-repository';
import type { Campaign } from './campaign-catalogue';
import { loadCampaignViewer, toCampaignDetail, viewCampaign } from './campaign-views';
import type { GoalProgressReader } from './goal-progress';

/**
 * A campaign with its description and rules, as one player (or a visitor) sees it now: the
 * player API's detail (with the player's points), and the console's preview of a draft before it
 * is published.
 */
export async function viewCampaignDetail(
  deps: {
    db: Database;
    gameAccounts: GameAccountCache;
    progress: GoalProgressReader;
    facts?: PlayerFacts | undefined;
  },
  request: { campaign: Campaign; user: User | null; language: Language; now: Date },
): Promise<{ view: CampaignDetailView; point: number | null }> {
  const { campaign, user, language, now } = request;
  const viewer = await loadCampaignViewer(deps, user, now);
  const view = await viewCampaign(deps.progress, { campaign, viewer, language, now });
  return {
    view: toCampaignDetail(view, campaign, language),
    point: viewer.signedIn ? viewer.balance : null,
  };
}
