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
