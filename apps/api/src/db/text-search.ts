import { sql, type Statement } from './statement';

/** The LIKE pattern of a text to find anywhere, its own % and _ taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The searched columns under each table alias the console's lists use. */
const COLUMNS = {
  c: { id: sql`c.id`, texts: sql`c.texts` },
  f: { id: sql`f.id`, texts: sql`f.texts` },
  i: { id: sql`i.id`, texts: sql`i.texts` },
  l: { id: sql`l.id`, texts: sql`l.texts` },
} as const;

/**
 * The console lists' search, as a condition to embed in `sql`: the row's id, or its name in any
 * language (`texts` is `{ "<language>": { "name": … } }`), contains `q`. True without a `q`.
 */
export function idOrNameContains(alias: keyof typeof COLUMNS, q: string | undefined): Statement {
  const pattern = q ? containing(q) : null;
  const { id, texts } = COLUMNS[alias];
  return sql`(${pattern}::text IS NULL OR ${id} ILIKE ${pattern}
    OR EXISTS (SELECT 1 FROM jsonb_each(${texts}) t WHERE t.value ->> 'name' ILIKE ${pattern}))`;
}
