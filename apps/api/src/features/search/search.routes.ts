// /api/search: keyword search for everyone; the grounded AI answer for signed-in users (SPEC §6, §7).
import { keywordSearchQuery, summaryRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { readJson } from '../../lib/json-body';
import { keywordSearch } from './keyword-search.service';
import { enforceFreeAnswerAllowance, enforceSummaryLimit } from './search-limits';
import { resolveTranslation } from './search-translation';
import { generateSummary } from './summary/summary.service';

const summaryRoutes = new Hono<UserEnv>().use(requireUser).post('/', async (c) => {
  const deps = c.get('deps');
  // Counted before validation: malformed calls cost the same as real ones.
  await enforceSummaryLimit(deps, c.get('user').id);
  await enforceFreeAnswerAllowance(deps, c.get('user'));
  const body = await readJson(c, summaryRequest);
  const translation = await resolveTranslation({ db: deps.db, id: body.translation });
  c.header('Cache-Control', 'private, no-store');
  return c.json(await generateSummary({ deps, query: body.searchQuery, translation }));
});

export const searchRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const started = performance.now();
    const { q, translation } = keywordSearchQuery.parse(c.req.query());
    const result = await keywordSearch({ db: c.get('deps').db, query: q, translation });
    c.header('Cache-Control', 'private, max-age=30');
    // The server's own time, for bench/search.mjs (what the client waits includes the network).
    c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
    return c.json(result);
  })
  .route('/summary', summaryRoutes);
