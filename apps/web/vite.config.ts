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
 * (issue 28 §5). Only the build: the dev server keeps React for Fast Refresh, and the unit tests
 * keep React (Testing Library's React binding); the browser suite runs the built site.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadApplication()],
  resolve: { alias: command === 'build' ? PREACT : [] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Inline assets would need data: in more CSP directives; files keep the policy simple.
    assetsInlineLimit: 0,
    rolldownOptions: {
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
            // The shell's own small modules, which lazy pages share with it: one file, not twenty.
            // (HTTP/1.1 fetches six files at a time, so on a slow phone each extra round of small
            // files costs a round trip before the first paint.)
            {
              name: 'shell',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/](?!shell[\\/](drawer|language-dialog|cookie-settings)|preview[\\/])|content|components[\\/](icons|guarded-button|logo|points-label|coming-soon|game-banner-slot|main-visual|more-button)|lib[\\/](api-client|cookies|session|navigation|ui-store|i18n|language|languages|site-config|locale-files|oauth|use-session|use-sign-in|use-sign-out|platform|dates))\b|[\\/]packages[\\/]contracts[\\/]src[\\/](constants|errors)\b/,
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
  },
}));
