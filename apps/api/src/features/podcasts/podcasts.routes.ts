// /api/podcasts: the public catalog (hidden podcasts for admins only, SPEC §6) and admin edits.
import { paginationQuery, podcastUpdateRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser, requireAdmin } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { importFeed } from './feeds/import-feed';
import { listEpisodeOptions, updatePodcast } from './podcast-admin.service';
import { getListenTarget } from './podcast-listen.service';
import { getPodcastDetail, listPodcastEpisodes, listPodcasts } from './podcasts.service';
import { auditAction } from '../../lib/audit';

// Responses differ by viewer (admins see hidden podcasts): never shared between users by a cache.
const PRIVATE = 'private, no-cache';

function podcastIdParam(value: string): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw notFound('No such podcast.');
  return parsed.data;
}

export const podcastRoutes = new Hono<AppEnv>()
  .get('/', optionalUser, async (c) => {
    c.header('Cache-Control', PRIVATE);
    return c.json({ podcasts: await listPodcasts({ db: c.get('deps').db, viewer: c.get('user') }) });
  })
  .get('/:podcastName', optionalUser, async (c) => {
    c.header('Cache-Control', PRIVATE);
    return c.json(await getPodcastDetail({ db: c.get('deps').db, viewer: c.get('user'), podcastName: c.req.param('podcastName') }));
  })
  .get('/:podcastName/episodes', optionalUser, async (c) => {
    const { page, pageSize } = paginationQuery.parse(c.req.query());
    c.header('Cache-Control', PRIVATE);
    const podcastName = c.req.param('podcastName');
    return c.json(await listPodcastEpisodes({ db: c.get('deps').db, viewer: c.get('user'), podcastName, page, pageSize }));
  })
  .get('/:podcastName/listen', optionalUser, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getListenTarget({ db: c.get('deps').db, viewer: c.get('user'), podcastName: c.req.param('podcastName') }));
  })
  .get('/:podcastId/episode-options', requireAdmin, async (c) => {
    const podcastId = podcastIdParam(c.req.param('podcastId'));
    return c.json({ episodes: await listEpisodeOptions({ db: c.get('deps').db, podcastId }) });
  })
  .patch('/:podcastId', requireAdmin, async (c) => {
    const podcastId = podcastIdParam(c.req.param('podcastId'));
    const changes = await readJson(c, podcastUpdateRequest);
    const podcast = await updatePodcast({ db: c.get('deps').db, podcastId, changes });
    await auditAction(c, 'podcast.update', podcastId, { fields: Object.keys(changes) });
    return c.json({ podcast });
  })
  .post('/:podcastId/refresh', requireAdmin, async (c) => {
    const podcastId = podcastIdParam(c.req.param('podcastId'));
    const { db, env, logger } = c.get('deps');
    const [row] = await db.query.podcasts.findMany({ where: (p, { eq }) => eq(p.id, podcastId), columns: { feedUrl: true }, limit: 1 });
    if (!row) throw notFound('No such podcast.');
    if (!row.feedUrl) throw badRequest('This podcast has no feed URL to refresh from.', 'no_feed_url');
    await auditAction(c, 'podcast.refresh', podcastId);
    return c.json(await importFeed({ db, env, logger, source: { url: row.feedUrl }, podcastId }));
  });
