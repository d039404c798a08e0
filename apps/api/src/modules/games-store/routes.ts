import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConnectAppQuery,
  ConnectAppResponse,
  ERROR_CODES,
  GAMES_STORE,
  LandingQuery,
  LandingResponse,
  LandingSsoResponse,
  SpecialUserResponse,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { GameAccountCache } from '../../integrations/game-platform/game-accounts';
import { gameAccountKey } from '../../integrations/game-platform/game-accounts';
import { requireSession } from '../../plugins/auth';
import { loginHintRoute } from '../site-config/login-hint-url';

export interface GamesStoreRoutesOptions {
  db: Database;
  gameAccounts: GameAccountCache;
  storeUrl: string;
}

const servesCountry = (country: string | null) =>
  country === null || (GAMES_STORE.countries as readonly string[]).includes(country);

/**
 * The games store: its landing (/general, Japan only, 18 and over) and what the home page's
 * store promotion asks (SPEC.md §2, §6, §7).
 */
export async function gamesStoreRoutes(app: FastifyInstance, options: GamesStoreRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/landing',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['games-store'],
        summary: 'Whether the games store serves the viewer’s country, and where it is',
        querystring: LandingQuery,
        response: { 200: LandingResponse },
      },
    },
    async (request) => {
      // A signed-in player's country is their account's; a visitor's is what the page knows
      // (none: the page says the store is for Japan and lets them go on).
      const country = request.session
        ? request.session.user.country.toLowerCase()
        : (request.query.target_country ?? null);
      return {
        status_code: 200 as const,
        data: {
          available: servesCountry(country),
          minimum_age: GAMES_STORE.minimumAge,
          countries: [...GAMES_STORE.countries],
          store_url: options.storeUrl,
        },
      };
    },
  );

  api.get(
    '/landing-sso',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['games-store'],
        summary: 'The signed-in player as the games store sees them',
        security: [{ bearer: [] }],
        response: { 200: LandingSsoResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const country = user.country.toLowerCase();
      return {
        status_code: 200 as const,
        data: { available: servesCountry(country), country, nickname: user.nickname },
      };
    },
  );

  loginHintRoute(app, {
    path: '/login-hint/general-url',
    tag: 'games-store',
    summary: 'The games store opened as the signed-in player (404 outside its countries)',
    page: (user) => {
      if (!servesCountry(user.country.toLowerCase())) {
        throw new AppError(
          ERROR_CODES.USER_NOT_FOUND,
          'the games store does not serve this country',
        );
      }
      return options.storeUrl;
    },
  });

  api.post(
    '/check-special-user',
    {
      // A read sent as POST (SPEC.md §7): it writes nothing, so maintenance leaves it open.
      config: { auth: 'required', duringMaintenance: 'open' },
      schema: {
        tags: ['games-store'],
        summary: 'Whether the store promotion treats this player specially (flag, global_flag)',
        security: [{ bearer: [] }],
        response: { 200: SpecialUserResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const { rows } = await options.db.query<{ global_flag: boolean }>(
        'SELECT global_flag FROM special_users WHERE user_id = $1',
        [user.id],
      );
      return {
        status_code: 200 as const,
        data: { flag: rows[0] ? 1 : 0, global_flag: rows[0]?.global_flag ? 1 : 0 },
      } as const;
    },
  );

  api.get(
    '/get-connect-app',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['games-store'],
        summary:
          'The game apps linked to the account, and whether a game’s country is the account’s',
        security: [{ bearer: [] }],
        querystring: ConnectAppQuery,
        response: { 200: ConnectAppResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const { page, per_page: perPage } = request.query;
      const contentIds = [...new Set(user.gameApps.map((app) => app.content_id))].sort();
      const statuses = await options.gameAccounts.statuses(user.gameApps);
      const accountCountry = user.country.toLowerCase();
      // The account's country and the country chosen in a linked game agree (SPEC.md §2: the
      // promotion is for players whose account country matches the game country).
      const sameCountry = user.gameApps.some(
        (app) => statuses.get(gameAccountKey(app))?.country === accountCountry,
      );
      return {
        status_code: 200 as const,
        data: {
          contentIds: contentIds.slice((page - 1) * perPage, page * perPage),
          flag_same_country: sameCountry ? 1 : 0,
        },
        pagination: { total: contentIds.length, page, per_page: perPage },
      } as const;
    },
  );
}
