import { z } from 'zod';
import { CampaignPageInput, EarningCampaignInput, ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import {
  BodyRefused,
  parseBodies,
  type BodyTable,
  type ParsedBodies,
} from '../texts/parsed-bodies';

/** The Markdown fields of campaign texts: parsed when saved, stored in `parsed_bodies`. */
export const CAMPAIGN_BODIES: BodyTable = { table: 'campaigns', fields: ['description', 'rules'] };

/** A campaign to save: what an operator (or the demo) writes, whatever version they read. */
export type CampaignToSave = Omit<EarningCampaignInput, 'version' | 'reason'>;

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, z.prettifyError(parsed.error));
  }
  return parsed.data;
}

/**
 * The two bodies of each language, parsed: they must be the content subset of Markdown (no HTML,
 * safe links, within its bounds); else 400 naming the field and the rule.
 */
function parseCampaignBodies(texts: CampaignToSave['texts']): ParsedBodies {
  try {
    return parseBodies(texts, CAMPAIGN_BODIES.fields);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, error.message, {
      details: { field: `texts.${error.language}.${error.field}`, rule: error.rule },
    });
  }
}

/** Creates or updates a campaign (its version moves only when something changed). */
export async function saveCampaign(tx: Queryable, input: CampaignToSave): Promise<void> {
  const c = parse(EarningCampaignInput, { ...input, version: null, reason: undefined });
  const bodies = parseCampaignBodies(c.texts);
  await run(
    tx,
    sql`INSERT INTO campaigns (id, kind, sort_order, published, starts_at, ends_at, repeat,
          barred_account_countries, barred_game_countries, linked_rule, linked_games,
          reward_points, reward_expiry_days, goal_metric, goal_target, image, texts,
          parsed_bodies)
        VALUES (${c.id}, ${c.kind}, ${c.sort_order}, ${c.published}, ${c.starts_at}, ${c.ends_at},
          ${c.repeat}, ${c.barred_account_countries}::text[], ${c.barred_game_countries}::text[],
          ${c.linked_rule}, ${c.linked_games}::text[], ${c.reward_points},
          ${c.reward_expiry_days}, ${c.goal?.metric ?? null}, ${c.goal?.target ?? null}, ${c.image},
          ${JSON.stringify(c.texts)}, ${JSON.stringify(bodies)})
        ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, sort_order = EXCLUDED.sort_order,
          published = EXCLUDED.published, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
          repeat = EXCLUDED.repeat, barred_account_countries = EXCLUDED.barred_account_countries,
          barred_game_countries = EXCLUDED.barred_game_countries, linked_rule = EXCLUDED.linked_rule,
          linked_games = EXCLUDED.linked_games,
          reward_points = EXCLUDED.reward_points, reward_expiry_days = EXCLUDED.reward_expiry_days,
          goal_metric = EXCLUDED.goal_metric, goal_target = EXCLUDED.goal_target,
          image = EXCLUDED.image, texts = EXCLUDED.texts, parsed_bodies = EXCLUDED.parsed_bodies,
          version = campaigns.version + 1, updated_at = now()
        WHERE (campaigns.kind, campaigns.sort_order, campaigns.published, campaigns.starts_at,
               campaigns.ends_at, campaigns.repeat, campaigns.barred_account_countries,
               campaigns.barred_game_countries, campaigns.linked_rule, campaigns.linked_games,
               campaigns.reward_points, campaigns.reward_expiry_days,
               campaigns.goal_metric, campaigns.goal_target, campaigns.image, campaigns.texts,
               campaigns.parsed_bodies)
              IS DISTINCT FROM
              (EXCLUDED.kind, EXCLUDED.sort_order, EXCLUDED.published, EXCLUDED.starts_at,
               EXCLUDED.ends_at, EXCLUDED.repeat, EXCLUDED.barred_account_countries,
               EXCLUDED.barred_game_countries, EXCLUDED.linked_rule, EXCLUDED.linked_games,
               EXCLUDED.reward_points, EXCLUDED.reward_expiry_days,
               EXCLUDED.goal_metric, EXCLUDED.goal_target, EXCLUDED.image, EXCLUDED.texts,
               EXCLUDED.parsed_bodies)`,
  );
}

/** Creates or updates a fixed campaign page. */
export async function saveCampaignPage(tx: Queryable, input: CampaignPageInput): Promise<void> {
  const page = parse(CampaignPageInput, input);
  await run(
    tx,
    sql`INSERT INTO campaign_pages (id, game_banner, texts)
        VALUES (${page.id}, ${page.game_banner}, ${JSON.stringify(page.texts)})
        ON CONFLICT (id) DO UPDATE SET game_banner = EXCLUDED.game_banner, texts = EXCLUDED.texts,
          version = campaign_pages.version + 1, updated_at = now()
        WHERE (campaign_pages.game_banner, campaign_pages.texts)
              IS DISTINCT FROM (EXCLUDED.game_banner, EXCLUDED.texts)`,
  );
}
