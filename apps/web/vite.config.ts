import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import fs from 'node:fs';
// By path, not by package name: the config loader leaves packages to Node, which cannot run TypeScript.
import { PAGE_HTML_INDEX } from '../../packages/shared/src/routes';
import { PAGE_CHUNKS_META, parsePageModules } from './src/app/page-chunks';

type OutputChunk = Rolldown.OutputChunk;

// `new URL(..).pathname` instead of node:path keeps Node's types out of the browser program.
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The API (and uploaded media) run on :3000 in development; the browser only ever talks to Vite.
const apiTarget = 'http://localhost:3000';

// Builds the service worker (src/sw/service-worker.ts) into dist/sw.js after the app's own build, as
// one self-contained classic script (no imports: module workers are not supported everywhere), with
// this build's precache list baked in: index.html, the assets it loads up front, and the public shell
// files. Page chunks are cached as they are first used (see src/sw/service-worker.ts).
// Only in `vite build`: development runs without a worker (see src/features/offline/hooks/use-service-worker.ts).

/** Files from public/ the shell needs offline (the bundle does not list them). */
const PUBLIC_SHELL = ['/favicon.svg', '/theme-init.js', '/manifest.webmanifest', '/icons/icon-192.png'];
/**
 * Pages that must open offline even if never visited: the downloads list and a downloaded episode, with
 * the lazily loaded player engine and bar that play it and the progress contracts its saves load on first use; and
 * what the shell loads for a signed-in user (the progress saver, the offline queue that keeps its saves).
 */
const OFFLINE_PAGES = [
  '/app/routes/downloads.tsx',
  '/app/routes/episode.tsx',
  '/features/player/player-engine.tsx',
  '/app/compose/player-chrome.tsx',
  '/shared/src/contracts/progress.ts',
  '/app/compose/listening-progress-saver.tsx',
  '/lib/offline/outbox.ts',
];

/** FNV-1a, 32 bit: a short, stable version from the file list (asset names already carry content hashes). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The bundle's chunks by file name. */
function chunksOf(bundle: Rolldown.OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  return chunks;
}

/** The files these chunks load: each with every chunk it imports statically, and the styles they bring. */
function staticClosure(chunks: Map<string, OutputChunk>, roots: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.get(fileName);
    chunk?.imports.forEach(add);
    chunk?.viteMetadata?.importedCss.forEach((css) => files.add(css));
  };
  roots.forEach((chunk) => add(chunk.fileName));
  return files;
}

