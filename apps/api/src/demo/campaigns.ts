import { FIXED_CAMPAIGN_PAGES, LANGUAGES, type Language, type PageBlock } from '@points/contracts';
import type { Queryable } from '../db/database';
import type { CampaignTexts } from '../modules/campaigns/campaign-catalogue';
import {
  saveCampaign,
  saveCampaignPage,
  type CampaignToSave,
} from '../modules/campaigns/save-campaign';
import { parseRichText } from '../modules/content/rich-text';
import pagesJa from './campaign-pages-ja.json';
import pagesEn from './campaign-pages-en.json';
import pagesEnUs from './campaign-pages-en-us.json';
import pagesFr from './campaign-pages-fr.json';
import pagesDe from './campaign-pages-de.json';
import pagesIt from './campaign-pages-it.json';
import pagesEs from './campaign-pages-es.json';
import pagesEsMx from './campaign-pages-es-mx.json';
import pagesPtPt from './campaign-pages-pt-pt.json';
import pagesPtBr from './campaign-pages-pt-br.json';
import pagesRu from './campaign-pages-ru.json';
import pagesTr from './campaign-pages-tr.json';
import pagesKo from './campaign-pages-ko.json';
import pagesZhTw from './campaign-pages-zh-tw.json';
import pagesZhCn from './campaign-pages-zh-cn.json';
import pagesId from './campaign-pages-id.json';
import pagesTh from './campaign-pages-th.json';
import textsJa from './campaigns-ja.json';
import textsEn from './campaigns-en.json';
import textsEnUs from './campaigns-en-us.json';
import textsFr from './campaigns-fr.json';
import textsDe from './campaigns-de.json';
import textsIt from './campaigns-it.json';
import textsEs from './campaigns-es.json';
import textsEsMx from './campaigns-es-mx.json';
import textsPtPt from './campaigns-pt-pt.json';
import textsPtBr from './campaigns-pt-br.json';
import textsRu from './campaigns-ru.json';
import textsTr from './campaigns-tr.json';
import textsKo from './campaigns-ko.json';
import textsZhTw from './campaigns-zh-tw.json';
import textsZhCn from './campaigns-zh-cn.json';
import textsId from './campaigns-id.json';
import textsTh from './campaigns-th.json';

/** Every language (SPEC.md §1), each text translated (demo-languages.test.ts checks it). */
const TEXTS: Record<Language, Record<string, CampaignTexts>> = {
  ja: textsJa,
  en: textsEn,
  'en-us': textsEnUs,
  fr: textsFr,
  de: textsDe,
  it: textsIt,
  es: textsEs,
  'es-mx': textsEsMx,
  'pt-pt': textsPtPt,
  'pt-br': textsPtBr,
  ru: textsRu,
  tr: textsTr,
  ko: textsKo,
  'zh-tw': textsZhTw,
  'zh-cn': textsZhCn,
  id: textsId,
  th: textsTh,
};

const PAGES: Record<Language, Record<string, AuthoredPage>> = {
  ja: pagesJa,
  en: pagesEn,
  'en-us': pagesEnUs,
  fr: pagesFr,
  de: pagesDe,
  it: pagesIt,
  es: pagesEs,
  'es-mx': pagesEsMx,
  'pt-pt': pagesPtPt,
  'pt-br': pagesPtBr,
  ru: pagesRu,
  tr: pagesTr,
  ko: pagesKo,
  'zh-tw': pagesZhTw,
  'zh-cn': pagesZhCn,
  id: pagesId,
  th: pagesTh,
};

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

const textsOf = (id: string): Record<Language, CampaignTexts> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, TEXTS[language][id]!])) as Record<
    Language,
    CampaignTexts
  >;

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
      texts: textsOf(campaign.id),
    });
  }
  for (const page of FIXED_CAMPAIGN_PAGES) {
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => {
        const authored = PAGES[language][page.id]!;
        return [language, { title: authored.title, blocks: parseBlocks(authored.blocks) }];
      }),
    ) as Record<Language, { title: string; blocks: PageBlock[] }>;
    await saveCampaignPage(tx, { id: page.id, game_banner: page.gameBanner, texts });
  }
}
