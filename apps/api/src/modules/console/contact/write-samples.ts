import type { WriteSample } from '../write-sample';
import { createContactMessage } from './test-messages';

/** One succeeding request per contact write route, for the audit test (see ../write-sample.ts). */
export const samples: WriteSample[] = [
  {
    route: 'PUT /api/v1/console/contact/:id/status',
    role: 'editor',
    action: 'contact.set_status',
    prepare: async (db) => ({
      method: 'PUT',
      url: `/api/v1/console/contact/${await createContactMessage(db)}/status`,
      payload: { status: 'in_progress', expected_status: 'new', reason: 'Looking into it' },
    }),
  },
];
