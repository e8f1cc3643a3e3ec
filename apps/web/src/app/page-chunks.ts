// The page chunks the background preloader downloads are listed at build time (vite.config.ts,
// pageChunksPlugin) in a JSON file named by its content; index.html names that file in this meta tag.
// No imports: the build config reads this module too.
export const PAGE_CHUNKS_META = 'rooted-page-chunks';

/**
 * The first load of a page: for each page route, the build writes a copy of index.html that also lists
 * the route's own chunks as <link rel="modulepreload"> (pages/<module>.html), and an index of them
 * (PAGE_HTML_INDEX: route pattern → file). The server sends a page's copy, so the browser fetches its
 * chunks while it reads the HTML instead of once the entry has run (issue 13: the episode page's LCP).
 * The server reads the same names (apps/api/src/lib/page-html.ts).
 */
export const PAGE_HTML_INDEX = 'pages/routes.json';

/**
 * Each route pattern of route-modules.ts with the file name of its page module (`'/episodes/*'` →
 * `'episode'`), read from that file's source: `'pattern': () => import('./routes/name')`, or a shared
 * importer declared as `const name: PageImporter = () => import('./routes/file')`.
 */
export function parsePageModules(source: string): Record<string, string> {
  const shared = new Map<string, string>();
  for (const [, name, file] of source.matchAll(
    /const (\w+): PageImporter = \(\) => import\('\.\/routes\/([\w-]+)'\)/g,
  ))
    shared.set(name!, file!);
  const modules: Record<string, string> = {};
  for (const [, pattern, file, name] of source.matchAll(
    /'(\/[^']*)': (?:\(\) => import\('\.\/routes\/([\w-]+)'\)|(\w+))/g,
  )) {
    const module = file ?? shared.get(name!);
    if (!module) throw new Error(`route-modules.ts: no page module found for ${pattern}`);
    modules[pattern!] = module;
  }
  return modules;
}
