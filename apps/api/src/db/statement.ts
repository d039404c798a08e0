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
 * Several data-changing statements (INSERT, UPDATE, DELETE) as one: each becomes a CTE of a single
 * statement, so they run in one round trip and, even outside a transaction, all or none of them
 * take effect. Their parameters are renumbered to follow each other.
 */
export function together(statements: readonly Statement[]): Statement {
  if (statements.length === 1) return statements[0]!;
  if (statements.length === 0) throw new Error('together() needs at least one statement');
  const values: unknown[] = [];
  const parts = statements.map((statement) => {
    const offset = values.length;
    values.push(...statement.values);
    return statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  const last = parts.pop()!;
  return {
    text: `WITH ${parts.map((part, i) => `s${i} AS (${part})`).join(', ')} ${last}`,
    values,
  };
}

export function run<Row = Record<string, unknown>>(
  db: Queryable,
  statement: Statement,
): Promise<QueryResult<Row>> {
  return db.query<Row>(statement.text, statement.values);
}
