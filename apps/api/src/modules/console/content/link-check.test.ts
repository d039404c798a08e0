import { describe, expect, it, beforeAll } from 'vitest';
import type { ContentDraftInput, LinkWarning } from '@points/contracts';
import { describeEachDatabase } from '../../../test/databases';
import { saveTestCampaign } from '../../../test/campaigns';
import { seedCoupons } from '../../../test/coupons';
import { seedFestival } from '../../../test/festival';
import { seedLotteries } from '../../../test/lotteries';
import { seedShop } from '../../../test/shop';
import { suiteApp, suiteOperators } from '../../../test/suite-app';
import { contentLinks, linkTarget } from '../../published-content/content-links';
import { noticeDraft, uniqueReasonId } from './test-drafts';

const BASE = '/api/v1/console';
const NOW = new Date('2026-06-01T00:00:00Z');
const DAY_MS = 86_400_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('the links of a content', () => {
  it('are the site paths of its link attributes and bodies, each once with its fields', () => {
    expect(
      contentLinks({
        attributes: { detail_url: '/items/a', detail_url_flag: 1, link: 'https://example.com/' },
        texts: {
          en: { body: 'See [a](/items/a) and [b](/coupons/b?from=news), or [x](https://x.org).' },
          ja: { body: '- [a](/items/a)\n- [list](/campaigns)' },
          fr: { body: '' },
        },
      }),
    ).toEqual([
      { href: '/items/a', fields: ['attributes.detail_url', 'texts.en.body', 'texts.ja.body'] },
      { href: '/coupons/b?from=news', fields: ['texts.en.body'] },
      { href: '/campaigns', fields: ['texts.ja.body'] },
    ]);
    // A popup's detail link counts only when it is shown.
    expect(
      contentLinks({ attributes: { detail_url: '/items/a', detail_url_flag: 0 }, texts: {} }),
    ).toEqual([]);
  });

  it('lead to one thing by the site’s routes, or to none (a list, the home page)', () => {
    expect(linkTarget('/items/winter-cup-pack')).toEqual({ kind: 'item', id: 'winter-cup-pack' });
    expect(linkTarget('/coupons/store?x=1#top')).toEqual({ kind: 'coupon_campaign', id: 'store' });
    expect(linkTarget('/campaign-detail/daily-login')).toEqual({
      kind: 'campaign',
      id: 'daily-login',
    });
    expect(linkTarget('/campaigns/63B40EB9-9C69-5E42-9613-F6E24EE5DF15')).toMatchObject({
      kind: 'campaign_page',
    });
    expect(linkTarget('/campaign-lotto/winter')).toEqual({
      kind: 'lottery_campaign',
      id: 'winter',
    });
    expect(linkTarget('/campaign-lotto-detail/tour')).toEqual({ kind: 'lottery', id: 'tour' });
    expect(linkTarget('/campaign-lotto-proof/tour/')).toEqual({ kind: 'lottery', id: 'tour' });
    expect(linkTarget('/campaign-festival-reward/summer')).toEqual({
      kind: 'festival',
      id: 'summer',
    });
    expect(linkTarget('/news/maintenance')).toEqual({ kind: 'notice', id: 'maintenance' });
    expect(linkTarget('/topic/news/guide')).toEqual({ kind: 'topic', id: 'guide' });
    for (const path of [
      '/',
      '/campaigns',
      '/coupons',
      '/news',
      '/topic/news/list',
      '/point-history',
    ]) {
      expect(linkTarget(path), path).toBeNull();
    }
  });
});

