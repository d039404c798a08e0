import { firstAfter } from '../page-cache/visitor-cache';
import type {
  CampaignKind,
  CampaignRepeat,
  GameName,
  GoalMetric,
  Language,
  LinkedGameRule,
  PageBlock,
  RichText,
} from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import { revisionSnapshotOf, type RevisionSnapshot } from '../../db/revision-snapshot';
import { inLanguage, shownIn, type Localized } from '../texts/localized';
import { byIdOf } from '../../db/catalogue-index';
import { storedBlocks, type ParsedBodies } from '../texts/parsed-bodies';
import { nextResetAt } from '../periods/periods';

/** A campaign's texts in one language, as operators write them (Markdown subset for the two bodies). */
export interface CampaignTexts {
  name: string;
  summary: string;
  description: string;
  rules: string;
}

/** The same, with the bodies' blocks as parsed when the campaign was saved. */
export interface ParsedCampaignTexts extends Omit<CampaignTexts, 'description' | 'rules'> {
  description: RichText;
  rules: RichText;
}

export interface Campaign {
  id: string;
  kind: CampaignKind;
  sortOrder: number;
  published: boolean;
  startsAt: Date;
  endsAt: Date;
  repeat: CampaignRepeat;
  barredAccountCountries: string[];
  barredGameCountries: string[];
  linkedRule: LinkedGameRule;
  linkedGames: GameName[];
  rewardPoints: number;
  rewardExpiryDays: number;
  goal: { metric: GoalMetric; target: number } | null;
  image: string;
  texts: Localized<ParsedCampaignTexts>;
  version: number;
}

/** A fixed campaign page: its blocks per language. */
export interface CampaignPage {
  id: string;
  gameBanner: boolean;
  texts: Localized<{ title: string; blocks: PageBlock[] }>;
}

/** Every campaign (published or not) and fixed page: small, and the same for every player. */
export interface CampaignCatalogue {
  revision: string;
  /** In their order; drafts included (the console previews them, players never see them). */
  campaigns: Campaign[];
  byId: Map<string, Campaign>;
  pages: Map<string, CampaignPage>;
}

export type CampaignCatalogueStore = RevisionSnapshot<CampaignCatalogue>;

/** A goal campaign's target from its row's two columns (both set, or none). */
export function goalOf(row: {
  goal_metric: GoalMetric | null;
  goal_target: number | null;
}): Campaign['goal'] {
  return row.goal_metric && row.goal_target
    ? { metric: row.goal_metric, target: row.goal_target }
    : null;
}

interface CampaignRow {
  id: string;
  kind: CampaignKind;
  sort_order: number;
  published: boolean;
  starts_at: Date;
  ends_at: Date;
  repeat: CampaignRepeat;
  barred_account_countries: string[];
  barred_game_countries: string[];
  linked_rule: LinkedGameRule;
  linked_games: GameName[];
  reward_points: number;
  reward_expiry_days: number;
  goal_metric: GoalMetric | null;
  goal_target: number | null;
  image: string;
  texts: Localized<CampaignTexts>;
  parsed_bodies: ParsedBodies | null;
  version: number;
}

export const CAMPAIGN_COLUMNS = `id, kind, sort_order, published, starts_at, ends_at, repeat,
  barred_account_countries, barred_game_countries, linked_rule, linked_games,
  reward_points, reward_expiry_days, goal_metric, goal_target, image, texts, parsed_bodies,
  version`;

function toCampaign(row: CampaignRow): Campaign {
  const texts: Localized<ParsedCampaignTexts> = {};
  for (const [language, text] of Object.entries(row.texts) as [Language, CampaignTexts][]) {
    texts[language] = {
      name: text.name,
      summary: text.summary,
      description: storedBlocks(row.parsed_bodies, language, 'description', text.description),
      rules: storedBlocks(row.parsed_bodies, language, 'rules', text.rules),
    };
  }
  return {
    id: row.id,
    kind: row.kind,
    sortOrder: row.sort_order,
    published: row.published,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    repeat: row.repeat,
    barredAccountCountries: row.barred_account_countries,
    barredGameCountries: row.barred_game_countries,
    linkedRule: row.linked_rule,
    linkedGames: row.linked_games,
    rewardPoints: row.reward_points,
    rewardExpiryDays: row.reward_expiry_days,
    goal: goalOf(row),
    image: row.image,
    texts,
    version: row.version,
  };
}

/** One campaign as saved, published or not (the console's preview of a draft). */
export async function loadCampaign(db: Queryable, id: string): Promise<Campaign | null> {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE id = $1`,
    [id],
  );
  return rows[0] ? toCampaign(rows[0]) : null;
}

async function loadCampaignCatalogue(db: Database): Promise<CampaignCatalogue> {
  const [revision, campaigns, pages] = await Promise.all([
    db.query<{ revision: string }>('SELECT revision::text AS revision FROM campaign_revision'),
    db.query<CampaignRow>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns ORDER BY sort_order, id`),
    db.query<{ id: string; game_banner: boolean; texts: CampaignPage['texts'] }>(
      'SELECT id::text AS id, game_banner, texts FROM campaign_pages',
    ),
  ]);
  const list = campaigns.rows.map(toCampaign);
  return {
    revision: revision.rows[0]!.revision,
    campaigns: list,
    byId: byIdOf(list),
    pages: new Map(
      pages.rows.map((row) => [
        row.id,
        { id: row.id, gameBanner: row.game_banner, texts: row.texts },
      ]),
    ),
  };
}

/** The campaigns and fixed pages kept on each node, read again when `campaign_revision` moves. */
export const createCampaignCatalogueStore = revisionSnapshotOf(
  'campaign_revision',
  loadCampaignCatalogue,
);

/** A campaign's texts in a language, falling back to English, then Japanese. */
export function campaignTextsIn(campaign: Campaign, language: Language): ParsedCampaignTexts {
  return (
    inLanguage(campaign.texts, language) ?? {
      name: campaign.id,
      summary: '',
      description: [],
      rules: [],
    }
  );
}

/** A fixed page's blocks in a language (or its fallback), with the language they are in. */
export function pageIn(
  page: CampaignPage,
  language: Language,
): { language: Language; title: string; blocks: PageBlock[] } | null {
  const shown = shownIn(page.texts, language);
  return shown ? { language: shown[0], ...shown[1] } : null;
}

/**
 * The first moment after `now` at which what a visitor sees of the campaigns changes by itself:
 * a campaign starting or ending, or a repeating campaign's period turning over.
 */
export function nextDateChange(catalogue: CampaignCatalogue, now: Date): number {
  return firstAfter(
    now,
    catalogue.campaigns.flatMap((campaign) => [
      campaign.startsAt,
      campaign.endsAt,
      campaign.repeat === 'none' ? null : nextResetAt(campaign.repeat, 0, now),
    ]),
  );
}
