import type { WriteSample } from './write-sample';

/** The console's own writes and exports (the areas list theirs in `<area>/write-samples.ts`). */
export const samples: WriteSample[] = [
  {
    route: 'PUT /api/v1/console/maintenance',
    role: 'admin',
    action: 'maintenance.on',
    prepare: async () => ({
      method: 'PUT',
      url: '/api/v1/console/maintenance',
      payload: { on: true, reason: 'Planned database upgrade' },
    }),
  },
  {
    route: 'GET /api/v1/console/audit.csv',
    role: 'viewer',
    action: 'audit.export',
    prepare: async () => ({
      method: 'GET',
      url: '/api/v1/console/audit.csv?object_type=site_setting',
    }),
  },
];
