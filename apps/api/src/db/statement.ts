import type { Queryable, QueryResult } from './database';

/** One SQL statement with its parameters, built by a feature and run by whoever holds the transaction. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A statement from a template: every interpolated value becomes a parameter (`$1`, `$2`…), never
 * text, so a statement built this way cannot be injected into.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Statement {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += `$${i + 1}${strings[i + 1]}`;
  return { text, values };
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
    return statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
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

export function run<Row = Record<string, unknown>>(
  db: Queryable,
  statement: Statement,
): Promise<QueryResult<Row>> {
  return db.query<Row>(statement.text, statement.values);
}
