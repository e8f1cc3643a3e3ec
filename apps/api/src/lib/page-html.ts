// Which copy of index.html a page gets. The web build writes, for each page route, a copy that also
// lists the page's own chunks as <link rel="modulepreload"> (apps/web/src/app/page-chunks.ts, PAGE_HTML_INDEX),
// so the browser fetches them while it reads the HTML instead of once the entry has run (issue 13: the
// episode page's LCP 1.33 → 1.09 s). A build without them (an older one, the tests' stand-in) serves
// index.html to every page, as before.
import fs from 'node:fs';
import path from 'node:path';
import { matchPageRoute } from '@rooted/shared';
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

/** The HTML file to answer `pathname` with: its page's copy when the build made one, else index.html. */
export function pageHtmlFile(distDir: string, pathname: string): string {
  const pattern = matchPageRoute(pathname);
  const copy = pattern && pageHtmlIndex(distDir)[pattern];
  const file = copy && safeJoin(distDir, `/${copy}`);
  return file && fs.existsSync(file) ? file : path.join(distDir, 'index.html');
}
