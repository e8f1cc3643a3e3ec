// /api/export: the signed-in user's own data only. CSV (SPEC §9) of notes, answers and reflections with
// dates in the browser's locale and zone; 204 when there is nothing to export, so the page can say so
// (SPEC §8). JSON: everything the user owns.
import { csvExportQuery, exportFileName, isoDateIn, notesCsv } from '@rooted/shared';
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { privateNoStore } from '../../lib/private-no-store';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { listEntries } from '../notes/notes.service';
import { exportUserData } from './export-json.service';

/** Exports read everything a user has; a few a minute is plenty. */
const EXPORTS_PER_USER = { name: 'export:user', max: 20, windowMs: 60_000 };

const attachment = (name: string) => `attachment; filename="${name}"`;

export const exportRoutes = new Hono<UserEnv>()
  .use(requireUser, privateNoStore)
  .use(async (c, next) => {
    await rateLimiterFor(c.get('deps')).enforce([[EXPORTS_PER_USER, c.get('user').id]]);
    await next();
  })
  .get('/csv', async (c) => {
    const { timeZone, locale } = csvExportQuery.parse(c.req.query());
    const entries = await listEntries({ db: c.get('deps').db, userId: c.get('user').id });
    const withText = entries.filter((e) => (e.notes ?? e.answer ?? '').trim());
    if (!withText.length) return c.body(null, 204);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', attachment(exportFileName(new Date(), timeZone)));
    return c.body(notesCsv(withText, { timeZone, locale }));
  })
  .get('/json', async (c) => {
    const { timeZone } = csvExportQuery.parse(c.req.query());
    const data = await exportUserData({ db: c.get('deps').db, userId: c.get('user').id });
    c.header('Content-Disposition', attachment(`Rooted_export_${isoDateIn(new Date(), timeZone)}.json`));
    return c.json(data);
  });
