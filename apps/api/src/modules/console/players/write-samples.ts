import { randomUUID } from 'node:crypto';
import { createTestUser } from '../../../test/users';
import type { WriteSample } from '../write-sample';
import { createFailingExchange } from './test-players';

/** One succeeding request per players write route, for the audit test (see ../write-sample.ts). */
export const samples: WriteSample[] = [
  {
    route: 'POST /api/v1/console/players/:id/adjustments',
    role: 'admin',
    action: 'players.adjust_points',
    prepare: async (db) => {
      const player = await createTestUser(db);
      return {
        method: 'POST',
        url: `/api/v1/console/players/${player.id}/adjustments`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { direction: 'credit', amount: 100, reason: 'Spring cup prize missing' },
      };
    },
  },
  {
    route: 'POST /api/v1/console/players/:id/exchanges/:exchangeId/retry',
    role: 'admin',
    action: 'players.retry_delivery',
    prepare: async (db) => {
      const { player, exchangeId } = await createFailingExchange(db);
      return {
        method: 'POST',
        url: `/api/v1/console/players/${player.id}/exchanges/${exchangeId}/retry`,
        payload: { reason: 'Platform is back up' },
      };
    },
  },
  {
    route: 'POST /api/v1/console/players/:id/exchanges/:exchangeId/refund',
    role: 'admin',
    action: 'players.refund_exchange',
    prepare: async (db) => {
      const { player, exchangeId } = await createFailingExchange(db);
      return {
        method: 'POST',
        url: `/api/v1/console/players/${player.id}/exchanges/${exchangeId}/refund`,
        payload: { reason: 'Item withdrawn from the game' },
      };
    },
  },
];
