import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { ADMIN_TEXT_NAMESPACES } from './src-shared/i18n/admin-text-namespaces.ts';

const root = import.meta.dirname;

/**
 * The unsupported-browser check runs before the app, in the very browsers it turns away, so it is a
 * classic ES5 script kept readable in the source and minified to ES5 here: its comments cost every
 * first visit 0.8 KB gzip of the start page's JS budget.
 */
function classicScript(fileName: string): Plugin {
  const sourcePath = resolve(root, 'src-client/classic', fileName);
  return {
    name: 'classic-script',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(readFileSync(sourcePath, 'utf8'));
      });
    },
    async generateBundle() {
      const { code } = await transform(readFileSync(sourcePath, 'utf8'), { loader: 'js', target: 'es5', minify: true, legalComments: 'none' });
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}

/**
 * All of a language's texts arrive as one string (`en.json?raw`, see src-client/i18n.ts) with the
 * first page past the start page, and the admin area's namespaces (`en.json?raw&admin`) with the
 * first admin screen. As written the file is indented, and as a JavaScript string every quote is
 * escaped: 2.5 KB gzip of an idea page's first visit. Here each part becomes the same JSON without
 * the indentation, in single quotes, which JSON never needs escaped.
 */
function compactTexts(): Plugin {
  const texts = /[\\/]src-shared[\\/]i18n[\\/][a-z]+\.json\?raw(&admin)?$/;
  const admin = new Set<string>(ADMIN_TEXT_NAMESPACES);
  return {
    name: 'compact-texts',
    enforce: 'post',
    transform(code, id) {
      const part = texts.exec(id);
      if (!part) return null;
      const match = /^export default (".*")\s*;?\s*$/s.exec(code);
      if (!match?.[1]) throw new Error(`compact-texts: ${id} did not load as a string`);
      const all = JSON.parse(JSON.parse(match[1]) as string) as Record<string, unknown>;
      const wanted = Object.fromEntries(Object.entries(all).filter(([namespace]) => admin.has(namespace) === Boolean(part[1])));
      const quoted = JSON.stringify(wanted).replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
      return { code: `export default '${quoted}';`, map: null };
    },
  };
}

export default defineConfig({
  root: resolve(root, 'src-client'),
  publicDir: resolve(root, 'src-client/public'),
  plugins: [
    react(),
    tailwindcss(),
    compactTexts(),
    classicScript('unsupported-browser.js'),
    // A brotli and a gzip copy beside every text asset, at the highest levels since it is done
    // once per build; the server sends whichever the browser takes (src-server/http/static-client.ts).
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: resolve(root, 'dist/client'),
    emptyOutDir: true,
    // Maps for our own debugging of production stack traces; never referenced by the assets and
    // never served (they hold the whole client source).
    sourcemap: 'hidden',
    modulePreload: {
      // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module,
      // only later; the polyfill would cost every first visit its bytes for their sake.
      polyfill: false,
      // The runtime and vendor chunks come with every page (index.html preloads them), so no
      // lazy chunk's list of what to preload needs them. The entry chunk's lists (what each page's
      // code imports) would cost the start page 1.8 KB gzip: a page's code brings its imports
      // itself, and the router starts it when a link is pointed at (defaultPreload 'intent').
      resolveDependencies: (_file, dependencies, { hostId, hostType }) => {
        if (hostType === 'html') return dependencies;
        if (/^assets\/index-/.test(hostId)) return [];
        return dependencies.filter((dependency) => !/^assets\/(rolldown-runtime|vendor)-/.test(dependency));
      },
    },
    rolldownOptions: {
      output: {
        // Every lazy chunk's name is in the start page's code, so a bare hash keeps it (and the start
        // page's budget) short: a hash's characters do not compress, and each screen adds one. Seven
        // characters (42 bits, the fewest rolldown takes for this many) tell the chunks apart; only the chunks every page loads keep a name.
        chunkFileNames: (chunk) => (['vendor', 'icons', 'rolldown-runtime'].includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
          ],
        },
      },
    },
  },
  server: {
    // `vite` for client work: API calls go to a server started with `npm run dev`. The keys end in
    // "/" so the client's own trpc.ts is not proxied, and the Host stays as the browser sent it so
    // the server's Origin check passes.
    proxy: {
      '/trpc/': { target: 'http://localhost:3000', changeOrigin: false },
      '/legacy/': { target: 'http://localhost:3000', changeOrigin: false },
      '/media/': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  test: {
    root,
    projects: [
      {
        test: {
          name: 'unit',
          root,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A worker's files share its loaded modules: importing them anew for each file was most
          // of the stage's CPU. The files that stub globals or fake timers restore them after each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          root,
          include: ['test/integration/**/*.test.ts', 'test/legacy/**/*.test.ts'],
          globalSetup: ['test/support/global-database.ts'],
          setupFiles: ['test/support/test-database.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each file gets its own database cloned from a migrated template; two workers fit 2 cores.
          maxWorkers: 2,
          // A worker's files share its loaded modules: loading the server's anew for each file was
          // half the stage's CPU. What a file starts (apps, listeners, queues) it stops, and its
          // rows live in its own database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/start.test.ts'],
          // The second turns the axe checks the tests made into docs/accessibility.md's report.
          globalSetup: ['test/support/global-app.ts', 'test/support/accessibility-report.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser test that fails is run once more: on a loaded 2-core machine one page in a
          // few thousand misses its deadline. `npm test` names every test that needed the second
          // try, so a flaky one is seen and fixed rather than hidden; failing twice fails the run.
          retry: 1,
          // Two files at a time, each worker against its own server (test/support/e2e-stack.ts):
          // a browser test mostly waits for the page, so two keep 2 cores busier than one.
          maxWorkers: 2,
          // As in the integration tests: a worker's files share its loaded modules.
          isolate: false,
        },
      },
      {
        // `npm start` builds the client again into dist/client, which the other browser tests'
        // servers serve: it runs after them, alone (`--project 'e2e*'` runs both).
        test: {
          name: 'e2e-start',
          root,
          include: ['test/e2e/start.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
