// /api/continue-listening — the Continue Listening card (SPEC §2); visitors get the auth-required type.
import { Hono } from 'hono';
import { optionalUser } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { cardForEpisode, seriesCard } from './continuation.service';

export const continuationRoutes = new Hono<AppEnv>()
  .use(optionalUser)
  .get('/series/:seriesId', async (c) => {
    const user = c.get('user');
    const card = await seriesCard({
      db: c.get('deps').db,
      seriesId: c.req.param('seriesId'),
      userId: user?.id ?? null,
      includeHidden: user?.isAdmin,
    });
    return c.json({ card });
  })
  .get('/episodes/:episodeId', async (c) => {
    const card = await cardForEpisode({
      db: c.get('deps').db,
      episodeId: c.req.param('episodeId'),
      userId: c.get('user')?.id ?? null,
    });
    return c.json({ card });
  });
