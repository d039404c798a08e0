import appendOnly from './append-only';
import earnPoints from './earn-points';
import idempotency from './idempotency';
import ledger from './ledger';
import revisions from './revisions';
import spendPoints from './spend-points';
import stock from './stock';

export interface SqlFunctions {
  /** Names the file; its hash says whether the database holds what it defines. */
  name: string;
  sql: string;
}

/**
 * Every SQL function and trigger, each defined once, in the order they build on one another.
 * Applied after the migrations, on the schema of the last one, whenever a file's text changed
 * (db/migrate.ts): change a definition here, never in a migration. A file that changes a
 * function's signature drops the old one (as spend-points.ts does).
 */
export const sqlFunctions: readonly SqlFunctions[] = [
  { name: 'append-only', sql: appendOnly },
  { name: 'revisions', sql: revisions },
  { name: 'idempotency', sql: idempotency },
  { name: 'ledger', sql: ledger },
  { name: 'stock', sql: stock },
  { name: 'spend-points', sql: spendPoints },
  { name: 'earn-points', sql: earnPoints },
];
