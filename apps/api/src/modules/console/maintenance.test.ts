import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from '../../db/database';
import { describeEachDatabase } from '../../test/databases';
import { asOperator, operatorToken } from '../../test/operators';
import { buildTestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait';

const REFRESH_MS = 200;

describeEachDatabase('the maintenance switch', ({ kind, db, url }) => {
  // Two API nodes on one database (on PostgreSQL each with its own pool, as two processes).
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let secondPool: Database | undefined;
  let admin: string;

  beforeAll(async () => {
    const env = { CONTENT_REFRESH_MS: String(REFRESH_MS) };
    nodeA = await buildTestApp({ db: db(), env });
    secondPool = kind === 'postgres' ? createPostgresDatabase(url()!, { poolSize: 2 }) : undefined;
    nodeB = await buildTestApp({ db: secondPool ?? db(), env });
    admin = await operatorToken(db(), 'admin');
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await secondPool?.close();
  });

  const siteMaintenance = async (node: FastifyInstance) =>
    (
      (await node.inject({ method: 'GET', url: '/api/v1/site-config' })).json() as {
        data: { maintenance: boolean };
      }
    ).data.maintenance;

  const toggle = (on: boolean, token = admin) =>
    nodeA.inject({
      method: 'PUT',
      url: '/api/v1/console/maintenance',
      headers: asOperator(token),
      payload: { on, reason: on ? 'Database upgrade' : 'Upgrade finished' },
    });

  it('reaches every node within the refresh bound, and back', async () => {
    expect(await siteMaintenance(nodeB)).toBe(false);
    const response = await toggle(true);
    expect(response.json()).toMatchObject({
      status_code: 200,
      data: { on: true, changed_by: 'Test admin', propagation_ms: REFRESH_MS },
    });
    // The node that made the change follows at once; the other within the bound.
    expect(await siteMaintenance(nodeA)).toBe(true);
    await waitFor('node B in maintenance', () => siteMaintenance(nodeB));

    await toggle(false);
    await waitFor('node B open again', async () => !(await siteMaintenance(nodeB)));
  });

  it('is switched by an admin only', async () => {
    const editor = await operatorToken(db(), 'editor');
    const response = await toggle(true, editor);
    expect(response.statusCode).toBe(403);
    expect(await siteMaintenance(nodeA)).toBe(false);
  });
});
