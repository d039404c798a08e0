import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/coverage/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/{web,console}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The schemas (and zod with them) load with the features that call the API, never with the
    // page shell: import them with `await import('@points/contracts')`.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@points/contracts',
              allowTypeImports: true,
              message:
                'Import values from @points/contracts/constants or /errors; load schemas with await import().',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle in any app: a module never reaches itself through its imports, static or
    // dynamic. Tests are left out: nothing imports a test, so none closes a circle.
    files: ['{apps/*,packages/*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  layers('apps/web/src'),
  // The operator console follows the same layers.
  layers('apps/console/src'),
);

/** DESIGN.md's layers of a React app in `src`, one way: app → features → shared. */
function layers(src) {
  return {
    // DESIGN.md's layers of the SPA, one way: app → features → shared (components, lib, content).
    // A feature never imports another feature (what two features share moves to shared), and
    // shared code imports no feature and not the app.
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': [`${src}/**/*`],
      'boundaries/elements': [
        { type: 'app', pattern: `${src}/app` },
        { type: 'feature', pattern: `${src}/features/*`, capture: ['name'] },
        { type: 'shared', pattern: `${src}/(components|lib|content|i18n|styles|test)` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: '!{{ from.element.captured.name }}' },
                  },
                },
              },
              message:
                'A feature never imports another feature: move what both need to components/ or lib/.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Features do not import the app: the app imports features.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'Shared code (components, lib, content) imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  };
}
