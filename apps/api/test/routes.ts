// The app's real route table (Hono's app.routes), for tests that must cover every endpoint: a route added
// without a matching rule in such a test makes it fail.
import type { Hono } from 'hono';

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every endpoint as "METHOD /path". Middleware and catch-alls registered with `use` or `all('*')` appear
 * in app.routes as method ALL with a wildcard path; they are not endpoints of their own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's routes will do
export function endpoints(app: Hono<any>): string[] {
  const keys = app.routes.filter((r) => !(r.method === 'ALL' && r.path.endsWith('*'))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

/** "/api/decks/:deckId" with { deckId: 'x' } → "/api/decks/x"; a trailing "*" becomes `rest`. */
export function fillPath(path: string, params: Record<string, string>, rest = 'x'): string {
  return path
    .replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
      return encodeURIComponent(value);
    })
    .replace(/\*$/, rest);
}
