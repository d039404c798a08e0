import type { WriteSample } from '../write-sample';
import { createTestNotice, noticeDraft } from './test-drafts';

/** One succeeding request per content write route, for the audit test (see ../write-sample.ts). */
export const samples: WriteSample[] = [
  {
    route: 'POST /api/v1/console/content',
    role: 'editor',
    action: 'content.create',
    prepare: async () => ({
      method: 'POST',
      url: '/api/v1/console/content',
      payload: { draft: noticeDraft() },
    }),
  },
  {
    route: 'PUT /api/v1/console/content/:id',
    role: 'editor',
    action: 'content.update',
    prepare: async (db) => {
      const id = await createTestNotice(db);
      return {
        method: 'PUT',
        url: `/api/v1/console/content/${id}`,
        payload: { version: 1, draft: noticeDraft() },
      };
    },
  },
  {
    route: 'POST /api/v1/console/content/:id/publish',
    role: 'editor',
    action: 'content.publish',
    prepare: async (db) => ({
      method: 'POST',
      url: `/api/v1/console/content/${await createTestNotice(db)}/publish`,
      payload: {},
    }),
  },
  {
    route: 'POST /api/v1/console/content/:id/unpublish',
    role: 'editor',
    action: 'content.unpublish',
    prepare: async (db) => ({
      method: 'POST',
      url: `/api/v1/console/content/${await createTestNotice(db)}/unpublish`,
      payload: { reason: 'Withdrawn after review' },
    }),
  },
];
