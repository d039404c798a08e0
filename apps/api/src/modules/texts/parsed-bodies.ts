import type { Language, RichText, RichTextRule } from '@points/contracts';
import type { Database } from '../../db/database';
import { parseRichText, RichTextError } from './rich-text';

/**
 * Bodies are parsed once, when they are written, and their blocks stored beside their Markdown
 * (`parsed_bodies`, migration 0017) with the source they were made from. Nodes serve the stored
 * blocks and never parse on read or reload: a publication or an edit costs every node a read, not
 * a parse of everything published. A body whose stored source is not its text (written before
 * 0017, or by a node of an older version) is shown as plain text until `storeParsedBodies`, at
 * start-up and periodically, parses it once.
 */

/** A body as stored: the Markdown it was parsed from, and its blocks. */
export interface ParsedBody {
  source: string;
  blocks: RichText;
}

/** Every parsed body of a row, by language, then by the field of its texts. */
export type ParsedBodies = Partial<Record<Language, Record<string, ParsedBody>>>;

type Texts = Partial<Record<Language, Record<string, unknown> | null | undefined>>;

/** A body refused when written: which one, and the rule of the subset it breaks. */
export class BodyRefused extends Error {
  override name = 'BodyRefused';
  constructor(
    readonly language: Language,
    readonly field: string,
    readonly rule: RichTextRule,
    message: string,
  ) {
    super(`${language} ${field}: ${message}`);
  }
}

function eachBody(
  texts: Texts,
  fields: readonly string[],
  parse: (source: string, language: Language, field: string) => RichText,
): ParsedBodies {
  const bodies: ParsedBodies = {};
  for (const [language, text] of Object.entries(texts) as Array<[Language, Texts[Language]]>) {
    if (!text) continue;
    const parsed: Record<string, ParsedBody> = {};
    for (const field of fields) {
      const source = text[field];
      if (typeof source === 'string') {
        parsed[field] = { source, blocks: parse(source, language, field) };
      }
    }
    bodies[language] = parsed;
  }
  return bodies;
}

/** The blocks of the bodies `fields` of every language of `texts`, as they are written. */
export function parseBodies(texts: Texts, fields: readonly string[]): ParsedBodies {
  return eachBody(texts, fields, (source, language, field) => {
    try {
      return parseRichText(source);
    } catch (error) {
      if (error instanceof RichTextError) {
        throw new BodyRefused(language, field, error.rule, error.message);
      }
      throw error;
    }
  });
}

/** A body as text, unparsed: one paragraph of what was written. */
export function asPlainText(source: string): RichText {
  return source ? [{ type: 'paragraph', content: [{ type: 'text', text: source }] }] : [];
}

/** The stored blocks of a body if they were made from `source`; else `source` as plain text. */
export function storedBlocks(
  bodies: ParsedBodies | null | undefined,
  language: Language,
  field: string,
  source: string,
): RichText {
  const stored = bodies?.[language]?.[field];
  return stored !== undefined && stored.source === source ? stored.blocks : asPlainText(source);
}

/** A table whose `texts` hold bodies: its name and the fields of a language's text that are. */
export interface BodyTable {
  table: 'contents' | 'campaigns';
  fields: readonly string[];
}

const BATCH = 50;

/**
 * Parses and stores, once, every body whose stored blocks are missing or were made from another
 * text, in batches under row locks that other nodes skip (nodes starting together share the work).
 * A body the subset now refuses (written under older rules) is stored as plain text and reported.
 * Answers how many rows it stored.
 */
export async function storeParsedBodies(
  db: Database,
  tables: readonly BodyTable[],
  report: (refused: BodyRefused & { table: string; id: string }) => void,
): Promise<number> {
  let stored = 0;
  for (const { table, fields } of tables) {
    let after = '';
    for (;;) {
      const rows = await db.transaction(async (tx) => {
        const { rows: stale } = await tx.query<{ id: string | number; texts: Texts }>(
          `SELECT id, texts FROM ${table}
            WHERE id::text > $1
              AND EXISTS (
                SELECT 1 FROM jsonb_each(texts) AS t(language, value), unnest($2::text[]) AS f(field)
                 WHERE jsonb_typeof(t.value -> f.field) = 'string'
                   AND (parsed_bodies #>> ARRAY[t.language, f.field, 'source'])
                       IS DISTINCT FROM t.value ->> f.field)
            ORDER BY id::text
            LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED`,
          [after, fields],
        );
        for (const row of stale) {
          const bodies = eachBody(row.texts, fields, (source, language, field) => {
            try {
              return parseRichText(source);
            } catch (error) {
              if (!(error instanceof RichTextError)) throw error;
              const refused = new BodyRefused(language, field, error.rule, error.message);
              report(Object.assign(refused, { table, id: String(row.id) }));
              return asPlainText(source);
            }
          });
          await tx.query(`UPDATE ${table} SET parsed_bodies = $2 WHERE id = $1`, [
            row.id,
            JSON.stringify(bodies),
          ]);
        }
        return stale;
      });
      stored += rows.length;
      if (rows.length < BATCH) break;
      after = String(rows.at(-1)!.id);
    }
  }
  return stored;
}
