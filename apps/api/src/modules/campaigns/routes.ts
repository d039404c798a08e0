import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CampaignClaimBody,
  CampaignClaimResponse,
  CampaignMeasureQuery,
  CampaignMeasuresResponse,
  CampaignPageParams,
  CampaignPageResponse,
  CampaignParams,
  CampaignQuery,
  CampaignMeasureResponse,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import { requireSession } from '../../plugins/auth';
import { sendSerialized } from '../../plugins/envelope';
import { barsCountry } from '../targeting/country-targeting';
import { createPlayerPages } from '../page-cache/player-pages';
import { createRenderCache } from '../page-cache/visitor-cache';
import { earn } from '../earning/earn';
import { answerGuarded } from '../idempotency/answer-guarded';
import { idempotentCallOf } from '../idempotency/run-idempotent';
import type { HistoryRegistry } from '../points/history-registry';
import type { Ledger } from '../points/ledger';
import type { PlayerFacts } from '../users/player-facts';
import type { User } from '../users/user-repository';
import {
  nextDateChange,
  pageIn,
  type CampaignCatalogue,
  type CampaignCatalogueStore,
} from './campaign-catalogue';
import { campaignReferences } from './campaign-history';
import {
  loadCampaignViewer,
  toCampaignSharedView,
  viewCampaignsAsPlayer,
  type CampaignViewer,
  VISITOR,
} from './campaign-views';
import { claimPlan, guardClaim } from './claim-campaign';
import { viewCampaignDetail } from './view-campaign-detail';
import type { GoalProgressReader } from './goal-progress';

export interface CampaignRoutesOptions {
  /** The players' own facts, kept while they write nothing. */
  facts: PlayerFacts;
  db: Database;
  ledger: Ledger;
  catalogue: CampaignCatalogueStore;
  gateway: GamePlatformGateway;
  gameAccounts: GameAccountCache;
  progress: GoalProgressReader;
  history: HistoryRegistry;
  clock: () => Date;
}

const noSuchCampaign = () => new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such campaign');

