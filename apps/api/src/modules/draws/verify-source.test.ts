import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DrawProofResponse, type DrawProof } from '@points/contracts';
import { seedDemo } from '../../demo/seed';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { buildTestApp } from '../../test/test-app';
import { parseVerifyArgs, subjectOfProofUrl, verifyProofSource } from './verify-source';

const BASE = 'http://localhost:8080/api/v1';
const LOTTERY_URL = `${BASE}/campaign-lottery-item/stadium-tour/proof`;

describeEachDatabase('npm run verify-draw on the demo draws', ({ db }) => {
  let app: FastifyInstance;
  let dir: string;
  const published: Record<string, string> = {};

  beforeAll(async () => {
    await seedDemo(db(), ledger);
    app = await buildTestApp({ db: db() });
    dir = await mkdtemp(join(tmpdir(), 'verify-draw-'));
    for (const path of [
      '/campaign-lottery-item/stadium-tour/proof',
      '/campaign-festival/summer-festival/proof',
      '/campaign-festival/spring-festival/proof',
    ]) {
      const response = await app.inject({ url: `/api/v1${path}` });
      expect(response.statusCode, path).toBe(200);
      published[path] = response.body;
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The same bytes, checked once saved to a file and once as fetched from `url`. */
  const bothWays = async (text: string, url: string, options: object = {}) => {
    const file = join(dir, `proof-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, text);
    const saved = await verifyProofSource({
      source: file,
      subject: subjectOfProofUrl(url),
      ...options,
    });
    const fetched = await verifyProofSource(
      { source: url, ...options },
      async () => new Response(text),
    );
    return { saved, fetched };
  };
  const failures = (lines: string[]) =>
    lines.filter((line) => line.startsWith('FAIL')).map((line) => line.split(':')[0]!.slice(5));

  it('verifies every demo draw against the commitment its page shows from the start', async () => {
    for (const [path, text] of Object.entries(published)) {
      const page = path.replace(/\/proof$/, '');
      const seen = (await app.inject({ url: `/api/v1${page}` })).json();
      const proof = (seen.data.lottery ?? seen.data.festival ?? seen.data.campaign).proof;
      const { saved, fetched } = await bothWays(text, `${BASE}${path}`, {
        commitment: proof.commitment,
      });
      expect(saved, path).toEqual(fetched);
      expect(saved.code, saved.lines.join('\n')).toBe(0);
      expect(saved.lines.at(-1)).toBe('The draw is verified.');
    }
  });

  it('checks a saved proof as strictly as a fetched one: every tampering fails both ways', async () => {
    const proof = DrawProofResponse.parse(
      JSON.parse(published['/campaign-lottery-item/stadium-tour/proof']!),
    ).data;
    const tampered: Array<[string, Partial<DrawProof>]> = [
      ['prizes and winners removed', { prizes: [], winners: [] }],
      ['another lottery', { subject: 'lottery:kit-bundle' }],
      ['a longer entry period', { entry_to: new Date(Date.now()).toISOString() }],
      ['another seed', { seed: 'ab'.repeat(32) }],
      ['a ticket fewer', { tickets: proof.tickets.slice(1) }],
      ['another commitment', { commitment: proof.seed_hash }],
    ];
    for (const [name, change] of tampered) {
      const text = JSON.stringify({ status_code: 200, data: { ...proof, ...change } });
      const { saved, fetched } = await bothWays(text, LOTTERY_URL);
      expect(saved, name).toEqual(fetched);
      expect(saved.code, name).toBe(1);
      expect(failures(saved.lines).length, name).toBeGreaterThan(0);
      expect(saved.lines.at(-1)).toBe('The draw does NOT match its proof.');
    }
    // An untouched proof of another lottery, served or saved as this one's, fails on its subject.
    const { saved, fetched } = await bothWays(
      published['/campaign-lottery-item/stadium-tour/proof']!,
      `${BASE}/campaign-lottery-item/kit-bundle/proof`,
    );
    expect(failures(saved.lines)).toEqual(['subject is the one asked for']);
    expect(failures(fetched.lines)).toEqual(['subject is the one asked for']);
  });

  it('says why it cannot read a proof, and what it was asked', async () => {
    expect((await verifyProofSource({ source: join(dir, 'missing.json') })).code).toBe(2);
    const notJson = join(dir, 'not.json');
    await writeFile(notJson, '<html>');
    expect((await verifyProofSource({ source: notJson })).code).toBe(2);
    expect(parseVerifyArgs(['proof.json', '--subject', 'lottery:a', '--commitment', 'ff'])).toEqual(
      { source: 'proof.json', subject: 'lottery:a', commitment: 'ff' },
    );
    expect(parseVerifyArgs([])).toBeNull();
    expect(parseVerifyArgs(['a.json', 'b.json'])).toBeNull();
    expect(parseVerifyArgs(['a.json', '--subject'])).toBeNull();
    expect(subjectOfProofUrl(`${BASE}/campaign-festival/summer-festival/proof`)).toBe(
      'festival:summer-festival',
    );
  });
});
