import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of one rule that ESLint reports on `code` placed, for the linter, at `asPath`. */
async function ruleErrors(code: string, asPath: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asPath) });
  return result!.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

/** The boundary errors ESLint reports on a fixture placed, for the linter, at `asPath`. */
function boundaryErrors(fixture: string, asPath: string): Promise<string[]> {
  const code = readFileSync(path.join(root, 'tooling/fixtures', fixture), 'utf8');
  return ruleErrors(code, asPath, 'boundaries/dependencies');
}

/** DESIGN.md's import boundaries of the SPA, enforced by lint (eslint.config.js). */
describe('SPA import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await boundaryErrors(
        'cross-feature-import.ts',
        'apps/web/src/features/items/cross-feature-import.ts',
      ),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('refuses a feature importing the app, and shared code importing a feature', async () => {
    expect(
      await boundaryErrors('feature-imports-app.ts', 'apps/web/src/features/items/uses-app.ts'),
    ).toEqual([expect.stringContaining('Features do not import the app')]);
    expect(
      await boundaryErrors('shared-imports-feature.ts', 'apps/web/src/lib/uses-feature.ts'),
    ).toEqual([expect.stringContaining('Shared code')]);
  });

  it('lets a feature import its own files and shared code', async () => {
    expect(
      await boundaryErrors('allowed-imports.ts', 'apps/web/src/features/items/allowed.ts'),
    ).toEqual([]);
  });

  it('keeps the console’s areas apart: the record pages they share import none of them', async () => {
    const importing = (name: string, from: string) =>
      `import { ${name} } from '${from}';\n\nexport const borrowed = ${name};\n`;
    const errors = (code: string, asPath: string) =>
      ruleErrors(code, asPath, 'boundaries/dependencies');
    const src = 'apps/console/src';
    expect(
      await errors(
        importing('useCampaigns', '../coupons/api/coupons-api'),
        `${src}/features/items/uses-coupons.ts`,
      ),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(
      await errors(
        importing('strings', '../../features/items/strings'),
        `${src}/components/records/uses-items.ts`,
      ),
    ).toEqual([expect.stringContaining('Shared code')]);
    expect(
      await errors(
        importing('RecordForm', '../../../components/records/record-form'),
        `${src}/features/items/pages/uses-records.ts`,
      ),
    ).toEqual([]);
  });
});

/** The API's zones (eslint.config.js, `apiZones`): wiring and demo → console → features → shared. */
describe('API import boundaries', () => {
  const api = 'apps/api/src';

  it('refuses a shared mechanism importing a feature, and the database importing the demo', async () => {
    expect(
      await boundaryErrors(
        'api-shared-imports-feature.ts',
        `${api}/modules/points/uses-feature.ts`,
      ),
    ).toEqual([expect.stringContaining('A shared mechanism imports no feature')]);
    expect(await boundaryErrors('api-db-imports-demo.ts', `${api}/db/uses-demo.ts`)).toEqual([
      expect.stringContaining('A shared mechanism imports no feature, no console, no demo'),
    ]);
    // A shared file at the top of src (config, errors, logging) is held to the same.
    expect(await boundaryErrors('api-top-file-imports-feature.ts', `${api}/errors.ts`)).toEqual([
      expect.stringContaining('A shared mechanism imports no feature'),
      expect.stringContaining('A shared mechanism imports no feature'),
    ]);
  });

  it('refuses a feature importing another feature', async () => {
    expect(
      await boundaryErrors('api-cross-feature-import.ts', `${api}/modules/lottery/uses-items.ts`),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('refuses a feature importing the console or the wiring', async () => {
    expect(
      await boundaryErrors(
        'api-feature-imports-console.ts',
        `${api}/modules/coupons/uses-console.ts`,
      ),
    ).toEqual([
      expect.stringContaining('A feature does not import the console'),
      expect.stringContaining('A feature does not import the console'),
      expect.stringContaining('A feature does not import the console'),
    ]);
  });

  it('refuses the console importing the demo or the wiring, and the demo the console', async () => {
    expect(
      await boundaryErrors('api-console-imports-demo.ts', `${api}/modules/console/uses-demo.ts`),
    ).toEqual([
      expect.stringContaining('The console imports features and shared mechanisms, not the demo'),
      expect.stringContaining('The console imports features and shared mechanisms, not the demo'),
    ]);
    expect(
      await boundaryErrors('api-demo-imports-console.ts', `${api}/demo/uses-console.ts`),
    ).toEqual([expect.stringContaining('The demo seed writes through features')]);
  });

  it('lets a feature import its own files and shared mechanisms', async () => {
    expect(
      await boundaryErrors('api-allowed-imports.ts', `${api}/modules/items/allowed.ts`),
    ).toEqual([]);
  });

  it('lets the console and the demo seed import features', async () => {
    expect(
      await boundaryErrors(
        'api-console-imports-features.ts',
        `${api}/modules/console/uses-features.ts`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('api-demo-imports-features.ts', `${api}/demo/uses-features.ts`),
    ).toEqual([]);
  });
});

/**
 * No import circle in any app (`import-x/no-cycle` in eslint.config.js). Each case plants, at the
 * path of a real module, an import of a module that (on disk) imports it back.
 */
describe('no import circle', () => {
  const importing = (from: string) =>
    `import * as back from '${from}';\n\nexport const planted = back;\n`;
  const cycleErrors = (asPath: string, from: string) =>
    ruleErrors(importing(from), asPath, 'import-x/no-cycle');

  it.each([
    // The SPA's old circle: api-client → session-ended → use-sign-in → auth-api → api-client.
    ['apps/web/src/lib/api-client.ts', './session-ended'],
    ['apps/console/src/app/areas.ts', './app'],
    // A shared mechanism reaching a feature that uses it.
    ['apps/api/src/modules/points/ledger.ts', '../items/routes'],
    ['apps/idp/src/provider.ts', './index'],
    ['packages/contracts/src/envelope.ts', './health'],
  ])('refuses %s importing %s, which imports it back', async (asPath, from) => {
    expect(await cycleErrors(asPath, from)).toEqual([expect.stringContaining('cycle')]);
  });

  it('lets a module import one that does not import it back', async () => {
    expect(await cycleErrors('apps/web/src/lib/planted.ts', './session-ended')).toEqual([]);
  });
});
