import { LANGUAGES } from '@points/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { TestDatabase } from '../test/databases';
import { demoTextRows, seededDemo } from '../test/demo-seed';

const DAY_MS = 86_400_000;
/** How long a notice shows the NEW mark (SPEC.md §3): what is promoted now. */
const NEW_MS = 3 * DAY_MS;

/** The SPA's pages without an id (apps/web's route table). */
const PAGES = new Set([
  '/',
  '/campaigns',
  '/coupons',
  '/mycoupons',
  '/contact',
  '/news',
  '/topic/news/list',
  '/point-history',
  '/items',
  '/usepoint',
  '/general',
  '/campaign-lotto',
  '/campaign-lotto-infocheck',
]);

/** The SPA's pages of one thing, and the table (and column) that thing is in. */
const PAGES_OF: Array<[prefix: string, table: string, column: string]> = [
  ['/news/', "contents WHERE kind = 'notice' AND status = 'published'", 'reason_id'],
  ['/topic/news/', "contents WHERE kind = 'topic' AND status = 'published'", 'reason_id'],
  ['/items/', 'items', 'id'],
  ['/campaign-detail/', 'campaigns WHERE published', 'id'],
  ['/campaigns/', 'campaign_pages', 'id'],
  ['/coupons/', 'coupon_campaigns', 'id'],
  ['/campaign-lotto/', 'lottery_campaigns', 'id'],
  ['/campaign-lotto-detail/', 'lotteries', 'id'],
  ['/campaign-lotto-proof/', 'lotteries', 'id'],
  ['/campaign-festival/', 'festivals WHERE published', 'id'],
];

const MARKDOWN_LINK = /\]\((\/[^)\s]*)\)/g;

/** Every link in a value: Markdown links, parsed link nodes, and link fields. */
function linksIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(MARKDOWN_LINK)].map((m) => m[1]!);
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      ['href', 'path', 'link', 'detail_url'].includes(key) &&
      typeof item === 'string' &&
      item.startsWith('/')
        ? [item]
        : linksIn(item),
    );
  }
  return [];
}

interface Content {
  reason_id: string;
  kind: string;
  public_start_date: Date;
  public_end_date: Date | null;
  texts: Record<string, { title?: string; body?: string; alt?: string }>;
  attributes: Record<string, unknown>;
}

