import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * main.ts loads the application with a dynamic import, so that it can start its data requests
 * first; this adds <link rel="modulepreload"> for the application's chunks to index.html (and
 * <link rel="preload"> for their stylesheet), so the browser still fetches them from the start.
 */
function preloadApplication(): Plugin {
  return {
    name: 'preload-application',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = new Map(
          Object.values(bundle)
            .filter((output) => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const mount = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/app/mount.tsx'),
        );
        if (!mount) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(mount.fileName);
        // Their stylesheet too: the preload helper asks for it only once main.ts has run.
        const styles = [...files].flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...[...files]
            .filter((file) => !html.includes(`/${file}`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
          ...[...new Set(styles)].map((file) => ({
            tag: 'link',
            // crossorigin as the preload helper's own <link> has it, so that it takes this copy.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The built site runs on Preact's compatibility layer instead of React DOM: the same components,
 * hooks, lazy pages and Suspense, for 41 KB gzipped of framework (Preact, React Router, i18next)
 * instead of 100 KB; measured on the first screen, home 175.7 → 119.1 KB, contact 119.9 → 63.6 KB
 * (issue 28 §5). The build and the unit tests (so that they test what ships); the dev server
 * keeps React for Fast Refresh. The browser suite runs the built site.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Testing Library's act() where React 18's react-dom had it.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const require = createRequire(import.meta.url);

/** A package's own file, by its path inside the package. */
const packageFile = (name: string, file: string) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

/**
 * The tests' aliases: the build's, and the ES module builds of the packages whose CommonJS build
 * Vitest would pick (Testing Library's main file, React Router's for Node): a require('react')
 * inside CommonJS is reached by no alias, and would render with React.
 */
const PREACT_TESTS = [
  ...PREACT,
  // React i18next's hook, from the CommonJS shim of React 17's days: Preact's own.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  ...(
    [
      ['@testing-library/react', 'dist/@testing-library/react.esm.js'],
      ['react-router', 'dist/development/index.mjs'],
      ['react-i18next', 'dist/es/index.js'],
      ['@tanstack/react-query', 'build/modern/index.js'],
      ['embla-carousel-react', 'esm/embla-carousel-react.esm.js'],
    ] as const
  ).map(([name, file]) => ({
    find: new RegExp(`^${name.replace('/', '\\/')}$`),
    replacement: packageFile(name, file),
  })),
];

/**
 * The packages the tests load that import React themselves: Vitest runs them through Vite (not
 * straight from node_modules) so that the aliases reach them too, and every part of a test
 * renders with the one Preact.
 */
const USES_REACT = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-router',
  'react-i18next',
  'embla-carousel-react',
];

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), preloadApplication()],
  resolve: { alias: command === 'build' ? PREACT : mode === 'test' ? PREACT_TESTS : [] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Inline assets would need data: in more CSP directives; files keep the policy simple.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // React Router reads React 19's useOptimistic where it exists and goes without it where
      // it does not, as under Preact's compat layer: not a fault worth a warning in every build.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      // The contracts' modules only define schemas and constants (zod-setup configures zod): a
      // module none of whose exports the site uses is left out, the console's schemas with it.
      treeshake: {
        moduleSideEffects: (id) =>
          !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) || id.includes('zod-setup'),
      },
      output: {
        codeSplitting: {
          groups: [
            // What main.ts needs to start the page's requests (its language, the site's
            // configuration, the page's content): a small file of its own that imports nothing,
            // so those requests leave as soon as it arrives rather than after the framework.
            {
              name: 'boot',
              test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](content-requests|early-requests|session|cookies|language|locale-files|site-config)\.ts$|[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]page-modules\.ts$|[\\/]packages[\\/]contracts[\\/]src[\\/]constants\.ts$|vite[\\/]preload-helper/,
              priority: 20,
            },
            // What every page needs, in one long-cached file instead of many small requests.
            {
              name: 'vendor',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 10,
            },
            // The shell's own small modules, which lazy pages share with it, and the few small
            // parts that pages of several features share (a section, a card, a campaign's head,
            // the read-failure rule): one file, not twenty.
            // (HTTP/1.1 fetches six files at a time, so on a slow phone each extra round of small
            // files costs a round trip before the first paint.)
            {
              name: 'shell',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/](?!shell[\\/](drawer|language-dialog|cookie-settings)|preview[\\/])|content|components[\\/](icons|guarded-button|logo|points-label|coming-soon|game-banner-slot|main-visual|more-button|section|external-link|campaign-head|card-link|state-badge|loading)|lib[\\/](api-client|cookies|session|navigation|ui-store|i18n|language|languages|site-config|locale-files|oauth|use-session|use-sign-in|use-sign-out|platform|dates|use-read-failure))\b|[\\/]packages[\\/]contracts[\\/]src[\\/](constants|errors)\b/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': apiTarget },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A budget for a busy machine (three test files at a time on two cores), not a speed.
    testTimeout: 30_000,
    css: false,
    server: { deps: { inline: USES_REACT } },
  },
}));