describeEachDatabase('console content: links to what players cannot use any more', ({ db }) => {
  const app = suiteApp(db, () => ({ clock: () => NOW }));
  const operators = suiteOperators(db);

  beforeAll(async () => {
    // What the links lead to, written before the first request reads the catalogues.
    await seedShop(db()); // winter-cup-pack's exchange period ended on 2026-03-01
    await seedLotteries(db(), NOW, 'draws-now', [{ id: 'draw-open' }]);
    await seedLotteries(db(), NOW, 'draws-past', [
      { id: 'draw-over', entryFrom: -400, entryTo: -300, resultTo: -2 },
    ]);
    await seedFestival(db(), NOW, 'fest-now');
    await saveTestCampaign(db(), NOW, { id: 'camp-draft', published: false });
    await saveTestCampaign(db(), NOW, {
      id: 'camp-over',
      starts_at: new Date(NOW.getTime() - 30 * DAY_MS).toISOString(),
      ends_at: new Date(NOW.getTime() - DAY_MS).toISOString(),
    });
    await seedCoupons(db(), NOW, 'coupons-over', [{ id: 'old-coupon', from: -20, to: -2 }]);
  }, 120_000);

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url: `${BASE}${url}`,
      headers: operators.editor,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.json() as Json;
    expect(body.status_code, JSON.stringify(body)).toBe(200);
    return body;
  };
  const warningsOf = (warnings: LinkWarning[]) =>
    warnings.map((w) => [w.target.kind, w.target.id, w.problem, w.ended_at, w.fields]);

  const notice = (
    body: string,
    overrides: Partial<Extract<ContentDraftInput, { kind: 'notice' }>> = {},
  ) =>
    noticeDraft({
      texts: { en: { title: 'Links', body }, ja: { title: 'リンク', body } },
      ...overrides,
    });

  it('warns, beside the content and when saving, of each link to something ended or missing', async () => {
    const body = [
      '[Pack](/items/winter-cup-pack), [ticket](/items/scout-ticket), [gone](/items/no-such-item).',
      '[Open draw](/campaign-lotto-detail/draw-open), [over](/campaign-lotto-proof/draw-over),',
      '[draws](/campaign-lotto/draws-past), [nothing](/campaign-lotto-detail/no-such-draw).',
      '[Fest](/campaign-festival/fest-now), [other fest](/campaign-festival-visit/fest-gone).',
      '[Draft](/campaign-detail/camp-draft), [over](/campaign-detail/camp-over).',
      '[Coupons](/coupons/coupons-over), [news](/news/no-such-notice), [list](/campaigns),',
      '[elsewhere](https://example.com/items/x).',
    ].join('\n');
    const saved = await call('POST', '/content', { draft: notice(body) });
    const fields = ['texts.en.body', 'texts.ja.body'];
    const expected = [
      ['item', 'winter-cup-pack', 'ended', '2026-03-01T00:00:00.000Z', fields],
      ['item', 'no-such-item', 'missing', null, fields],
      [
        'lottery',
        'draw-over',
        'ended',
        new Date(NOW.getTime() - 2 * 3_600_000).toISOString(),
        fields,
      ],
      [
        'lottery_campaign',
        'draws-past',
        'ended',
        new Date(NOW.getTime() - 2 * 3_600_000).toISOString(),
        fields,
      ],
      ['lottery', 'no-such-draw', 'missing', null, fields],
      ['festival', 'fest-gone', 'missing', null, fields],
      ['campaign', 'camp-draft', 'missing', null, fields],
      ['campaign', 'camp-over', 'ended', new Date(NOW.getTime() - DAY_MS).toISOString(), fields],
      [
        'coupon_campaign',
        'coupons-over',
        'ended',
        new Date(NOW.getTime() - 2 * DAY_MS).toISOString(),
        fields,
      ],
      ['notice', 'no-such-notice', 'missing', null, fields],
    ];
    // The save went through: a warning, not a refusal.
    expect(saved.data.version).toBe(1);
    expect(warningsOf(saved.data.link_warnings)).toEqual(expected);
    // The same beside it in its page and in the list.
    const read = await call('GET', `/content/${saved.data.id}`);
    expect(warningsOf(read.data.link_warnings)).toEqual(expected);
    const list = await call('GET', `/content?q=${saved.data.reason_id}`);
    expect(warningsOf(list.data[0].link_warnings)).toEqual(expected);
    // The audit log keeps the content as stored, not the warnings of the moment.
    const audit = await db().query<{ after: Record<string, unknown> }>(
      `SELECT after FROM console_audit WHERE object_type = 'content' AND object_id = $1`,
      [String(saved.data.id)],
    );
    expect(audit.rows[0]!.after).not.toHaveProperty('link_warnings');

    // Publishing is not blocked either, and says the same.
    const published = await call('POST', `/content/${saved.data.id}/publish`, {
      version: 1,
    });
    expect(published.data.status).toBe('published');
    expect(warningsOf(published.data.link_warnings)).toEqual(expected);

    // Fixed: the save answers without warnings.
    const fixed = await call('PUT', `/content/${saved.data.id}`, {
      version: published.data.version,
      draft: notice('[Ticket](/items/scout-ticket) and [fest](/campaign-festival/fest-now).', {
        reason_id: saved.data.reason_id,
      }),
    });
    expect(fixed.data.link_warnings).toEqual([]);
  });

  it('checks a carousel slide’s and a popup’s link, and a link to a notice withdrawn', async () => {
    const slide = await call('POST', '/content', {
      draft: {
        kind: 'carousel',
        reason_id: uniqueReasonId('slide'),
        public_start_date: '2026-01-01T00:00:00.000Z',
        public_end_date: null,
        texts: { en: { alt: 'Draw' }, ja: { alt: '抽選' } },
        attributes: {
          link: '/campaign-lotto-detail/no-such-draw',
          thumbnail_ja: '/content/a.svg',
          thumbnail_en: '/content/a.svg',
        },
        fallback_languages: [],
      },
    });
    expect(warningsOf(slide.data.link_warnings)).toEqual([
      ['lottery', 'no-such-draw', 'missing', null, ['attributes.link']],
    ]);

    const target = await call('POST', '/content', { draft: notice('Target.') });
    const popupDraft = (detailUrl: string) => ({
      kind: 'popup',
      reason_id: uniqueReasonId('popup'),
      public_start_date: '2026-01-01T00:00:00.000Z',
      public_end_date: null,
      texts: { en: { title: 'Read', body: '' } },
      attributes: { popup_type: 1, detail_url: detailUrl, detail_url_flag: 1, show_button: 1 },
      fallback_languages: [],
    });
    const popup = await call('POST', '/content', {
      draft: popupDraft(`/news/${target.data.reason_id}`),
    });
    // A draft notice is not on the site.
    expect(warningsOf(popup.data.link_warnings)).toEqual([
      ['notice', target.data.reason_id, 'missing', null, ['attributes.detail_url']],
    ]);
    await call('POST', `/content/${target.data.id}/publish`, {});
    const now = await call('GET', `/content/${popup.data.id}`);
    expect(now.data.link_warnings).toEqual([]);
  });

  it('has nothing to say of content no player sees any more', async () => {
    const link = '[Pack](/items/winter-cup-pack)';
    const withdrawn = await call('POST', '/content', { draft: notice(link) });
    await call('POST', `/content/${withdrawn.data.id}/publish`, {});
    const off = await call('POST', `/content/${withdrawn.data.id}/unpublish`, {});
    expect(off.data.link_warnings).toEqual([]);
    const over = await call('POST', '/content', {
      draft: notice(link, {
        public_start_date: '2026-01-01T00:00:00.000Z',
        public_end_date: '2026-02-01T00:00:00.000Z',
      }),
    });
    expect(over.data.link_warnings).toEqual([]);
  });
});
