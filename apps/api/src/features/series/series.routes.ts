// /api/series: the list and a series page (with progress for signed-in users), and admin editing.
import { seriesSaveRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { optionalUser, requireAdmin } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { readJson } from '../../lib/json-body';
import { setAnswerHeader } from '../../lib/node-response';
import { createSeries, deleteSeries, getSeriesEditor, updateSeries } from './series-admin.service';
import { getSeriesJson, listSeries } from './series.service';
import { auditAction } from '../../lib/audit';

export const seriesRoutes = new Hono<AppEnv>()
  .get('/', optionalUser, async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ series: await listSeries({ db: c.get('deps').db, viewer: c.get('user') }) });
  })
  .post('/', requireAdmin, async (c) => {
    const input = await readJson(c, seriesSaveRequest);
    const created = await createSeries({ db: c.get('deps').db, input });
    await auditAction(c, 'series.create', input.name);
    return c.json(created, 201);
  })
  .get('/:seriesId', optionalUser, async (c) => {
    // Carries the viewer's own progress: never stored by a shared cache (nor is its 404).
    setAnswerHeader(c, 'Cache-Control', 'private, no-store');
    const json = await getSeriesJson({ db: c.get('deps').db, viewer: c.get('user'), seriesId: c.req.param('seriesId') });
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  })
  .get('/:seriesId/editor', requireAdmin, async (c) => c.json(await getSeriesEditor({ db: c.get('deps').db, seriesId: c.req.param('seriesId') })))
  .put('/:seriesId', requireAdmin, async (c) => {
    const input = await readJson(c, seriesSaveRequest);
    const updated = await updateSeries({ db: c.get('deps').db, seriesId: c.req.param('seriesId'), input });
    await auditAction(c, 'series.update', c.req.param('seriesId'));
    return c.json(updated);
  })
  .delete('/:seriesId', requireAdmin, async (c) => {
    await deleteSeries({ db: c.get('deps').db, seriesId: c.req.param('seriesId') });
    await auditAction(c, 'series.delete', c.req.param('seriesId'));
    return c.body(null, 204);
  });
