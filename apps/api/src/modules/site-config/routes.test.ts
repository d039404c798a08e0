import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

describeEachDatabase('site configuration and provider pages', ({ db }) => {
  let app: FastifyInstance;
  let maintenanceApp: FastifyInstance;
  let player: TestUser;

  beforeAll(async () => {
    const env = {
      OIDC_ISSUER: 'https://id.example',
      WHAT_IS_POINT_URL: 'https://guide.example/points/{lang}/',
    };
    app = await buildTestApp({ db: db(), env });
    maintenanceApp = await buildTestApp({ db: db(), env: { ...env, MAINTENANCE: 'true' } });
    player = await createTestUser(db(), { nickname: 'Striker' });
  });
  afterAll(async () => {
    await app?.close();
    await maintenanceApp?.close();
  });

  it('tells the SPA the maintenance flag and the external pages, without signing in', async () => {
    const response = await app.inject({ url: '/api/v1/site-config' });
    expect(response.json()).toEqual({
      status_code: 200,
      data: {
        maintenance: false,
        what_is_point_url: 'https://guide.example/points/{lang}/',
        link_game_url: expect.stringMatching(/\/guide\/link-game\/\{lang\}$/),
        privacy_url: 'https://id.example/privacy',
        games_store_url: 'https://id.example/games-store',
      },
    });
    const during = await maintenanceApp.inject({ url: '/api/v1/site-config' });
    expect(during.json().data.maintenance).toBe(true);
  });

  it('opens the privacy page and the programme terms as the signed-in player', async () => {
    for (const [path, page] of [
      ['/api/v1/login-hint/privacy-url', 'https://id.example/privacy'],
      ['/api/v1/login-hint/point-url', 'https://id.example/terms'],
    ]) {
      const response = await app.inject({
        url: `${path}?target_country=JP`,
        headers: { authorization: `Bearer ${player.token}` },
      });
      const url = new URL(response.json().data.url);
      expect(`${url.origin}${url.pathname}`).toBe(page);
      expect(url.searchParams.get('country')).toBe('jp');
      expect(url.searchParams.get('lang')).toBe('en');
      expect(url.searchParams.get('login_hint')).toMatch(/^test-/);
    }
  });

  it('answers 401 for the provider pages when signed out and 400 for a bad country', async () => {
    expect((await app.inject({ url: '/api/v1/login-hint/point-url' })).json()).toEqual({
      status_code: 401,
    });
    const bad = await app.inject({
      url: '/api/v1/login-hint/privacy-url?target_country=japan',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(bad.json()).toEqual({ status_code: 400 });
  });
});
