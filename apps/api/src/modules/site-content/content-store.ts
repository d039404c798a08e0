import type { Language } from '@points/contracts';
import type { Database } from '../../db/database';
import type { Localized } from '../content/localized';
import { parseRichText } from '../content/rich-text';
import type { ContentEntry, ContentKind, ServedText } from './content-model';

/** Everything published, as one node holds it: read again only when content changes. */
export interface ContentSnapshot {
  revision: string;
  /** Newest first (start date, then id), by kind. */
  byKind: Record<ContentKind, ContentEntry[]>;
  byReason: Map<string, ContentEntry>;
  /** Countries some content is restricted to; every other country sees the same as a visitor. */
  targetedCountries: Set<string>;
}

export interface ContentStore {
  /** The published content, at most `refreshMs` behind the database. */
  current(): Promise<ContentSnapshot>;
  /** Reads again at the next call: this node just changed content. */
  invalidate(): void;
}

export const reasonKey = (kind: ContentKind, reasonId: string) => `${kind}:${reasonId}`;

interface ContentRow {
  id: number;
  kind: ContentKind;
  reason_id: string;
  public_start_date: Date;
  public_end_date: Date | null;
  target_countries: string[];
  target_country_flag: number;
  sort_order: number;
  texts: Localized<{ title?: string; body?: string; alt?: string }>;
  attributes: Record<string, unknown>;
}

function served(texts: ContentRow['texts']): Localized<ServedText> {
  const out: Localized<ServedText> = {};
  for (const [language, text] of Object.entries(texts)) {
    if (!text) continue;
    out[language as Language] = {
      title: text.title ?? '',
      alt: text.alt ?? text.title ?? '',
      // Checked when written; parsed once here, not per request.
      body: text.body ? parseRichText(text.body) : [],
    };
  }
  return out;
}

async function load(db: Database): Promise<ContentSnapshot> {
  const { rows: revision } = await db.query<{ revision: string }>(
    'SELECT revision::text AS revision FROM content_revision',
  );
  const { rows } = await db.query<ContentRow>(
    `SELECT id, kind, reason_id, public_start_date, public_end_date, target_countries,
            target_country_flag, sort_order, texts, attributes
       FROM contents
      WHERE status = 'published'
      ORDER BY public_start_date DESC, id DESC`,
  );
  const byKind: ContentSnapshot['byKind'] = {
    notice: [],
    topic: [],
    popup: [],
    carousel: [],
    game_banner: [],
  };
  const byReason = new Map<string, ContentEntry>();
  const targetedCountries = new Set<string>();
  for (const row of rows) {
    const texts = served(row.texts);
    const entry: ContentEntry = {
      id: row.id,
      kind: row.kind,
      reasonId: row.reason_id,
      start: row.public_start_date,
      end: row.public_end_date,
      target: { countries: row.target_countries, restricted: row.target_country_flag === 1 },
      sortOrder: row.sort_order,
      texts,
      attributes: row.attributes,
    };
    byKind[row.kind].push(entry);
    byReason.set(reasonKey(row.kind, row.reason_id), entry);
    if (entry.target.restricted)
      for (const country of row.target_countries) targetedCountries.add(country);
  }
  return { revision: revision[0]!.revision, byKind, byReason, targetedCountries };
}

/**
 * Published content kept in memory on each node. Every change to `contents` bumps
 * `content_revision` (a trigger); a node asks for the revision at most once per `refreshMs`, and
 * the request that finds it changed waits for the new content. So no node shows content older
 * than `refreshMs` (plus one read), and between changes a request costs no database work.
 */
export function createContentStore(db: Database, options: { refreshMs: number }): ContentStore {
  let snapshot: Promise<ContentSnapshot> | undefined;
  let checkedAt = 0;
  let checking: Promise<ContentSnapshot> | undefined;

  const reload = () => {
    const next = load(db);
    snapshot = next;
    next.catch(() => {
      if (snapshot === next) snapshot = undefined;
    });
    return next;
  };

  const check = async (): Promise<ContentSnapshot> => {
    const current = await snapshot!;
    let revision: string | undefined;
    try {
      const { rows } = await db.query<{ revision: string }>(
        'SELECT revision::text AS revision FROM content_revision',
      );
      revision = rows[0]?.revision;
    } catch {
      // The database is unreachable: keep serving what we have, and ask again next time.
      checkedAt = 0;
      return current;
    }
    if (revision === current.revision) return current;
    return reload().catch(() => {
      checkedAt = 0;
      return current;
    });
  };

  return {
    current() {
      const now = Date.now();
      if (!snapshot) {
        checkedAt = now;
        return reload();
      }
      if (now - checkedAt < options.refreshMs) return snapshot;
      if (!checking) {
        checkedAt = now;
        checking = check().finally(() => {
          checking = undefined;
        });
      }
      return checking;
    },
    invalidate() {
      checkedAt = 0;
    },
  };
}
