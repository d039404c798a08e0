import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { hasPostgres } from '../test/databases';

describe('openDatabase', () => {
  it('opens PGlite in the data folder when no URL is configured', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-open-'));
    const db = await openDatabase({
      url: undefined,
      dataDir: path.join(dir, 'nested', 'pglite'),
      poolSize: 1,
    });
    try {
      expect(db.kind).toBe('pglite');
      expect((await db.query<{ n: number }>('SELECT 41 + 1 AS n')).rows).toEqual([{ n: 42 }]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(hasPostgres)('opens PostgreSQL when DATABASE_URL is configured', async () => {
    const db = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      dataDir: '/nonexistent',
      poolSize: 2,
    });
    try {
      expect(db.kind).toBe('postgres');
      const { rows } = await db.query<{ version: string; big: number }>(
        'SELECT version() AS version, 9007199254740991::int8 AS big',
      );
      expect(rows[0]!.version).not.toContain('PGlite');
      expect(rows[0]!.big).toBe(Number.MAX_SAFE_INTEGER);
    } finally {
      await db.close();
    }
  });
});
