// /api/recaps/:recapId: public, like the series pages they summarise.
import { verseTranslationQuery } from '@rooted/shared';
import { Hono } from 'hono';
import { optionalUser } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { getRecap } from './recaps.service';

export const recapsRoutes = new Hono<AppEnv>().get('/:recapId', optionalUser, async (c) => {
  const { translation } = verseTranslationQuery.parse(c.req.query());
  return c.json(
    await getRecap({ db: c.get('deps').db, viewer: c.get('user'), recapId: c.req.param('recapId'), translation }),
  );
});
