// Every page route of SPEC §2 (and the pages later features add). The web router registers these
// and the server answers any other path with the not-found page and a real 404 status.
export const PAGE_ROUTES = [
  '/',
  '/features',
  '/auth',
  '/verification',
  '/profile',
  '/waitlist',
  '/creator',
  '/admin',
  '/admin/*',
  '/podcasts',
  '/podcasts/:podcastName',
  '/podcasts/:podcastName/listen',
  '/podcasts/:podcastName/episodes',
  '/podcasts/:podcastName/edit',
  '/series',
  '/series/:seriesId',
  '/series/:seriesId/edit',
  '/episodes',
  '/episodes/*',
  '/bible',
  '/bible/:translation/:book',
  '/bible/:translation/:book/:chapter',
  '/topics',
  '/topics/:topicId',
  '/recaps/:recapId',
  '/subscriptions',
  '/downloads',
  '/flashcards',
  '/flashcards/study',
  '/flashcards/decks',
  '/flashcards/decks/:deckId',
  '/certificates/:code',
] as const;

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) =>
      part === '*' ? '.+' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const matchers = PAGE_ROUTES.map((pattern) => ({ pattern, regExp: toRegExp(pattern) }));

export type PagePattern = (typeof PAGE_ROUTES)[number];

/** The page route a path is (no two patterns match the same path), or undefined for an unknown page. */
export function matchPageRoute(pathname: string): PagePattern | undefined {
  return matchers.find((m) => m.regExp.test(pathname))?.pattern;
}

/**
 * The first load of a page: the web build writes, for each page route, a copy of index.html that also
 * lists the route's own chunks as <link rel="modulepreload"> (apps/web/vite.config.ts, pageChunksPlugin),
 * and this index of them in the built app (route pattern → file). The server sends a page its copy
 * (apps/api/src/lib/page-html.ts), so the browser fetches the chunks while it reads the HTML (issue 13).
 */
export const PAGE_HTML_INDEX = 'pages/routes.json';

export function isKnownPage(pathname: string): boolean {
  return matchPageRoute(pathname) !== undefined;
}
