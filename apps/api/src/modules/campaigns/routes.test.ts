import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import {
  CampaignClaimResponse,
  CampaignMeasureResponse,
  CampaignMeasuresResponse,
  CampaignPageResponse,
  PointHistoryResponse,
  type GameAppLink,
} from '@points/contracts';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { saveTestCampaign } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/databases';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { createPlayer, type Player } from '../../test/shop';
import { suiteApp } from '../../test/suite-app';
import { buildTestApp } from '../../test/test-app';
import { asPlayer } from '../../test/users';
import { upsertUserFromClaims } from '../users/user-repository';
import { createCampaignCatalogueStore } from './campaign-catalogue';
import { saveCampaignPage, type CampaignToSave } from './save-campaign';

// Monday 23 November 2026, 10:00 UTC.
const START = Date.parse('2026-11-23T10:00:00Z');
const DAY_MS = 86_400_000;

type AppSpec = Pick<GameAppLink, 'content_id' | 'platform'> & { game_user_id?: string };
const EFM: AppSpec = { content_id: 'efm', platform: 'ios' };
const EFCS: AppSpec = { content_id: 'efcs', platform: 'ios' };
const JCC: AppSpec = { content_id: 'jcc', platform: 'ios' };

describeEachDatabase('campaigns', ({ db }) => {
  let now = new Date(START);
  const clock = () => now;
  const gateway = createGameSimulator();
  const askProgress = gateway.goalProgress;

  const dependencies = () => ({
    clock,
    gateway,
    campaigns: createCampaignCatalogueStore(db(), { refreshMs: 0 }),
  });
  const app = suiteApp(db, dependencies);
  beforeEach(() => {
    now = new Date(START);
    gateway.options.latencyMs = 0;
    gateway.goalProgress = askProgress;
  });

  const campaign = (overrides: Partial<CampaignToSave> = {}) =>
    saveTestCampaign(db(), now, overrides);
  const player = (options: Parameters<typeof createPlayer>[2] = {}) =>
    createPlayer(db(), ledger, { points: 0, apps: [EFM], ...options });
  const list = async (p?: Player, query = '') => {
    const response = await app.inject({
      url: `/api/v1/campaign-measure?lang=en${query}`,
      headers: asPlayer(p),
    });
    expect(response.statusCode).toBe(200);
    return CampaignMeasuresResponse.parse(response.json()).data;
  };
  const detail = async (id: string, p?: Player) => {
    const response = await app.inject({
      url: `/api/v1/campaign-measure/${id}?lang=en`,
      headers: asPlayer(p),
    });
    expect(response.statusCode).toBe(200);
    return CampaignMeasureResponse.parse(response.json()).data.campaign;
  };
  const claim = (
    p: Player,
    id: unknown,
    key: string | null = randomUUID(),
    path = 'campaign-measure-check',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: { ...asPlayer(p), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { campaign_measure_id: id },
    });
  const balance = async (p: Player) => ledger.balance(db(), p.id, now);

  it('credits a claim once, with the campaign expiry, and names it in the history', async () => {
    const id = await campaign({ reward_points: 250, reward_expiry_days: 10 });
    const p = await player();
    expect((await detail(id, p)).state).toBe('claimable');

    const key = randomUUID();
    const first = await claim(p, id, key);
    expect(first.statusCode).toBe(200);
    const data = CampaignClaimResponse.parse(first.json()).data;
    expect(data).toMatchObject({ campaign_measure_id: id, points: 250, games: [], point: 250 });
    expect(data.expires_at).toBe(new Date(START + 10 * DAY_MS).toISOString());
    expect(await balance(p)).toBe(250);

    // A replay answers the same, byte for byte; another key is refused; nothing more is credited.
    const replay = await claim(p, id, key);
    expect(replay.body).toBe(first.body);
    const again = await claim(p, id);
    expect(again.json()).toEqual({ status_code: 4049, reason: 'already_claimed' });
    expect(await balance(p)).toBe(250);
    expect((await detail(id, p)).state).toBe('claimed');

    const history = await app.inject({
      url: '/api/v1/point-history?lang=en',
      headers: asPlayer(p),
    });
    const entry = PointHistoryResponse.parse(history.json()).data.history[0]!;
    expect(entry).toMatchObject({
      amount: 250,
      reason: 'campaign_reward',
      reference: `campaign:${id}`,
    });
    expect(entry.subject).toMatchObject({ name: `Campaign ${id}`, path: `/campaign-detail/${id}` });
    const totals = (await ledgerTotals(db(), [p.id])).get(p.id)!;
    expect(totals.balance).toBe(totals.entries_sum);
    expect(totals.lots_sum).toBe(totals.balance);
  });

  it('refuses bad requests with a catalogue code and changes nothing', async () => {
    const id = await campaign();
    const p = await player();
    expect((await claim(p, id, null)).json()).toEqual({ status_code: 400 });
    expect((await claim(p, 'NOT AN ID')).json()).toEqual({ status_code: 400 });
    expect((await claim(p, 'no-such-campaign')).json()).toEqual({ status_code: 404 });
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/v1/campaign-measure-check',
      headers: { 'idempotency-key': randomUUID() },
      payload: { campaign_measure_id: id },
    });
    expect(visitor.json()).toEqual({ status_code: 401 });
    // The same key for another campaign is another request.
    const key = randomUUID();
    expect((await claim(p, id, key)).statusCode).toBe(200);
    const other = await campaign();
    expect((await claim(p, other, key)).json()).toEqual({ status_code: 400 });
    expect(await balance(p)).toBe(100);
    expect((await app.inject({ url: '/api/v1/campaign-measure/NOT_AN_ID' })).json()).toEqual({
      status_code: 400,
    });
  });

  it('keeps drafts and campaigns barred in the account country out of the list', async () => {
    const draft = await campaign({ published: false });
    const barred = await campaign({ barred_account_countries: ['jp'] });
    const jp = await player({ country: 'jp' });
    const ids = (await list(jp)).campaigns.map((c) => c.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(barred);
    expect((await list()).campaigns.map((c) => c.id)).toContain(barred);
    expect((await app.inject({ url: `/api/v1/campaign-measure/${draft}` })).json()).toEqual({
      status_code: 404,
    });
    expect((await claim(jp, draft)).json()).toEqual({ status_code: 404 });
    // Opened by its link, it says why, and a claim is refused with 406.
    expect(await detail(barred, jp)).toMatchObject({
      state: 'not_eligible',
      reason: 'account_country',
    });
    expect((await claim(jp, barred)).json()).toEqual({ status_code: 406 });
  });

  it('refuses by consent (4011), the game country (406) and the period (4049)', async () => {
    const open = await campaign();
    const noConsent = await player({ consent: false });
    expect(await detail(open, noConsent)).toMatchObject({
      state: 'not_eligible',
      reason: 'consent',
    });
    expect((await claim(noConsent, open)).json()).toEqual({ status_code: 4011 });

    const hkBarred = await campaign({
      linked_rule: 'one',
      linked_games: ['efootball'],
      barred_game_countries: ['hk'],
    });
    const hkGame = await player({ country: 'us', apps: [{ ...EFM, game_user_id: 'HK-EFM-1' }] });
    expect(await detail(hkBarred, hkGame)).toMatchObject({
      state: 'not_eligible',
      reason: 'game_country',
    });
    expect((await claim(hkGame, hkBarred)).json()).toEqual({ status_code: 406 });
    const usGame = await player({ apps: [{ ...EFM, game_user_id: 'US-EFM-1' }] });
    expect((await claim(usGame, hkBarred)).statusCode).toBe(200);

    const later = await campaign({
      starts_at: new Date(START + DAY_MS).toISOString(),
      ends_at: new Date(START + 5 * DAY_MS).toISOString(),
    });
    const ended = await campaign({
      starts_at: new Date(START - 5 * DAY_MS).toISOString(),
      ends_at: new Date(START - DAY_MS).toISOString(),
    });
    const p = await player();
    expect((await detail(later, p)).state).toBe('not_started');
    expect((await detail(ended)).state).toBe('ended');
    expect((await claim(p, later)).json()).toEqual({ status_code: 4049, reason: 'not_started' });
    expect((await claim(p, ended)).json()).toEqual({ status_code: 4049, reason: 'ended' });
    expect(await balance(p)).toBe(0);
    // A visitor sees a running campaign as asking to sign in.
    expect(await detail(open)).toMatchObject({ state: 'not_eligible', reason: 'sign_in' });
  });

  it('asks the platform for the game country only when a country is barred', async () => {
    const open = await campaign({ linked_rule: 'one', linked_games: ['efootball'] });
    const barred = await campaign({
      linked_rule: 'one',
      linked_games: ['efootball'],
      barred_game_countries: ['hk'],
    });
    const p = await player();
    const accountStatus = gateway.accountStatus;
    gateway.accountStatus = () => Promise.reject(new Error('platform down'));
    try {
      expect((await claim(p, open)).statusCode).toBe(200);
      expect((await claim(p, barred)).statusCode).toBe(503);
    } finally {
      gateway.accountStatus = accountStatus;
    }
    expect((await claim(p, barred)).statusCode).toBe(200);
  });

  it('applies every linked-game rule to players linked to none, one, two and all games', async () => {
    const rules: Array<[CampaignToSave['linked_rule'], CampaignToSave['linked_games']]> = [
      ['none', []],
      ['one', ['efcs']],
      ['any', ['efcs', 'jcc']],
      ['all', ['efootball', 'efcs', 'jcc']],
      ['at_least_two', ['efootball', 'efcs', 'jcc']],
    ];
    const players = {
      none: await player({ apps: [] }),
      one: await player({ apps: [EFM] }),
      two: await player({ apps: [EFM, EFCS] }),
      all: await player({ apps: [{ content_id: 'efs', platform: 'steam' }, EFCS, JCC] }),
    };
    const expected: Record<string, Record<keyof typeof players, boolean>> = {
      none: { none: true, one: true, two: true, all: true },
      one: { none: false, one: false, two: true, all: true },
      any: { none: false, one: false, two: true, all: true },
      all: { none: false, one: false, two: false, all: true },
      at_least_two: { none: false, one: false, two: true, all: true },
    };
    for (const [rule, games] of rules) {
      const id = await campaign({ linked_rule: rule, linked_games: games });
      for (const [name, p] of Object.entries(players) as [keyof typeof players, Player][]) {
        const view = await detail(id, p);
        const allowed = expected[rule]![name];
        expect({ rule, name, state: view.state }).toEqual({
          rule,
          name,
          state: allowed ? 'claimable' : 'not_eligible',
        });
        if (!allowed) {
          expect(view.reason).toBe('linked_games');
          expect(view.missing_games.length).toBeGreaterThan(0);
        }
        const answer = (await claim(p, id)).json();
        expect(answer.status_code).toBe(allowed ? 200 : 4041);
      }
    }
    // What to link is said: all three named, one of them linked: two still missing.
    const allThree = await campaign({
      linked_rule: 'all',
      linked_games: ['efootball', 'efcs', 'jcc'],
    });
    expect(await detail(allThree, players.one)).toMatchObject({
      missing_games: ['efcs', 'jcc'],
      still_needed: 2,
    });
  });

  it('earns a repeating reward again in the next period', async () => {
    const id = await campaign({ repeat: 'daily', reward_points: 50 });
    const p = await player();
    expect((await claim(p, id)).statusCode).toBe(200);
    expect((await claim(p, id)).json()).toEqual({ status_code: 4049, reason: 'already_claimed' });
    const view = await detail(id, p);
    expect(view.period_ends_at).toBe('2026-11-24T00:00:00.000Z');
    now = new Date(START + DAY_MS);
    expect((await detail(id, p)).state).toBe('claimable');
    expect((await claim(p, id)).statusCode).toBe(200);
    expect(await balance(p)).toBe(100);
  });

  it('rewards each newly linked game of a join-app campaign once', async () => {
    const id = await campaign({
      kind: 'join_app',
      linked_rule: 'any',
      linked_games: ['efcs', 'jcc'],
      reward_points: 300,
    });
    const p = await player({ apps: [EFM] });
    expect(await detail(id, p)).toMatchObject({
      state: 'not_eligible',
      reason: 'linked_games',
      join_apps: [
        { game: 'efcs', linked: false, rewarded: false },
        { game: 'jcc', linked: false, rewarded: false },
      ],
    });
    expect((await claim(p, id, randomUUID(), 'campaign-join-app')).json()).toEqual({
      status_code: 4041,
    });

    await relink(p, [EFM, EFCS]);
    const first = await claim(p, id, randomUUID(), 'campaign-join-app');
    expect(CampaignClaimResponse.parse(first.json()).data).toMatchObject({
      points: 300,
      games: ['efcs'],
    });
    expect((await claim(p, id, randomUUID(), 'campaign-join-app')).json()).toEqual({
      status_code: 4049,
      reason: 'already_claimed',
    });
    // Not "claimed" while a game of the campaign is still to link: 300 pts more for League Club
    // Manager. Nothing to claim now, so not in the claimable list either.
    expect(await detail(id, p)).toMatchObject({
      state: 'partly_claimed',
      reason: null,
      join_apps: [
        { game: 'efcs', linked: true, rewarded: true },
        { game: 'jcc', linked: false, rewarded: false },
      ],
    });
    expect((await list(p, '&filter=claimable')).campaigns.map((c) => c.id)).not.toContain(id);
    // The other kind's call does not apply to it, nor this call to a claim campaign.
    expect((await claim(p, id)).json()).toEqual({ status_code: 4049, reason: 'not_applied' });
    const plain = await campaign();
    expect((await claim(p, plain, randomUUID(), 'campaign-join-app')).json()).toEqual({
      status_code: 4049,
      reason: 'not_applied',
    });

    await relink(p, [EFM, EFCS, JCC]);
    expect((await detail(id, p)).state).toBe('claimable');
    const second = await claim(p, id, randomUUID(), 'campaign-join-app');
    expect(CampaignClaimResponse.parse(second.json()).data).toMatchObject({
      points: 300,
      games: ['jcc'],
    });
    expect(await detail(id, p)).toMatchObject({
      state: 'claimed',
      join_apps: [
        { game: 'efcs', linked: true, rewarded: true },
        { game: 'jcc', linked: true, rewarded: true },
      ],
    });
    expect(await balance(p)).toBe(600);
  });

  it('makes a goal claimable once the game counts it reached', async () => {
    const id = await campaign({
      kind: 'goal',
      repeat: 'weekly',
      linked_rule: 'one',
      linked_games: ['efootball'],
      goal: { metric: 'matches_played', target: 10 },
    });
    const p = await player({ apps: [{ ...EFM, game_user_id: `US-EFM-${randomUUID()}` }] });
    const gameUserId = (await relink(p, null))[0]!.game_user_id;
    gateway.setProgress(gameUserId, 'matches_played', 3);
    expect(await detail(id, p)).toMatchObject({
      state: 'in_progress',
      progress: { metric: 'matches_played', value: 3, target: 10 },
    });
    expect((await claim(p, id)).json()).toEqual({ status_code: 4049, reason: 'goal_not_reached' });

    gateway.setProgress(gameUserId, 'matches_played', 12);
    // The page may show an answer a few seconds old; the claim asks afresh.
    const claimed = await claim(p, id);
    expect(claimed.statusCode).toBe(200);
    expect(await balance(p)).toBe(100);

    // A failing platform: the page says nothing of the progress, a claim answers 503.
    const other = await campaign({
      kind: 'goal',
      linked_rule: 'one',
      linked_games: ['efootball'],
      goal: { metric: 'goals_scored', target: 1 },
    });
    gateway.goalProgress = () => Promise.reject(new Error('platform down'));
    expect(await detail(other, p)).toMatchObject({ state: 'in_progress', progress: null });
    expect((await claim(p, other)).statusCode).toBe(503);
    expect(await balance(p)).toBe(100);
  });

  it("joins each campaign's shared part to the player's own, as its detail shows it", async () => {
    const daily = await campaign({ repeat: 'daily' });
    const needsJcc = await campaign({ linked_rule: 'one', linked_games: ['jcc'] });
    const p = await player();
    expect((await claim(p, daily)).statusCode).toBe(200);
    for (const viewer of [p, undefined]) {
      const listed = (await list(viewer)).campaigns;
      for (const id of [daily, needsJcc]) {
        const shown = await detail(id, viewer);
        expect({
          ...listed.find((c) => c.id === id),
          description: shown.description,
          rules: shown.rules,
        }).toEqual(shown);
      }
    }
    // The shared part follows the clock past a period's end: the next day's period, claimable.
    const before = (await list(p)).campaigns.find((c) => c.id === daily)!;
    expect(before.state).toBe('claimed');
    now = new Date(Date.parse(before.period_ends_at!) + 1_000);
    const after = (await list(p)).campaigns.find((c) => c.id === daily)!;
    expect(after.state).toBe('claimable');
    expect(Date.parse(after.period_ends_at!)).toBeGreaterThan(Date.parse(before.period_ends_at!));
  });

  it("keeps a player's list while nothing it shows changes, and shows each change at once", async () => {
    // A node that keeps players' sessions and facts, and so their pages, on the suite's clock
    // and platform.
    const keeping = await buildTestApp({
      db: db(),
      env: { PLAYER_FACTS_CACHE_MS: '60000', SESSION_CACHE_MS: '60000' },
      extra: { ledger, ...dependencies() },
    });
    try {
      const daily = await campaign({ repeat: 'daily', reward_points: 50 });
      const goal = await campaign({
        kind: 'goal',
        linked_rule: 'one',
        linked_games: ['efootball'],
        goal: { metric: 'matches_played', target: 10 },
      });
      const p = await player({ apps: [{ ...EFM, game_user_id: `US-EFM-${randomUUID()}` }] });
      gateway.setProgress((await relink(p, null))[0]!.game_user_id, 'matches_played', 3);
      const seen = async (lang = 'en') => {
        const response = await keeping.inject({
          url: `/api/v1/campaign-measure?lang=${lang}`,
          headers: asPlayer(p),
        });
        expect(response.statusCode).toBe(200);
        const { campaigns, point } = CampaignMeasuresResponse.parse(response.json()).data;
        const of = (id: string) => campaigns.find((c) => c.id === id)!;
        return { point, daily: of(daily), goal: of(goal) };
      };

      // A progress the platform has not told is shown unknown, and not kept: the next read
      // shows it once told.
      gateway.goalProgress = () => Promise.reject(new Error('platform down'));
      expect((await seen()).goal.progress).toBeNull();
      gateway.goalProgress = askProgress;
      expect((await seen()).goal.progress).toMatchObject({ value: 3, target: 10 });
      expect(await seen()).toMatchObject({ point: 0, daily: { state: 'claimable' } });

      // The player's claim on this node shows in their next read, with the points.
      const claimed = await keeping.inject({
        method: 'POST',
        url: '/api/v1/campaign-measure-check',
        headers: { ...asPlayer(p), 'idempotency-key': randomUUID() },
        payload: { campaign_measure_id: daily },
      });
      expect(claimed.statusCode).toBe(200);
      expect(await seen()).toMatchObject({
        point: 50,
        daily: { state: 'claimed', claimed_at: now.toISOString() },
      });
      // Another language is another page.
      expect((await seen('ja')).daily.name).toBe(`キャンペーン ${daily}`);
      expect((await seen('en')).daily.name).toBe(`Campaign ${daily}`);
      expect((await seen('ja')).point).toBe(50);

      // The next day's period opens at its time, with no write in between.
      now = new Date(Date.parse((await seen()).daily.period_ends_at!) + 1_000);
      expect(await seen()).toMatchObject({
        point: 50,
        daily: { state: 'claimable', claimed_at: null },
      });
    } finally {
      await keeping.close();
    }
  });

  it('lists only what can be claimed now when asked', async () => {
    const open = await campaign();
    const needsJcc = await campaign({ linked_rule: 'one', linked_games: ['jcc'] });
    const p = await player();
    const claimable = (await list(p, '&filter=claimable')).campaigns.map((c) => c.id);
    expect(claimable).toContain(open);
    expect(claimable).not.toContain(needsJcc);
    expect((await app.inject({ url: '/api/v1/campaign-measure?filter=nonsense' })).json()).toEqual({
      status_code: 400,
    });
  });

  it('serves a fixed page in the language asked for, else English', async () => {
    const id = '63b40eb9-9c69-5e42-9613-f6e24ee5df15';
    await db().transaction((tx) =>
      saveCampaignPage(tx, {
        id,
        game_banner: true,
        texts: {
          en: {
            title: 'How points work',
            blocks: [{ type: 'cta', label: 'See campaigns', path: '/campaigns' }],
          },
          ja: {
            title: 'ポイントのしくみ',
            blocks: [{ type: 'cta', label: 'キャンペーン', path: '/campaigns' }],
          },
        },
      }),
    );
    const page = async (lang: string) =>
      CampaignPageResponse.parse(
        (await app.inject({ url: `/api/v1/campaign-pages/${id}?lang=${lang}` })).json(),
      ).data.page;
    expect(await page('ja')).toMatchObject({
      language: 'ja',
      title: 'ポイントのしくみ',
      game_banner: true,
    });
    expect(await page('fr')).toMatchObject({ language: 'en', title: 'How points work' });
    expect(
      (
        await app.inject({ url: '/api/v1/campaign-pages/00000000-0000-0000-0000-000000000000' })
      ).json(),
    ).toEqual({ status_code: 404 });
    // A call to action leads within the site: a path to another host is refused.
    for (const path of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      await expect(
        db().transaction((tx) =>
          saveCampaignPage(tx, {
            id,
            game_banner: false,
            texts: { en: { title: 'T', blocks: [{ type: 'cta', label: 'Go', path }] } },
          }),
        ),
      ).rejects.toMatchObject({ catalogueCode: 400 });
    }
  });

  /** Replaces the player's linked apps, as a new sign-in with new claims does; answers them. */
  async function relink(p: Player, apps: AppSpec[] | null): Promise<GameAppLink[]> {
    const { rows } = await db().query<{
      subject: string;
      country: string;
      game_apps: GameAppLink[];
    }>(
      `SELECT subject, country, (SELECT json_agg(json_build_object('content_id', content_id,
              'game_user_id', game_user_id, 'platform', platform)) FROM user_game_apps
              WHERE user_id = users.id) AS game_apps FROM users WHERE id = $1`,
      [p.id],
    );
    const current = rows[0]!;
    if (apps === null) return current.game_apps;
    const linked = apps.map((app) => ({
      content_id: app.content_id,
      platform: app.platform,
      game_user_id: app.game_user_id ?? `US-${app.content_id.toUpperCase()}-${p.id.slice(0, 8)}`,
    }));
    await db().transaction((tx) =>
      upsertUserFromClaims(tx, {
        sub: current.subject,
        nickname: 'tester',
        country: current.country,
        language: 'en',
        program_consent: true,
        game_app_user_ids: linked,
        point_available: true,
      }),
    );
    return linked;
  }
});
