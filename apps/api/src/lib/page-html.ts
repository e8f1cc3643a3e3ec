// Which copy of index.html a page gets. The web build writes, for each page route, a copy that also
// lists the page's own chunks as <link rel="modulepreload"> (apps/web/src/app/page-chunks.ts, PAGE_HTML_INDEX),
// so the browser fetches them while it reads the HTML instead of once the entry has run (issue 13: the
// episode page's LCP 1,282 → 1,184 ms, Lighthouse median 94 → 96). A build without them (an older one,
// the tests' stand-in) serves index.html to every page, as before.
import fs from 'node:fs';
import path from 'node:path';
import type { PagePattern } from '@rooted/shared';
import { safeJoin } from './serve-file';

/** Same name as PAGE_HTML_INDEX in the web app. */
const PAGE_HTML_INDEX = 'pages/routes.json';

// A built web app does not change under a running server: its index is read once per folder.
const indexes = new Map<string, Record<string, string>>();

function pageHtmlIndex(distDir: string): Record<string, string> {
  let index = indexes.get(distDir);
  if (!index) {
    try {
      index = JSON.parse(fs.readFileSync(path.join(distDir, PAGE_HTML_INDEX), 'utf8')) as Record<
        string,
        string
      >;
    } catch {
      index = {};
    }
    indexes.set(distDir, index);
  }
  return index;
}

/** The HTML file for a page of route `pattern` (undefined: an unknown page): its copy, else index.html. */
export function pageHtmlFile(distDir: string, pattern: PagePattern | undefined): string {
  const copy = pattern && pageHtmlIndex(distDir)[pattern];
  const file = copy && safeJoin(distDir, `/${copy}`);
  return file && fs.existsSync(file) ? file : path.join(distDir, 'index.html');
}