/** Earning: campaigns to claim, join-app rewards, goals, and the fixed campaign pages (SPEC.md §7). */
export async function campaignRoutes(app: FastifyInstance, options: CampaignRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue, clock } = options;
  const languageOf = (query: { lang?: Language | undefined }, user?: User): Language =>
    query.lang ?? user?.language ?? DEFAULT_LANGUAGE;

  options.history.register(campaignReferences(catalogue));
  const visitorPages = createRenderCache<CampaignCatalogue, string, Promise<Buffer>>(
    nextDateChange,
  );
  const sharedPieces = createRenderCache<CampaignCatalogue, Language, Map<string, string>>(
    nextDateChange,
  );
  const playerPages = createPlayerPages();

  api.get(
    '/campaign-measure',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['campaigns'],
        summary: 'The campaigns this player (or a visitor) can take part in, with their state',
        querystring: CampaignMeasureQuery,
        response: { 200: CampaignMeasuresResponse },
      },
    },
    async (request, reply) => {
      const now = clock();
      const user = request.session?.user ?? null;
      const language = languageOf(request.query, user ?? undefined);
      const { filter } = request.query;
      const current = await catalogue.current();
      // Rendering, only when no page is kept:
      const answer = async (viewer: CampaignViewer, point: number | null) => {
        // A campaign barred in the account's country is not offered there at all.
        const shown = current.campaigns.filter(
          (campaign) =>
            campaign.published &&
            !barsCountry(campaign.barredAccountCountries, user?.country ?? null),
        );
        // What every viewer sees of each campaign is written once per language until the
        // catalogue or one of its dates changes; a page joins each to the viewer's part
        // (`{…shared,…own}`).
        const shared = sharedPieces.get(current, language, now, () => {
          const pieces = new Map<string, string>();
          for (const campaign of current.campaigns) {
            pieces.set(
              campaign.id,
              JSON.stringify(toCampaignSharedView(campaign, language, now)).slice(0, -1),
            );
          }
          return pieces;
        });
        const own = await viewCampaignsAsPlayer(options.progress, {
          campaigns: shown,
          viewer,
          now,
        });
        const campaigns: string[] = [];
        for (const [index, view] of own.entries()) {
          if (filter === 'claimable' && view.state !== 'claimable') continue;
          campaigns.push(`${shared.get(shown[index]!.id)!},${JSON.stringify(view).slice(1)}`);
        }
        return {
          // Written as CampaignMeasuresResponse says, without checking it again per request.
          text: `{"status_code":200,"data":{"campaigns":[${campaigns.join(',')}],"point":${JSON.stringify(point)}}}`,
          // A goal whose progress the platform has not told yet is shown unknown: not kept.
          keep: !own.some((view, index) => shown[index]!.goal !== null && view.progress === null),
        };
      };
      if (!user) {
        // What visitors see is the same for all of them until the catalogue or a date changes:
        // rendered once per language and filter, then sent as bytes.
        const page = visitorPages.get(current, `${language}|${filter}`, now, async () =>
          Buffer.from((await answer(VISITOR, null)).text),
        );
        return sendSerialized(reply, await page);
      }
      const viewer = await loadCampaignViewer(options, user, now);
      if (!viewer.signedIn) throw new Error('a signed-in player is viewed as a visitor');
      // The player's page is sent again as bytes while the catalogue, the language and filter,
      // their facts (balance and claims), country, consent, linked apps and accounts are the
      // same, until a campaign starts or ends or a period turns over. A goal's progress is then
      // as old as the facts (PLAYER_FACTS_CACHE_MS) on top of the reader's own few seconds.
      const page = playerPages.get(
        user.id,
        [
          current,
          language,
          filter,
          viewer.grants,
          viewer.balance,
          user.country,
          user.programConsent,
          user.gameApps,
          ...viewer.accounts.values(),
        ],
        now,
        {
          until: () => nextDateChange(current, now),
          render: () => answer(viewer, viewer.balance),
        },
      );
      return sendSerialized(reply, await page);
    },
  );

  api.get(
    '/campaign-measure/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['campaigns'],
        summary:
          'One campaign as this player (or a visitor) sees it, with its description and rules',
        params: CampaignParams,
        querystring: CampaignQuery,
        response: { 200: CampaignMeasureResponse },
      },
    },
    async (request) => {
      const now = clock();
      const user = request.session?.user;
      const language = languageOf(request.query, user);
      const campaign = (await catalogue.current()).byId.get(request.params.id);
      if (!campaign?.published) throw noSuchCampaign();
      const { view, point } = await viewCampaignDetail(options, {
        campaign,
        user: user ?? null,
        language,
        now,
      });
      return { status_code: 200 as const, data: { campaign: view, point } };
    },
  );

  const claimRoute = (path: string, call: 'claim' | 'join_app', summary: string) =>
    api.post(
      path,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['campaigns'],
          summary,
          security: [{ bearer: [] }],
          body: CampaignClaimBody,
          response: { 200: CampaignClaimResponse },
        },
      },
      async (request, reply) => {
        const { user } = requireSession(request);
        const idempotent = idempotentCallOf(request, user.id);
        const campaign = (await catalogue.current()).byId.get(request.body.campaign_measure_id);
        if (!campaign?.published) throw noSuchCampaign();
        const now = clock();
        return answerGuarded(reply, db, idempotent, {
          guard: () => guardClaim(options, { user, campaign, call, now }),
          act: () => earn(db, claimPlan({ user, campaign, call: idempotent, now })),
        });
      },
    );

  claimRoute(
    '/campaign-measure-check',
    'claim',
    "Claim a campaign's reward, once a period (Idempotency-Key required)",
  );
  claimRoute(
    '/campaign-join-app',
    'join_app',
    'Earn a join-app reward for each newly linked game (Idempotency-Key required)',
  );

  api.get(
    '/campaign-pages/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['campaigns'],
        summary: 'A fixed campaign page (/campaigns/{uuid}): its blocks in the language asked for',
        params: CampaignPageParams,
        querystring: CampaignQuery,
        response: { 200: CampaignPageResponse },
      },
    },
    async (request) => {
      const page = (await catalogue.current()).pages.get(request.params.id);
      const shown = page ? pageIn(page, languageOf(request.query, request.session?.user)) : null;
      if (!page || !shown) throw noSuchCampaign();
      return {
        status_code: 200 as const,
        data: { page: { id: page.id, game_banner: page.gameBanner, ...shown } },
      };
    },
  );
}
