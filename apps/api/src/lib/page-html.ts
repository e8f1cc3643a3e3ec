// Which copy of index.html a page gets. The web build writes, for each page route, a copy that also
// lists the page's own chunks as <link rel="modulepreload"> (PAGE_HTML_INDEX in @rooted/shared/routes),
// so the browser fetches them while it reads the HTML instead of once the entry has run (issue 13: the
// episode page's LCP 1,282 → 1,184 ms, Lighthouse median 94 → 96). A build without them (an older one,
// the tests' stand-in) serves index.html to every page, as before.
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_HTML_INDEX, type PagePattern } from '@rooted/shared';
import { safeJoin } from './serve-file';

// A built web app does not change under a running server: its index is read, and each copy it names
// looked up, once per folder. Only copies inside the build that exist are kept.
const indexes = new Map<string, Map<string, string>>();

function pageHtmlFiles(distDir: string): Map<string, string> {
  let files = indexes.get(distDir);
  if (!files) {
    files = new Map();
    let index: Record<string, string> = {};
    try {
      index = JSON.parse(fs.readFileSync(path.join(distDir, PAGE_HTML_INDEX), 'utf8')) as Record<
        string,
        string
      >;
    } catch {
      // No index (an older build, the tests' stand-in): every page gets index.html.
    }
    for (const [pattern, copy] of Object.entries(index)) {
      const file = safeJoin(distDir, `/${copy}`);
      if (file && fs.existsSync(file)) files.set(pattern, file);
    }
    indexes.set(distDir, files);
  }
  return files;
}

/** The HTML file for a page of route `pattern` (undefined: an unknown page): its copy, else index.html. */
export function pageHtmlFile(distDir: string, pattern: PagePattern | undefined): string {
  return (pattern && pageHtmlFiles(distDir).get(pattern)) || path.join(distDir, 'index.html');
}
