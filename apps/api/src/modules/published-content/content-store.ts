import type { Language } from '@points/contracts';
import type { Database } from '../../db/database';
import { revisionSnapshotOf, type RevisionSnapshot } from '../../db/revision-snapshot';
import type { Localized } from '../texts/localized';
import { storedBlocks, type ParsedBodies } from '../texts/parsed-bodies';
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

/** The published content, at most `refreshMs` behind the database. */
export type ContentStore = RevisionSnapshot<ContentSnapshot>;

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
  parsed_bodies: ParsedBodies | null;
}

/** A stored row as it is served: the snapshot's entry, and the console's preview of one. */
export function entryOf(
  row: Omit<ContentRow, 'parsed_bodies'> & { parsed_bodies?: ParsedBodies | null },
): ContentEntry {
  return {
    id: row.id,
    kind: row.kind,
    reasonId: row.reason_id,
    start: row.public_start_date,
    end: row.public_end_date,
    target: { countries: row.target_countries, restricted: row.target_country_flag === 1 },
    sortOrder: row.sort_order,
    texts: served(row.texts, row.parsed_bodies ?? null),
    attributes: row.attributes,
  };
}

/** Stored texts as they are served: each body's blocks as parsed when it was written. */
export function served(
  texts: ContentRow['texts'],
  bodies: ParsedBodies | null,
): Localized<ServedText> {
  const out: Localized<ServedText> = {};
  for (const [language, text] of Object.entries(texts) as Array<[Language, typeof texts.en]>) {
    if (!text) continue;
    out[language] = {
      title: text.title ?? '',
      alt: text.alt ?? text.title ?? '',
      body: storedBlocks(bodies, language, 'body', text.body ?? ''),
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
            target_country_flag, sort_order, texts, attributes, parsed_bodies
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
    const entry = entryOf(row);
    byKind[row.kind].push(entry);
    byReason.set(reasonKey(row.kind, row.reason_id), entry);
    if (entry.target.restricted)
      for (const country of row.target_countries) targetedCountries.add(country);
  }
  return { revision: revision[0]!.revision, byKind, byReason, targetedCountries };
}

/** Published content kept in memory on each node, read again when `content_revision` moves. */
export const createContentStore = revisionSnapshotOf('content_revision', load);
