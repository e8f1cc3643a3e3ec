// /api/topics: public list; a topic's page (premium ones for supporters only, see the service).
import { verseTranslationQuery } from '@rooted/shared';
import { Hono } from 'hono';
import { optionalUser } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { getTopic, listTopics } from './topics.service';

export const topicsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ topics: await listTopics({ db: c.get('deps').db }) }))
  .get('/:topicId', optionalUser, async (c) => {
    const { translation } = verseTranslationQuery.parse(c.req.query());
    // The answer depends on who asks (premium topics), so no shared cache may keep it.
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await getTopic({ db: c.get('deps').db, viewer: c.get('user'), topicId: c.req.param('topicId'), translation }),
    );
  });
