import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PointExpiryResponse,
  PointHistoryQuery,
  PointHistoryResponse,
  PointQuery,
  PointResponse,
} from '@points/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireSession } from '../../plugins/auth';
import { sendSerialized } from '../../plugins/envelope';
import { getPointExpiry } from './get-point-expiry';
import { getPointHistory } from './get-point-history';
import type { HistoryRegistry } from './history-registry';
import type { Ledger } from './ledger';
import { keptHeader } from './kept-balance';
import type { PlayerFacts } from '../users/player-facts';

export interface PointRoutesOptions {
  db: Database;
  ledger: Ledger;
  history: HistoryRegistry;
  clock: () => Date;
  /** The players' own facts, kept while they write nothing. */
  facts: PlayerFacts;
}

export async function pointRoutes(app: FastifyInstance, options: PointRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { auth: 'required' as const };
  const security = [{ bearer: [] }];

  api.get(
    '/point',
    {
      config: signedIn,
      schema: {
        tags: ['points'],
        summary: 'The signed-in player’s spendable points, and how many notifications are unread',
        security,
        querystring: PointQuery,
        response: { 200: PointResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const { point, unread } = await keptHeader(options, user.id, options.clock());
      return { status_code: 200 as const, data: { point, unread_notifications: unread } };
    },
  );

  api.get(
    '/point-history',
    {
      config: signedIn,
      schema: {
        tags: ['points'],
        summary: 'Why the balance changed: ledger entries, newest first',
        security,
        querystring: PointHistoryQuery,
        response: { 200: PointHistoryResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const { page, per_page, lang } = request.query;
      const language = lang ?? user.language;
      const now = options.clock();
      // Kept while the player writes nothing (player-facts.ts), as the bytes of the answer: an
      // expiry, a delivery's status or a refund the job runner writes shows within
      // PLAYER_FACTS_CACHE_MS. Written by the route's schema once per read of the database.
      const answer = await options.facts.get(
        user.id,
        `history|${page}|${per_page}|${language}`,
        now,
        async () => {
          const history = await getPointHistory(
            options,
            user.id,
            { page, perPage: per_page, language },
            now,
          );
          const written = z.encode(PointHistoryResponse, {
            status_code: 200 as const,
            data: { history: history.entries },
            pagination: { total: history.total, page, per_page },
          });
          return { value: Buffer.from(JSON.stringify(written)) };
        },
      );
      return sendSerialized(reply, answer);
    },
  );

  api.get(
    '/point-expiry',
    {
      config: signedIn,
      schema: {
        tags: ['points'],
        summary: 'When points expire: amounts and times, soonest first',
        security,
        response: { 200: PointExpiryResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const expiring = await getPointExpiry(options.db, user.id, options.clock());
      return { status_code: 200 as const, data: { expiring } };
    },
  );
}
