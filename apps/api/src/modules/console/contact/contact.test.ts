import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ContactListResponse, ContactMessageResponse } from '@points/contracts';
import { describeEachDatabase } from '../../../test/databases';
import { asOperator, operatorClaims, operatorToken } from '../../../test/operators';
import { buildTestApp } from '../../../test/test-app';
import { createTestUser } from '../../../test/users';
import { createContactMessage } from './test-messages';

describeEachDatabase('console contact inbox', ({ db }) => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildTestApp({ db: db() });
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      tokens[role] = await operatorToken(db(), role);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) =>
    app.inject({ url: `/api/v1/console${url}`, headers: asOperator(tokens.viewer!) });
  const setStatus = (id: string, payload: object, role = 'editor') =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/console/contact/${id}/status`,
      headers: asOperator(tokens[role]!),
      payload,
    });
  const auditCount = async () =>
    (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM console_audit')).rows[0]!.n;

  it('lists messages newest first, filtered by status, category and text, with paging', async () => {
    const player = await createTestUser(db(), { nickname: 'inbox-player' });
    const a = await createContactMessage(db(), {
      category: 'items',
      message: 'My scout ticket never reached the game inbox (100%_sure).',
      userId: player.id,
    });
    const b = await createContactMessage(db(), { category: 'account', email: 'rio@example.com' });
    await setStatus(b, { status: 'answered' });

    const all = ContactListResponse.parse((await get('/contact')).json());
    expect(all.data.map((m) => m.id).slice(0, 2)).toEqual([b, a]);
    expect(all.data[1]).toMatchObject({
      status: 'new',
      category: 'items',
      email: 'player@example.com',
    });

    const byStatus = ContactListResponse.parse((await get('/contact?status=answered')).json());
    expect(byStatus.data.map((m) => m.id)).toEqual([b]);
    const byCategory = ContactListResponse.parse((await get('/contact?category=items')).json());
    expect(byCategory.data.map((m) => m.id)).toEqual([a]);
    const byText = ContactListResponse.parse((await get('/contact?q=SCOUT%20ticket')).json());
    expect(byText.data.map((m) => m.id)).toEqual([a]);
    const byEmail = ContactListResponse.parse((await get('/contact?q=rio@')).json());
    expect(byEmail.data.map((m) => m.id)).toEqual([b]);
    // LIKE's wildcards are taken literally.
    const literal = ContactListResponse.parse((await get('/contact?q=0%25_s')).json());
    expect(literal.data.map((m) => m.id)).toEqual([a]);
    const paged = ContactListResponse.parse((await get('/contact?per_page=1&page=2')).json());
    expect(paged.data.map((m) => m.id)).toEqual([a]);
    expect(paged.pagination).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect((await get('/contact?status=closed')).json()).toMatchObject({ status_code: 400 });

    const detail = ContactMessageResponse.parse((await get(`/contact/${a}`)).json()).data;
    expect(detail).toMatchObject({
      id: a,
      message: 'My scout ticket never reached the game inbox (100%_sure).',
      player: { id: player.id, nickname: 'inbox-player' },
    });
    expect((await get(`/contact/${crypto.randomUUID()}`)).json()).toMatchObject({
      status_code: 404,
    });
  });

  it('an editor sets the status: one audit row with before, after and the reason', async () => {
    const id = await createContactMessage(db());
    const before = await auditCount();
    const response = await setStatus(id, {
      status: 'in_progress',
      expected_status: 'new',
      reason: 'Checking the delivery log',
    });
    expect(response.json()).toMatchObject({
      status_code: 200,
      data: { id, status: 'in_progress', status_changed_at: expect.any(String) },
    });
    expect(await auditCount()).toBe(before + 1);
    const { rows } = await db().query(
      `SELECT action, object_type, object_id, before, after, reason, operator_subject
         FROM console_audit ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      action: 'contact.set_status',
      object_type: 'contact_message',
      object_id: id,
      before: { status: 'new' },
      after: { status: 'in_progress' },
      reason: 'Checking the delivery log',
      operator_subject: operatorClaims('editor').sub,
    });
  });

  it('refuses a change made on a stale read, a viewer, a bad status and an unknown message, recording nothing', async () => {
    const id = await createContactMessage(db());
    await setStatus(id, { status: 'answered' });
    const before = await auditCount();
    expect((await setStatus(id, { status: 'in_progress', expected_status: 'new' })).json()).toEqual(
      {
        status_code: 4049,
        reason: 'changed_since_read',
      },
    );
    expect((await setStatus(id, { status: 'in_progress' }, 'viewer')).statusCode).toBe(403);
    expect((await setStatus(id, { status: 'closed' })).json()).toMatchObject({ status_code: 400 });
    expect((await setStatus(crypto.randomUUID(), { status: 'answered' })).json()).toMatchObject({
      status_code: 404,
    });
    expect(await auditCount()).toBe(before);
    const detail = ContactMessageResponse.parse((await get(`/contact/${id}`)).json()).data;
    expect(detail.status).toBe('answered');
  });
});
