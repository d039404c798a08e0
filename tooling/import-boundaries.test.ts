import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports on a fixture placed, for the linter, at `asPath`. */
async function boundaryErrors(fixture: string, asPath: string): Promise<string[]> {
  const code = readFileSync(path.join(root, 'tooling/fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asPath) });
  return result!.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
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
