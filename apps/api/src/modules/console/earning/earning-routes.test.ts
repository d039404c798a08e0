import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ConsoleEarningCampaignResponse,
  EarningCampaignListResponse,
  EarningPreviewResponse,
} from '@points/contracts';
import { describeEachDatabase } from '../../../test/databases';
import { testLedger as ledger } from '../../../test/ledger';
import { asOperator, operatorToken } from '../../../test/operators';
import { createPlayer } from '../../../test/shop';
import { buildTestApp } from '../../../test/test-app';
import { createCampaignCatalogueStore } from '../../campaigns/campaign-catalogue';

const DAY_MS = 86_400_000;

describeEachDatabase('console earning campaigns', ({ db }) => {
  let app: FastifyInstance;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  const now = new Date();

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      extra: { ledger, campaigns: createCampaignCatalogueStore(db(), { refreshMs: 60_000 }) },
    });
    editor = asOperator(await operatorToken(db(), 'editor'));
    viewer = asOperator(await operatorToken(db(), 'viewer'));
  });
  afterAll(async () => {
    await app?.close();
  });

  const draft = (id: string) => ({
    id,
    kind: 'claim',
    sort_order: 0,
    published: false,
    starts_at: new Date(now.getTime() - DAY_MS).toISOString(),
    ends_at: new Date(now.getTime() + 10 * DAY_MS).toISOString(),
    repeat: 'none',
    barred_account_countries: [],
    barred_game_countries: [],
    linked_rule: 'one',
    linked_games: ['efcs'],
    reward_points: 120,
    reward_expiry_days: 45,
    goal: null,
    image: '/content/campaigns/welcome.svg',
    texts: {
      en: {
        name: 'Card gift',
        summary: 'For card players',
        description: 'Points.',
        rules: '- Once',
      },
    },
    version: null as number | null,
  });
  const send = (method: 'POST' | 'PUT', body: ReturnType<typeof draft>, headers = editor) =>
    app.inject({
      method,
      url: `/api/v1/console/earning/campaigns${method === 'PUT' ? `/${body.id}` : ''}`,
      headers,
      payload: body,
    });
  const playerView = (id: string, token: string) =>
    app.inject({
      url: `/api/v1/campaign-measure/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('creates a draft, previews it as a player, publishes it, and counts what it granted', async () => {
    const id = `card-gift-${randomUUID().slice(0, 8)}`;
    const created = await send('POST', draft(id));
    expect(created.statusCode).toBe(200);
    const saved = ConsoleEarningCampaignResponse.parse(created.json()).data;
    expect(saved).toMatchObject({ id, published: false, version: 1 });

    // A draft: players do not see it, the preview shows it as one of them would.
    const player = await createPlayer(db(), ledger, {
      points: 0,
      apps: [{ content_id: 'efm', platform: 'ios' }],
    });
    expect((await playerView(id, player.token)).json()).toEqual({ status_code: 404 });
    const { rows } = await db().query<{ nickname: string }>(
      'SELECT nickname FROM users WHERE id = $1',
      [player.id],
    );
    const preview = await app.inject({
      url: `/api/v1/console/earning/campaigns/${id}/preview?player=${rows[0]!.nickname}&lang=en`,
      headers: viewer,
    });
    expect(EarningPreviewResponse.parse(preview.json()).data.campaign).toMatchObject({
      state: 'not_eligible',
      reason: 'linked_games',
      missing_games: ['efcs'],
    });
    const nobody = await app.inject({
      url: `/api/v1/console/earning/campaigns/${id}/preview?player=nobody-at-all`,
      headers: viewer,
    });
    expect(nobody.json()).toEqual({ status_code: 404 });

    // Another operator saved meanwhile: a save of the old version is refused.
    const published = await send('PUT', {
      ...draft(id),
      published: true,
      linked_rule: 'none',
      linked_games: [],
      version: 1,
    });
    expect(published.statusCode).toBe(200);
    const stale = await send('PUT', { ...draft(id), reward_points: 5, version: 1 });
    expect(stale.json()).toEqual({ status_code: 4049, reason: 'changed_since_read' });

    // Published on this node at once (the write invalidated its snapshot).
    expect((await playerView(id, player.token)).json().data.campaign.state).toBe('claimable');
    const claim = await app.inject({
      method: 'POST',
      url: '/api/v1/campaign-measure-check',
      headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
      payload: { campaign_measure_id: id },
    });
    expect(claim.statusCode).toBe(200);

    const list = await app.inject({
      url: `/api/v1/console/earning/campaigns?q=${id}`,
      headers: viewer,
    });
    const [line] = EarningCampaignListResponse.parse(list.json()).data;
    expect(line).toMatchObject({
      id,
      published: true,
      counts: { claims: 1, players: 1, points: 120 },
    });

    const audit = await db().query<{ action: string }>(
      `SELECT action FROM console_audit WHERE object_type = 'campaign' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['campaign.create', 'campaign.publish']);
  });

  it('refuses a campaign that breaks a rule, saving nothing', async () => {
    const id = `bad-${randomUUID().slice(0, 8)}`;
    const refusals = [
      { ...draft(id), ends_at: new Date(now.getTime() - 2 * DAY_MS).toISOString() },
      { ...draft(id), goal: { metric: 'matches_played', target: 3 } },
      { ...draft(id), kind: 'goal' },
      { ...draft(id), linked_rule: 'none' },
      { ...draft(id), linked_rule: 'at_least_two' },
      { ...draft(id), reward_points: 0 },
      { ...draft(id), texts: { fr: draft(id).texts.en } },
      { ...draft(id), texts: { en: { ...draft(id).texts.en, description: '<script>x</script>' } } },
    ];
    for (const body of refusals) {
      const answer = await send('POST', body as ReturnType<typeof draft>);
      expect(answer.json()).toMatchObject({ status_code: 400 });
    }
    const { rows } = await db().query('SELECT 1 FROM campaigns WHERE id = $1', [id]);
    expect(rows).toEqual([]);
    // A viewer may read but not write.
    expect((await send('POST', draft(id), viewer)).json()).toEqual({ status_code: 403 });
  });
});
