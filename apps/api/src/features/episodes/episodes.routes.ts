// /api/episodes: the searchable list, the episode page, its transcript (full or snippets, SPEC §1),
// and admin edits of study content.
import { episodeListQuery, episodeUpdateRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { optionalUser, requireAdmin } from '../../lib/auth-guard';
import { readSessionUser } from '../auth/session';
import type { AppEnv } from '../../lib/context';
import { readJson } from '../../lib/json-body';
import { updateEpisode } from './episode-admin.service';
import { getEpisodeJson, listEpisodes } from './episodes.service';
import { getTranscript } from './transcript.service';
import { auditAction } from '../../lib/audit';

const PRIVATE = 'private, no-cache';

export const episodeRoutes = new Hono<AppEnv>()
  .get('/', optionalUser, async (c) => {
    const { q, page, pageSize } = episodeListQuery.parse(c.req.query());
    c.header('Cache-Control', PRIVATE);
    return c.json(await listEpisodes({ db: c.get('deps').db, viewer: c.get('user'), q, page, pageSize }));
  })
  .get('/:episodeId', async (c) => {
    c.header('Cache-Control', PRIVATE);
    // The session is read only if the episode is hidden from the public (see getEpisodeJson).
    const viewer = () => readSessionUser(c);
    const json = await getEpisodeJson({ db: c.get('deps').db, viewer, episodeId: c.req.param('episodeId') });
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  })
  .get('/:episodeId/transcript', optionalUser, async (c) => {
    // What a transcript response contains depends on who asks (supporter or not).
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getTranscript({ db: c.get('deps').db, viewer: c.get('user'), episodeId: c.req.param('episodeId') }));
  })
  .patch('/:episodeId', requireAdmin, async (c) => {
    const changes = await readJson(c, episodeUpdateRequest);
    const updated = await updateEpisode({ db: c.get('deps').db, episodeId: c.req.param('episodeId'), changes });
    await auditAction(c, 'episode.update', c.req.param('episodeId'), { fields: Object.keys(changes) });
    return c.json(updated);
  });
