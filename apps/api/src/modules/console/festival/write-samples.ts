import type { WriteSample } from '../write-sample';

const festival = {
  id: 'audit-festival',
  published: false,
  pre_registration_from: '2026-01-01T00:00:00.000Z',
  pre_registration_to: '2026-02-01T00:00:00.000Z',
  draw_at: '2026-02-02T00:00:00.000Z',
  registration_to: '2099-01-01T00:00:00.000Z',
  event_starts_at: '2099-01-02T00:00:00.000Z',
  event_ends_at: '2099-01-02T08:00:00.000Z',
  reward_until: '2099-02-01T00:00:00.000Z',
  visitor_slots: 10,
  reward_points: 300,
  reward_expiry_days: 90,
  image: '',
  texts: { en: { name: 'Audit festival', description: 'For the audit log', venue: 'Hall' } },
};

const versionOf = async (db: Parameters<WriteSample['prepare']>[0]) =>
  (
    await db.query<{ version: number }>(`SELECT version FROM festivals WHERE id = $1`, [
      festival.id,
    ])
  ).rows[0]!.version;

/**
 * One succeeding request per festival write and export route, in order: each acts on what was
 * created.
 */
export const samples: WriteSample[] = [
  {
    route: 'POST /api/v1/console/festivals',
    role: 'editor',
    action: 'festival.create',
    prepare: async () => ({
      method: 'POST',
      url: '/api/v1/console/festivals',
      payload: { ...festival, version: null },
    }),
  },
  {
    route: 'PUT /api/v1/console/festivals/:id',
    role: 'editor',
    action: 'festival.update',
    prepare: async (db) => ({
      method: 'PUT',
      url: `/api/v1/console/festivals/${festival.id}`,
      payload: { ...festival, published: true, version: await versionOf(db), reason: 'Go live' },
    }),
  },
  {
    route: 'POST /api/v1/console/festivals/:id/draw',
    role: 'editor',
    action: 'festival.draw',
    prepare: async () => ({
      method: 'POST',
      url: `/api/v1/console/festivals/${festival.id}/draw`,
      payload: {},
    }),
  },
  {
    route: 'POST /api/v1/console/festivals/:id/check-in',
    role: 'editor',
    action: 'festival.check_in',
    // A festival with one registered visitor, as registration leaves it.
    prepare: async (db) => {
      const user = await db.query<{ id: string }>(
        `INSERT INTO users (subject, nickname, country, language, program_consent)
         VALUES ('audit-visitor', 'visitor', 'jp', 'ja', true) RETURNING id`,
      );
      await db.query(
        `INSERT INTO festivals (id, published, pre_registration_from, pre_registration_to, draw_at,
           registration_to, event_starts_at, event_ends_at, reward_until, visitor_slots,
           reward_points, reward_expiry_days, texts, seed, seed_hash, commitment, pseudonym_salt)
         VALUES ('audit-fest', true, now() - interval '9 days', now() - interval '8 days',
           now() - interval '7 days', now() - interval '1 day', now() - interval '1 hour',
           now() + interval '5 hours', now() + interval '9 days', 10, 100, 30,
           '{"en": {"name": "Audit fest", "description": "", "venue": ""}}',
           repeat('a', 64), repeat('c', 64), repeat('b', 64), 'salt')`,
      );
      await db.query(
        `INSERT INTO festival_registrations (id, festival_id, user_id, role, attendee_type,
           age_group, attending, no_mobile_consent, ticket_code, created_at)
         VALUES (gen_random_uuid(), 'audit-fest', $1, 'visitor', 'adult', '18_and_older', true,
           true, 'AUDT-TICK-ET01', now())`,
        [user.rows[0]!.id],
      );
      return {
        method: 'POST',
        url: '/api/v1/console/festivals/audit-fest/check-in',
        payload: { ticket_code: 'audt-tick-et01' },
      };
    },
  },
  {
    route: 'GET /api/v1/console/festivals/:id/export',
    role: 'admin',
    action: 'festival.export',
    prepare: async () => ({
      method: 'GET',
      url: `/api/v1/console/festivals/${festival.id}/export?list=pre_registrants`,
    }),
  },
];
