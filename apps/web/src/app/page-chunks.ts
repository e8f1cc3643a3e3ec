// The page chunks the background preloader downloads are listed at build time (vite.config.ts,
// pageChunksPlugin) in a JSON file named by its content; index.html names that file in this meta tag.
// No imports: the build config reads this module too.
export const PAGE_CHUNKS_META = 'rooted-page-chunks';

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
