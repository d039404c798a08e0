import { FIXED_CAMPAIGN_PAGES, LANGUAGES, type Language, type PageBlock } from '@points/contracts';
import type { Queryable } from '../db/database';
import type { CampaignTexts } from '../modules/campaigns/campaign-catalogue';
import {
  saveCampaign,
  saveCampaignPage,
  type CampaignToSave,
} from '../modules/campaigns/save-campaign';
import { parseRichText } from '../modules/texts/rich-text';
import { DEMO_TEXTS } from './texts';

const DAY_MS = 86_400_000;

type DemoCampaign = Pick<
  CampaignToSave,
  'id' | 'kind' | 'linked_rule' | 'reward_points' | 'reward_expiry_days' | 'goal'
> &
  Partial<
    Pick<
      CampaignToSave,
      'repeat' | 'linked_games' | 'barred_account_countries' | 'barred_game_countries'
    >
  > & {
    /** Days from the seed's time the campaign starts and ends. */
    from: number;
    to: number;
  };

/**
 * Every kind and linked-game rule: claims (none, one, all, at least two), a daily claim, a
 * join-app campaign, two goals (one barred in Japan), one not started yet and two ended (the
 * welcome bonus and the Spring Cup). The demo players' history claims them (history.ts).
 */
export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    id: 'daily-login',
    kind: 'claim',
    repeat: 'daily',
    linked_rule: 'none',
    reward_points: 50,
    reward_expiry_days: 30,
    goal: null,
    from: -60,
    to: 300,
  },
  {
    id: 'anniversary-gift',
    kind: 'claim',
    linked_rule: 'one',
    linked_games: ['efootball'],
    barred_game_countries: ['hk'],
    reward_points: 500,
    reward_expiry_days: 90,
    goal: null,
    from: -5,
    to: 40,
  },
  {
    id: 'weekly-ten-matches',
    kind: 'goal',
    repeat: 'weekly',
    linked_rule: 'one',
    linked_games: ['efootball'],
    reward_points: 150,
    reward_expiry_days: 60,
    goal: { metric: 'matches_played', target: 10 },
    from: -60,
    to: 120,
  },
  {
    id: 'join-our-games',
    kind: 'join_app',
    linked_rule: 'any',
    linked_games: ['efcs', 'jcc'],
    reward_points: 300,
    reward_expiry_days: 180,
    goal: null,
    from: -20,
    to: 90,
  },
  {
    id: 'squad-double',
    kind: 'claim',
    linked_rule: 'all',
    linked_games: ['efootball', 'efcs'],
    reward_points: 800,
    reward_expiry_days: 120,
    goal: null,
    from: -10,
    to: 50,
  },
  {
    id: 'triple-threat',
    kind: 'claim',
    linked_rule: 'at_least_two',
    linked_games: ['efootball', 'efcs', 'jcc'],
    reward_points: 1000,
    reward_expiry_days: 120,
    goal: null,
    from: -3,
    to: 60,
  },
  {
    id: 'goal-rush',
    kind: 'goal',
    repeat: 'monthly',
    linked_rule: 'one',
    linked_games: ['efootball'],
    barred_account_countries: ['jp'],
    reward_points: 400,
    reward_expiry_days: 90,
    goal: { metric: 'goals_scored', target: 5 },
    from: -15,
    to: 200,
  },
  {
    id: 'summer-kickoff',
    kind: 'claim',
    linked_rule: 'any',
    linked_games: ['efootball', 'efcs'],
    reward_points: 600,
    reward_expiry_days: 90,
    goal: null,
    from: 10,
    to: 40,
  },
  {
    id: 'welcome',
    kind: 'claim',
    linked_rule: 'none',
    reward_points: 2000,
    reward_expiry_days: 180,
    goal: null,
    from: -400,
    to: -30,
  },
  {
    id: 'spring-cup',
    kind: 'goal',
    linked_rule: 'one',
    linked_games: ['efootball'],
    reward_points: 2200,
    reward_expiry_days: 120,
    goal: { metric: 'matches_won', target: 5 },
    from: -110,
    to: -55,
  },
];

/** A demo text by id in every language (the texts are by language: texts.ts). */
function byLanguage<T>(
  id: string,
  pick: (language: Language) => Record<string, T>,
): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)[id]!])) as Record<
    Language,
    T
  >;
}

interface AuthoredPage {
  title: string;
  /** As `PageBlock`, except that a text block's body is Markdown. */
  blocks: Array<Record<string, unknown> & { type: string }>;
}

const parseBlocks = (blocks: AuthoredPage['blocks']): PageBlock[] =>
  blocks.map((block) =>
    block.type === 'text'
      ? ({ ...block, body: parseRichText(String(block.body)) } as PageBlock)
      : (block as unknown as PageBlock),
  );

/** The demo campaigns and the 25 fixed pages, in every language. */
export async function seedDemoCampaigns(tx: Queryable, now: Date): Promise<void> {
  for (const [index, campaign] of DEMO_CAMPAIGNS.entries()) {
    const { from, to, ...rest } = campaign;
    await saveCampaign(tx, {
      repeat: 'none',
      linked_games: [],
      barred_account_countries: [],
      barred_game_countries: [],
      ...rest,
      sort_order: index,
      published: true,
      // Whole days, so a restart the same day changes nothing.
      starts_at: new Date(Math.floor(now.getTime() / DAY_MS + from) * DAY_MS).toISOString(),
      ends_at: new Date(Math.floor(now.getTime() / DAY_MS + to) * DAY_MS).toISOString(),
      image: `/content/campaigns/${campaign.id}.svg`,
      texts: byLanguage<CampaignTexts>(campaign.id, (language) => DEMO_TEXTS[language].campaigns),
    });
  }
  for (const page of FIXED_CAMPAIGN_PAGES) {
    const authored = byLanguage<AuthoredPage>(
      page.id,
      (language) => DEMO_TEXTS[language].campaignPages,
    );
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { title: authored[language].title, blocks: parseBlocks(authored[language].blocks) },
      ]),
    ) as Record<Language, { title: string; blocks: PageBlock[] }>;
    await saveCampaignPage(tx, { id: page.id, game_banner: page.gameBanner, texts });
  }
}
