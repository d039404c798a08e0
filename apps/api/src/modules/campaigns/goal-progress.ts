import type { GameAppLink } from '@points/contracts';
import { PlatformFailure } from '../../integrations/game-platform/platform-failure';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import type { Campaign } from './campaign-catalogue';
import { appsFor, goalWindow } from './campaign-eligibility';

export interface GoalProgressReader {
  /**
   * What the game counted for a goal campaign this period, summed over the player's accounts of
   * its game; `fresh` asks the platform now (a claim), otherwise an answer a few seconds old may
   * do (a page). Throws when the platform fails.
   */
  read(
    campaign: Campaign,
    apps: readonly GameAppLink[],
    now: Date,
    fresh?: boolean,
  ): Promise<number>;
  /**
   * What `read` would answer at once without asking the platform: the count it answered within
   * the last few seconds, or undefined (then `read` asks, or waits for the question under way).
   * A page reads it first, so a goal already known costs it no promise and no timer.
   */
  known(campaign: Campaign, apps: readonly GameAppLink[], now: Date): number | undefined;
}

/** The part of a count's key that names the player's accounts, written once per list of them. */
const accountsKeys = new WeakMap<readonly GameAppLink[], string>();
function accountsKey(apps: readonly GameAppLink[]): string {
  let key = accountsKeys.get(apps);
  if (key === undefined) {
    key = apps.map((app) => `${app.content_id}:${app.game_user_id}`).join(',');
    accountsKeys.set(apps, key);
  }
  return key;
}

/**
 * Goal progress from the game platform, kept `ttlMs` per player, campaign and period on each
 * node, so a list that a player reloads costs the platform one question per goal at most.
 */
export function createGoalProgressReader(
  gateway: GamePlatformGateway,
  options: { ttlMs: number; maxEntries: number },
): GoalProgressReader {
  const entries = new Map<string, { at: number; value: Promise<number>; settled?: number }>();
  /** The key of a campaign's count for the player's accounts this period. */
  const keyOf = (campaign: Campaign, apps: readonly GameAppLink[], now: Date) =>
    `${campaign.id}|${goalWindow(campaign, now).from.getTime()}|${accountsKey(apps)}`;
  const ask = (campaign: Campaign, apps: readonly GameAppLink[], now: Date) => {
    const { from, to } = goalWindow(campaign, now);
    return Promise.all(
      appsFor(campaign, apps).map((app) =>
        gateway.goalProgress({
          contentId: app.content_id,
          gameUserId: app.game_user_id,
          metric: campaign.goal!.metric,
          from,
          to,
        }),
      ),
    ).then((values) => {
      const total = values.reduce((sum, value) => sum + value, 0);
      // The gateway checks each count; they are checked again where they are used, since a goal
      // credits points: a count that is not a whole, safe, non-negative number is no count.
      if (![...values, total].every((count) => Number.isSafeInteger(count) && count >= 0)) {
        throw new PlatformFailure('goalProgress', 'unparsable');
      }
      return total;
    });
  };
  return {
    read(campaign, apps, now, fresh = false) {
      if (campaign.goal === null) return Promise.resolve(0);
      const key = keyOf(campaign, apps, now);
      const entry = entries.get(key);
      if (!fresh && entry && Date.now() - entry.at < options.ttlMs) return entry.value;
      const value = ask(campaign, apps, now);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.delete(key);
      const kept: { at: number; value: Promise<number>; settled?: number } = {
        at: Date.now(),
        value,
      };
      entries.set(key, kept);
      value.then(
        (count) => {
          kept.settled = count;
        },
        () => {
          if (entries.get(key) === kept) entries.delete(key);
        },
      );
      return value;
    },
    known(campaign, apps, now) {
      if (campaign.goal === null) return 0;
      const entry = entries.get(keyOf(campaign, apps, now));
      return entry && Date.now() - entry.at < options.ttlMs ? entry.settled : undefined;
    },
  };
}
