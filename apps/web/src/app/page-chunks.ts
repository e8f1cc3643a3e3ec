// The page chunks the background preloader downloads are listed at build time (vite.config.ts,
// pageChunksPlugin) in a JSON file named by its content; index.html names that file in this meta tag.
// No imports: the build config reads this module too.
export const PAGE_CHUNKS_META = 'rooted-page-chunks';
