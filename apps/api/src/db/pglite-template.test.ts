import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from './database';
import { migrate } from './migrate';
import { isFreshDataDir, pgliteVersion, templateFile, unpackTemplate } from './pglite-template';

describe('the PGlite data folder template', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exists for the installed PGlite (after an upgrade: npm run pglite-template)', () => {
    expect(path.basename(templateFile())).toBe(`data-dir-${pgliteVersion()}.tar.br`);
    expect(existsSync(templateFile())).toBe(true);
  });

  it('seeds a new folder with a database that migrates, keeps what is written and reopens', async () => {
    const dataDir = path.join(dir, 'pglite');
    expect(isFreshDataDir(dataDir)).toBe(true);
    const db = await createPgliteDatabase(dataDir);
    try {
      const { rows } = await db.query<{ encoding: string; databases: string[] }>(
        `SELECT pg_encoding_to_char(encoding) AS encoding,
                (SELECT array_agg(datname ORDER BY datname) FROM pg_database) AS databases
           FROM pg_database WHERE datname = current_database()`,
      );
      expect(rows).toEqual([
        { encoding: 'UTF8', databases: ['postgres', 'template0', 'template1'] },
      ]);
      expect((await migrate(db)).length).toBeGreaterThan(0);
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    } finally {
      await db.close();
    }
    expect(isFreshDataDir(dataDir)).toBe(false);
    const reopened = await createPgliteDatabase(dataDir);
    try {
      expect(await migrate(reopened)).toEqual([]);
      expect((await reopened.query('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
    } finally {
      await reopened.close();
    }
  });

  it('unpacks into an empty folder, and leaves a folder that holds files as it was', async () => {
    const empty = path.join(dir, 'empty');
    mkdirSync(empty);
    expect(await unpackTemplate(empty)).toBe(true);
    expect(isFreshDataDir(empty)).toBe(false);

    const holding = path.join(dir, 'holding');
    mkdirSync(holding);
    writeFileSync(path.join(holding, 'note.txt'), 'mine');
    expect(await unpackTemplate(holding)).toBe(false);
    expect(readdirSync(holding)).toEqual(['note.txt']);
    // Nothing half unpacked is left beside them.
    expect(readdirSync(dir).filter((name) => name.includes('.unpacking-'))).toEqual([]);
  });
});
