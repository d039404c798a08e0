import type { Queryable, QueryResult } from './database';

/** One SQL statement with its parameters, built by a feature and run by whoever holds the transaction. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Marks the statements `sql` builds, so another `sql` template can embed them as fragments. */
const FRAGMENT = Symbol('sql fragment');

const isFragment = (value: unknown): value is Statement =>
  typeof value === 'object' && value !== null && FRAGMENT in value;

/** `text` with its parameters' numbers moved up by `offset` (as is when there is nothing to move). */
const shifted = (text: string, offset: number) =>
  offset === 0 ? text : text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);

/**
 * A statement from a template: every interpolated value becomes a parameter (`$1`, `$2`…), never
 * text, so a statement built this way cannot be injected into. A statement built by `sql` itself
 * is embedded as a fragment (a shared condition), its parameters renumbered to follow.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Statement {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (isFragment(value)) {
      const offset = params.length;
      params.push(...value.values);
      text += shifted(value.text, offset);
    } else {
      params.push(value);
      text += `$${params.length}`;
    }
    text += strings[i + 1];
  });
  return { text, values: params, [FRAGMENT]: true } as Statement;
}

/**
 * One statement made of named parts: `WITH name AS (part), … final`. Data-changing parts
 * (INSERT, UPDATE, DELETE) run in the same round trip and, even outside a transaction, all or
 * none of them take effect; later parts may read earlier ones by name. Parameters are
 * renumbered to follow each other.
 */
export function withParts(
  parts: ReadonlyArray<[name: string, Statement]>,
  final: Statement,
): Statement {
  const values: unknown[] = [];
  const renumber = (statement: Statement) => {
    const offset = values.length;
    values.push(...statement.values);
    return shifted(statement.text, offset);
  };
  const ctes = parts.map(([name, statement]) => `${name} AS (${renumber(statement)})`);
  const last = renumber(final);
  return { text: ctes.length > 0 ? `WITH ${ctes.join(', ')} ${last}` : last, values };
}

/** Several data-changing statements as one (see `withParts`). */
export function together(statements: readonly Statement[]): Statement {
  if (statements.length === 0) throw new Error('together() needs at least one statement');
  return withParts(
    statements.slice(0, -1).map((statement, i) => [`s${i}`, statement] as [string, Statement]),
    statements.at(-1)!,
  );
}

/**
 * A query's rows as one JSON array column (`[]` when none), so that several reads of one page
 * come back in one statement. Timestamps arrive as ISO strings; `fromJsonRows` reads the column.
 */
export const jsonRows = (query: Statement): Statement =>
  sql`COALESCE((SELECT json_agg(r) FROM (${query}) r), '[]'::json)`;

/** A `jsonRows` column as rows (PostgreSQL's driver parses JSON; a JSON text is parsed here). */
export const fromJsonRows = <Row>(column: unknown): Row[] =>
  (typeof column === 'string' ? JSON.parse(column) : column) as Row[];

export function run<Row = Record<string, unknown>>(
  db: Queryable,
  statement: Statement,
): Promise<QueryResult<Row>> {
  return db.query<Row>(statement.text, statement.values);
}
