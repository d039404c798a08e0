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
  apiZones('apps/api/src'),
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

/**
 * The API's zones in `src`, one way: the wiring (app.ts, main.ts, server.ts, dev-idp.ts, cli/)
 * and the demo seed → the operator console (`modules/console/`) → features → shared mechanisms.
 * A feature never imports another feature or the console; a shared mechanism imports no feature,
 * no console, no demo and no wiring. Tests (and `test/`, their helpers) exercise the assembled
 * app and stand outside the zones.
 */
function apiZones(src) {
  // The mechanisms the features are built on, each one a module folder; any other folder in
  // modules/ is a feature.
  const shared = [
    'auth',
    'draws',
    'earning',
    'eligibility',
    'idempotency',
    'notifications',
    'operator-actions',
    'page-cache',
    'periods',
    'points',
    'site-config',
    'spending',
    'targeting',
    'texts',
    'users',
  ];
  /** A zone's folders (elements) and its files at the top of `src` (file categories). */
  const zone = (name) => [{ element: { type: name } }, { file: { categories: name } }];
  const zones = (...names) => names.flatMap(zone);
  return {
    files: [`${src}/**/*.ts`],
    ignores: [`${src}/**/*.test.ts`, `${src}/test/**`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/include': [`${src}/**/*`],
      // Folders; the first that matches a file names its zone.
      'boundaries/elements': [
        { type: 'wiring', pattern: `${src}/(cli|wiring)` },
        { type: 'demo', pattern: `${src}/demo` },
        { type: 'console', pattern: `${src}/modules/console` },
        { type: 'shared', pattern: `${src}/modules/(${shared.join('|')})`, capture: ['name'] },
        { type: 'feature', pattern: `${src}/modules/*`, capture: ['name'] },
        { type: 'shared', pattern: `${src}/(db|integrations|jobs|metrics|plugins)` },
      ],
      // The files at the top of src.
      'boundaries/files': [
        { category: 'wiring', pattern: `${src}/(app|main|server|dev-idp).ts` },
        { category: 'shared', pattern: `${src}/(config|errors|logging).ts` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: zone('shared'),
              disallow: { to: zones('feature', 'console', 'demo', 'wiring') },
              message:
                'A shared mechanism imports no feature, no console, no demo and not the wiring: the features import it.',
            },
            {
              from: zone('feature'),
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: '!{{ from.element.captured.name }}' },
                  },
                },
              },
              message:
                'A feature never imports another feature: move what both need to a shared mechanism.',
            },
            {
              from: zone('feature'),
              disallow: { to: zones('console', 'demo', 'wiring') },
              message:
                'A feature does not import the console, the demo or the wiring: they import features.',
            },
            {
              from: zone('console'),
              disallow: { to: zones('demo', 'wiring') },
              message:
                'The console imports features and shared mechanisms, not the demo or the wiring.',
            },
            {
              from: zone('demo'),
              disallow: { to: zones('console', 'wiring') },
              message:
                'The demo seed writes through features and shared mechanisms, not the console or the wiring.',
            },
          ],
        },
      ],
    },
  };
}
