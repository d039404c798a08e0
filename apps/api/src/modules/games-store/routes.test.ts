import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

describeEachDatabase('the games store: landing and store promotion', ({ db }) => {
  let app: FastifyInstance;
  let jp: TestUser;
  let us: TestUser;
  let special: TestUser;

  const get = (url: string, token?: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      env: { GAMES_STORE_URL: 'https://store.example/jp' },
    });
    jp = await createTestUser(db(), {
      country: 'jp',
      gameApps: [
        { content_id: 'efm', platform: 'ios', game_user_id: 'JP-EFM-1' },
        { content_id: 'jcc', platform: 'android', game_user_id: 'US-JCC-1' },
      ],
    });
    us = await createTestUser(db(), {
      country: 'us',
      gameApps: [{ content_id: 'efs', platform: 'steam', game_user_id: 'HK-EFS-1' }],
    });
    special = await createTestUser(db(), { country: 'gb' });
    await db().query('INSERT INTO special_users (user_id, global_flag) VALUES ($1, true)', [
      special.id,
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the landing in Japan and to visitors, and its 404 variant elsewhere', async () => {
    const landing = async (url: string, token?: string) => (await get(url, token)).json().data;
    expect(await landing('/api/v1/landing')).toEqual({
      available: true,
      minimum_age: 18,
      countries: ['jp'],
      store_url: 'https://store.example/jp',
    });
    expect((await landing('/api/v1/landing?target_country=JP')).available).toBe(true);
    expect((await landing('/api/v1/landing?target_country=fr')).available).toBe(false);
    expect((await landing('/api/v1/landing', us.token)).available).toBe(false);
    expect((await landing('/api/v1/landing?target_country=us', jp.token)).available).toBe(true);
    expect((await get('/api/v1/landing?target_country=nope')).json()).toEqual({ status_code: 400 });
  });

  it('opens the store as a player of Japan only', async () => {
    const url = new URL((await get('/api/v1/login-hint/general-url', jp.token)).json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://store.example/jp');
    expect(url.searchParams.get('login_hint')).toMatch(/^test-/);
    expect((await get('/api/v1/login-hint/general-url', us.token)).json()).toEqual({
      status_code: 404,
    });
    expect((await get('/api/v1/login-hint/general-url')).json()).toEqual({ status_code: 401 });
    expect((await get('/api/v1/landing-sso', jp.token)).json().data).toMatchObject({
      available: true,
      country: 'jp',
    });
    expect((await get('/api/v1/landing-sso', us.token)).json().data.available).toBe(false);
  });

  it('says who is special, and which linked games share the account’s country', async () => {
    const check = async (token: string) =>
      (await get('/api/v1/check-special-user', token, 'POST')).json().data;
    expect(await check(jp.token)).toEqual({ flag: 0, global_flag: 0 });
    expect(await check(special.token)).toEqual({ flag: 1, global_flag: 1 });
    expect((await get('/api/v1/check-special-user', undefined, 'POST')).json()).toEqual({
      status_code: 401,
    });

    const apps = await get('/api/v1/get-connect-app?target_country=jp', jp.token);
    expect(apps.json()).toEqual({
      status_code: 200,
      data: { contentIds: ['efm', 'jcc'], flag_same_country: 1 },
      pagination: { total: 2, page: 1, per_page: 10 },
    });
    const page2 = await get('/api/v1/get-connect-app?page=2&per_page=1', jp.token);
    expect(page2.json().data.contentIds).toEqual(['jcc']);
    // A US account whose game is set to Hong Kong: not the same country.
    expect((await get('/api/v1/get-connect-app', us.token)).json().data).toEqual({
      contentIds: ['efs'],
      flag_same_country: 0,
    });
    expect((await get('/api/v1/get-connect-app', special.token)).json().data).toEqual({
      contentIds: [],
      flag_same_country: 0,
    });
    expect((await get('/api/v1/get-connect-app?per_page=0', jp.token)).json()).toEqual({
      status_code: 400,
    });
  });
});