describe('the demo tells one story', () => {
  const now = new Date();
  let handle: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    ({ db, handle } = await seededDemo(now));
  }, 120_000);
  afterAll(async () => {
    await handle?.dispose();
  });

  const rowsOf = async <T>(sql: string, values: unknown[] = []) =>
    (await db.query<T & Record<string, unknown>>(sql, values)).rows;

  /** The content players see at the seed's time. */
  const liveContent = () =>
    rowsOf<Content>(
      `SELECT reason_id, kind, public_start_date, public_end_date, texts, attributes FROM contents
        WHERE status = 'published' AND public_start_date <= $1
          AND (public_end_date IS NULL OR public_end_date > $1)`,
      [now],
    );

  it('links only to pages that exist, in every text of every language', async () => {
    const ids = new Map<string, Set<string>>();
    for (const [prefix, table, column] of PAGES_OF) {
      const rows = await rowsOf<{ id: string }>(`SELECT ${column}::text AS id FROM ${table}`);
      ids.set(prefix, new Set(rows.map((row) => row.id)));
    }
    const resolves = (link: string) => {
      const path = link.split(/[?#]/)[0]!;
      if (PAGES.has(path)) return true;
      const page = PAGES_OF.find(([prefix]) => path.startsWith(prefix));
      return page ? ids.get(page[0])!.has(path.slice(page[0].length)) : false;
    };
    const texts = await demoTextRows(db);
    const attributes = await rowsOf<{ reason_id: string; attributes: unknown }>(
      'SELECT reason_id, attributes FROM contents',
    );
    const links = [
      ...texts.flatMap(({ where, texts: all }) =>
        LANGUAGES.flatMap((language) =>
          linksIn(all[language]).map((link) => ({ where: `${where} ${language}`, link })),
        ),
      ),
      ...attributes.flatMap(({ reason_id, attributes: value }) =>
        linksIn(value).map((link) => ({ where: `contents ${reason_id}`, link })),
      ),
    ];
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter(({ link }) => !resolves(link))).toEqual([]);
  });

  it('promotes only what is open now: the popups, the carousel and the NEW notices', async () => {
    const promoted = (await liveContent()).filter(
      (content) =>
        content.kind === 'popup' ||
        content.kind === 'carousel' ||
        (content.kind === 'notice' && now.getTime() - content.public_start_date.getTime() < NEW_MS),
    );
    expect(promoted.map((content) => content.reason_id)).toContain('p-legends-pack');
    const closed: string[] = [];
    for (const content of promoted) {
      for (const link of new Set(linksIn([content.attributes, content.texts.en]))) {
        const [, page, id] = /^\/([a-z-]+)\/([^/?#]+)$/.exec(link) ?? [];
        const open = async (sql: string) =>
          (await rowsOf<{ open: boolean }>(sql, [id, now]))[0]?.open ?? true;
        const isOpen =
          page === 'items'
            ? await open(`SELECT (valid_from IS NULL OR valid_from <= $2)
                             AND (valid_to IS NULL OR valid_to > $2) AS open FROM items WHERE id = $1`)
            : page === 'campaign-detail'
              ? await open(
                  'SELECT starts_at <= $2 AND ends_at > $2 AS open FROM campaigns WHERE id = $1',
                )
              : page === 'campaign-lotto-detail'
                ? await open(
                    'SELECT entry_from <= $2 AND entry_to > $2 AS open FROM lotteries WHERE id = $1',
                  )
                : true;
        if (!isOpen) closed.push(`${content.reason_id} → ${link}`);
      }
    }
    expect(closed).toEqual([]);
  });

  it('dates every notice that names an item within that item’s period', async () => {
    const notices = await rowsOf<Content>(
      `SELECT reason_id, kind, public_start_date, public_end_date, texts, attributes
         FROM contents WHERE kind = 'notice'`,
    );
    const outside: string[] = [];
    for (const notice of notices) {
      for (const link of linksIn(notice.texts.en)) {
        const item = /^\/items\/([^/?#]+)$/.exec(link)?.[1];
        if (!item) continue;
        const [row] = await rowsOf<{ within: boolean }>(
          `SELECT (valid_from IS NULL OR valid_from <= $2)
              AND (valid_to IS NULL OR valid_to > $2) AS within FROM items WHERE id = $1`,
          [item, notice.public_start_date],
        );
        if (!row?.within) outside.push(`${notice.reason_id} → ${link}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('tells the festival’s phase: its notice follows the visitor draw, before registration closes', async () => {
    const [festival] = await rowsOf<{
      draw_at: Date;
      registration_to: Date;
      event_starts_at: Date;
    }>(
      `SELECT draw_at, registration_to, event_starts_at FROM festivals WHERE id = 'summer-festival'`,
    );
    const [notice] = await rowsOf<Content>(
      `SELECT * FROM contents WHERE reason_id = 'n-festival-announcement'`,
    );
    expect(notice!.public_start_date.getTime()).toBeGreaterThan(festival!.draw_at.getTime());
    expect(notice!.public_start_date.getTime()).toBeLessThan(festival!.registration_to.getTime());
    expect(notice!.texts.en!.title).not.toMatch(/pre-registration/i);
    const day = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(festival!.event_starts_at);
    expect(notice!.texts.en!.body).toContain(day);
  });

  it('names the currency of every amount off a coupon', async () => {
    const [coupon] = await rowsOf<{ texts: Record<string, { name: string; terms: string }> }>(
      `SELECT texts FROM coupons WHERE id = 'store-500-off'`,
    );
    for (const language of LANGUAGES) {
      const { name, terms } = coupon!.texts[language]!;
      expect(`${language}: ${name}`).toMatch(/[¥円]/);
      expect(`${language}: ${terms}`).toMatch(/[¥円].*[¥円]/s);
    }
  });

  describe('the points history', () => {
    interface Entry {
      login: string;
      id: string;
      kind: string;
      amount: number;
      reason: string;
      reference: string | null;
      created_at: Date;
      expires_at: Date | null;
    }
    let entries: Entry[];
    beforeAll(async () => {
      entries = await rowsOf<Entry>(
        `SELECT u.subject AS login, e.id::text, e.kind, e.amount::int AS amount, e.reason, e.reference,
                e.created_at, e.expires_at
           FROM point_entries e JOIN users u ON u.id = e.user_id ORDER BY e.id`,
      );
    });

    it('is in time order, all of it before the seed’s time', () => {
      const out = entries.filter(
        (entry, index) =>
          entry.created_at > now ||
          (index > 0 && entry.created_at < entries[index - 1]!.created_at),
      );
      expect(out).toEqual([]);
    });

    it('credits only the reward of a campaign that exists, inside its period, with its expiry', async () => {
      const campaigns = new Map(
        (
          await rowsOf<{
            id: string;
            reward_points: number;
            reward_expiry_days: number;
            starts_at: Date;
            ends_at: Date;
          }>('SELECT id, reward_points, reward_expiry_days, starts_at, ends_at FROM campaigns')
        ).map((campaign) => [campaign.id, campaign]),
      );
      const wrong: string[] = [];
      for (const entry of entries.filter((candidate) => candidate.kind === 'credit')) {
        const id = entry.reference?.startsWith('campaign:')
          ? entry.reference.slice('campaign:'.length)
          : null;
        const campaign = id ? campaigns.get(id) : undefined;
        const what = `${entry.login} ${entry.reason} ${entry.reference} ${entry.amount}`;
        if (!campaign) {
          wrong.push(`${what}: no such campaign`);
          continue;
        }
        if (entry.amount !== campaign.reward_points) wrong.push(`${what}: the reward is different`);
        if (entry.created_at < campaign.starts_at || entry.created_at >= campaign.ends_at) {
          wrong.push(`${what}: outside the campaign's period`);
        }
        const expiry = entry.created_at.getTime() + campaign.reward_expiry_days * DAY_MS;
        if (entry.expires_at?.getTime() !== expiry) wrong.push(`${what}: another expiry`);
        const reason = { welcome: 'welcome_bonus', 'daily-login': 'login_bonus' }[id!];
        if (entry.reason !== (reason ?? 'campaign_reward')) wrong.push(`${what}: another reason`);
      }
      expect(wrong).toEqual([]);
    });

    it('ends in the balances the README lists', async () => {
      const balances = await rowsOf<{ login: string; balance: number; soon: number }>(
        `SELECT u.subject AS login,
                COALESCE(SUM(l.remaining) FILTER (WHERE l.expires_at > $1), 0)::int AS balance,
                COALESCE(SUM(l.remaining) FILTER (WHERE l.expires_at > $1
                                                   AND l.expires_at <= $2), 0)::int AS soon
           FROM users u LEFT JOIN point_lots l ON l.user_id = u.id
          GROUP BY u.subject ORDER BY u.subject`,
        [now, new Date(now.getTime() + 14 * DAY_MS)],
      );
      expect(balances).toEqual([
        { login: 'demo-0001-jp', balance: 5000, soon: 800 },
        { login: 'demo-0002-us', balance: 1200, soon: 0 },
        { login: 'demo-0003-br', balance: 300, soon: 0 },
        { login: 'demo-0004-hk', balance: 2000, soon: 500 },
        { login: 'demo-0005-gb', balance: 500, soon: 0 },
        { login: 'demo-0006-fr', balance: 0, soon: 0 },
      ]);
    });
  });
});
