import type { LedgerReason } from '@points/contracts';
import type { Queryable } from '../db/database';
import { loadCampaign, type Campaign } from '../modules/campaigns/campaign-catalogue';
import { claimPlan } from '../modules/campaigns/claim-campaign';
import { earn } from '../modules/earning/earn';
import type { Answer } from '../modules/idempotency/run-idempotent';
import { findUser } from '../modules/users/user-repository';
import { enterDemoLottery } from './lotteries';

const DAY_MS = 86_400_000;

/**
 * Something a demo player did, `day` days from the seed's time (negative: before it), or from
 * the start of the seed's day (UTC) when `ofDay` is set.
 */
export type DemoEvent = { day: number; ofDay?: true } & (
  { claim: string } | { enter: string; count: number }
);

/**
 * Daily check-ins (`daily-login`, 50 points a day), one a day at 09:36 UTC from `from` to `to`
 * days before the seed's day: never on the seed's day itself, so today's is still to claim.
 */
function checkIns(from: number, to: number): DemoEvent[] {
  const events: DemoEvent[] = [];
  for (let daysAgo = from; daysAgo >= to; daysAgo--) {
    events.push({ day: -daysAgo + 0.4, ofDay: true, claim: 'daily-login' });
  }
  return events;
}

/** When an event happened. */
function demoEventAt(event: DemoEvent, now: Date): Date {
  const from = event.ofDay ? Math.floor(now.getTime() / DAY_MS) * DAY_MS : now.getTime();
  return new Date(from + event.day * DAY_MS);
}

/**
 * What each demo player did, so that the points history tells one story: every credit is a
 * claim of a demo campaign (its reward, its expiry, inside its period), and lottery entries
 * are paid by the check-ins that expire first. The balances the README lists follow:
 * player-jp 5,000 (800 expire within 14 days), player-us 1,200, player-br 300, player-hk 2,000
 * (500 expire within 14 days), player-nolink 500.
 */
export const DEMO_HISTORY: Record<string, DemoEvent[]> = {
  'player-jp': [
    { day: -60.4, claim: 'welcome' },
    { day: -56.4, claim: 'spring-cup' },
    { day: -53.4, claim: 'weekly-ten-matches' },
    { day: -46.4, claim: 'weekly-ten-matches' },
    ...checkIns(33, 30),
    { day: -29, enter: 'stadium-tour', count: 2 },
    ...checkIns(29, 20),
  ],
  'player-us': [
    ...checkIns(33, 30),
    { day: -29, enter: 'stadium-tour', count: 2 },
    { day: -27.4, claim: 'weekly-ten-matches' },
    { day: -20.4, claim: 'weekly-ten-matches' },
    { day: -13.4, claim: 'weekly-ten-matches' },
    { day: -10.4, claim: 'goal-rush' },
    { day: -6.4, claim: 'weekly-ten-matches' },
    ...checkIns(5, 2),
  ],
  'player-br': checkIns(6, 1),
  'player-hk': [
    ...checkIns(31, 20),
    { day: -19, enter: 'kit-bundle', count: 1 },
    { day: -18.4, claim: 'join-our-games' },
    { day: -14.4, claim: 'goal-rush' },
    { day: -9.4, claim: 'squad-double' },
  ],
  'player-nolink': checkIns(10, 1),
};

/** The ledger's reason for a campaign's reward: the two standing campaigns have their own. */
const REASONS: Record<string, LedgerReason> = {
  welcome: 'welcome_bonus',
  'daily-login': 'login_bonus',
};

const succeeded = (answer: Answer, what: string) => {
  if (answer.status_code !== 200) throw new Error(`demo ${what}: ${JSON.stringify(answer)}`);
};

/**
 * Plays every demo player's events in time order, through the use-cases a player's requests
 * run (a claim is an earning with its grant, an entry a spend), each at its own moment.
 */
export async function seedDemoHistory(
  tx: Queryable,
  userIds: Map<string, string>,
  now: Date,
): Promise<void> {
  const campaigns = new Map<string, Campaign>();
  const campaignOf = async (id: string) => {
    if (!campaigns.has(id)) campaigns.set(id, (await loadCampaign(tx, id))!);
    return campaigns.get(id)!;
  };
  const events = Object.entries(DEMO_HISTORY)
    .flatMap(([loginId, list]) =>
      list.map((event, index) => ({ loginId, index, event, at: demoEventAt(event, now) })),
    )
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { loginId, index, event, at } of events) {
    const userId = userIds.get(loginId)!;
    const key = `seed:${loginId}:${index}`;
    if ('claim' in event) {
      const user = (await findUser(tx, userId))!;
      const plan = claimPlan({
        user,
        campaign: await campaignOf(event.claim),
        call: { userId, key, requestHash: key },
        now: at,
      });
      succeeded(
        await earn(tx, { ...plan, reason: REASONS[event.claim] ?? plan.reason }),
        `claim of ${event.claim} by ${loginId}`,
      );
    } else {
      succeeded(
        await enterDemoLottery(tx, {
          userId,
          lotteryId: event.enter,
          count: event.count,
          key,
          entryAt: at,
        }),
        `entry into ${event.enter} by ${loginId}`,
      );
    }
  }
}