function serviceWorkerPlugin({ srcDir }: { srcDir: string }): Plugin {
  return {
    name: 'rooted-service-worker',
    apply: 'build',
    async writeBundle(options, bundle) {
      const index = bundle['index.html'];
      const indexSource = index && index.type === 'asset' ? String(index.source) : '';
      // What index.html loads before anything else: the entry script, its preloaded chunks, the styles.
      const entryAssets = [...new Set(indexSource.match(/\/assets\/[^"'\s>]+/g) ?? [])].sort();
      // The offline pages' chunks with everything they import (and the styles those chunks bring). A module
      // that other chunks also import may sit in a shared chunk rather than its own facade.
      const chunks = chunksOf(bundle);
      const offlineRoots = [...chunks.values()].filter((chunk) =>
        OFFLINE_PAGES.some((page) => chunk.facadeModuleId?.endsWith(page) || chunk.moduleIds.some((id) => id.endsWith(page))),
      );
      const offlineAssets = [...staticClosure(chunks, offlineRoots)].map((file) => `/${file}`);
      const assets = [...new Set([...entryAssets, ...offlineAssets])].sort();
      const urls = ['/index.html', ...PUBLIC_SHELL, ...assets];
      const version = fnv1a(urls.join('\n') + indexSource);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: { '@': srcDir } },
        define: { __ROOTED_PRECACHE__: JSON.stringify({ version, urls }) },
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: { entry: `${srcDir}/sw/service-worker.ts`, formats: ['iife'], name: 'rootedServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}

/**
 * Lists the chunks of every page for the background preloader (src/app/preload.ts): what each page route
 * needs that the first load does not already bring, in a JSON asset named by its content, which
 * index.html names in a meta tag. The preloader only downloads them into the HTTP cache. Importing every
 * page instead ran every page's module code and added a link element per chunk: about 300 ms of main
 * thread after each first load on a slow 2-core machine (issue 13).
 */
function pageChunksPlugin({ srcDir }: { srcDir: string }): Plugin {
  const routesDir = `${srcDir}/app/routes/`;
  return {
    name: 'rooted-page-chunks',
    apply: 'build',
    // After Vite's own HTML plugin, so index.html is in the bundle to add the meta tag to.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const all = [...chunks.values()];
      const firstLoad = staticClosure(chunks, all.filter((chunk) => chunk.isEntry));
      const pages = staticClosure(chunks, all.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(routesDir)));
      const urls = [...pages].filter((file) => !firstLoad.has(file)).sort().map((file) => `/${file}`);
      const source = JSON.stringify(urls);
      const fileName = `assets/page-chunks-${fnv1a(source)}.json`;
      this.emitFile({ type: 'asset', fileName, source });
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('rooted-page-chunks: index.html is not in the bundle');
      index.source = String(index.source).replace('</head>', `  <meta name="${PAGE_CHUNKS_META}" content="/${fileName}" />\n  </head>`);

      // Each page's copy of index.html, with the chunks its first load needs beyond the entry's (see
      // PAGE_HTML_INDEX): the page module first, then what it imports statically.
      const patterns = parsePageModules(fs.readFileSync(`${srcDir}/app/route-modules.ts`, 'utf8'));
      const pageFile = (module: string) => `pages/${module}.html`;
      for (const module of new Set(Object.values(patterns))) {
        const chunk = all.find((c) => c.isDynamicEntry && c.facadeModuleId === `${routesDir}${module}.tsx`);
        if (!chunk) throw new Error(`rooted-page-chunks: no chunk for the page module routes/${module}.tsx`);
        const files = [...staticClosure(chunks, [chunk])].filter((file) => file.endsWith('.js') && !firstLoad.has(file));
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        const html = String(index.source).replace('</head>', `  ${links}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: pageFile(module), source: html });
      }
      const routes = Object.fromEntries(Object.entries(patterns).map(([pattern, module]) => [pattern, pageFile(module)]));
      this.emitFile({ type: 'asset', fileName: PAGE_HTML_INDEX, source: JSON.stringify(routes) });
    },
  };
}

// react-router's package.json sends every bundler to its development build (dev-only warnings and checks
// included; remix-run/react-router#12532). Production builds take the production build it ships beside it.
const reactRouterProduction = decodeURIComponent(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname,
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pageChunksPlugin({ srcDir }), serviceWorkerPlugin({ srcDir })],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    // ROOTED_WEB_DIST: parallel test runs build into their own folder (see scripts/build-state.mjs).
    outDir: globalThis.process?.env.ROOTED_WEB_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No modulepreload polyfill in the entry (issue 13): browsers without modulepreload (Safari before
    // 17) ignore the hint and fetch each module when it is imported, which still works.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than app code: its own chunk stays cached across deploys.
          // Only libraries every page needs belong here; a lazy-only library here would load up front.
          groups: [
            // TanStack Query too (every page reads the session through it), but not the mutation hooks,
            // which only signed-in pages use.
            {
              name: 'framework',
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router)[\\/]|@tanstack[\\/](query-core|react-query)[\\/](?!.*(useMutation|mutationObserver)))/,
            },
            // The design system's base pieces that the shell and nearly every page draw: one chunk instead
            // of a dozen tiny ones (each file costs its own gzip overhead and request, issue 13).
            {
              name: 'ui',
              test: /node_modules[\\/](tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon\.js|defaultAttributes\.js|Icon\.js|shared[\\/]))[\\/]?|src[\\/]lib[\\/](cn|api)\.ts$|src[\\/]components[\\/]ui[\\/](button|badge|card|skeleton)\.tsx$|src[\\/]components[\\/]layout[\\/]page\.tsx$/,
            },
          ],
        },
      },
    },
  },
}));
