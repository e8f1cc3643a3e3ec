// POST /api/podcasts/import (admin): add or update a podcast from its RSS feed, by URL (JSON) or by
// uploading the feed file (multipart, field `file`). Mounted before the API's small JSON body limit,
// because a feed file may be up to FEED_MAX_BYTES; this route sets its own limit instead.
import { feedImportRequest } from '@rooted/shared';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireAdmin, type UserEnv } from '../../lib/auth-guard';
import { badRequest, errorBody } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { FEED_MAX_BYTES, feedErrors } from './feeds/feed-errors';
import { importFeed } from './feeds/import-feed';
import type { FeedSource } from './feeds/load-feed';
import { auditAction } from '../../lib/audit';

/** Each import fetches or parses up to 10 MB: enough for a morning of catalogue work, not for a loop. */
export const FEED_IMPORTS_PER_USER = { name: 'feed-import:user', max: 30, windowMs: 10 * 60_000 };

const uploadFields = z.object({ podcastName: z.string().trim().min(1).max(200).optional() });

async function readSource(c: Context<UserEnv>): Promise<{ source: FeedSource; podcastName?: string }> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
    const { feedUrl, podcastName } = await readJson(c, feedImportRequest);
    return { source: { url: feedUrl }, podcastName };
  }
  const form = await c.req.formData().catch(() => {
    throw badRequest('The upload could not be read.');
  });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw badRequest('Choose a feed file to upload.', 'file_required');
  if (file.size > FEED_MAX_BYTES) throw feedErrors.tooLarge(FEED_MAX_BYTES);
  const { podcastName } = uploadFields.parse({ podcastName: form.get('podcastName') || undefined });
  return { source: { file: Buffer.from(await file.arrayBuffer()) }, podcastName };
}

export const podcastImportRoutes = new Hono<UserEnv>().post(
  '/',
  requireAdmin,
  bodyLimit({
    maxSize: FEED_MAX_BYTES + 64 * 1024,
    onError: (c) => c.json(errorBody('feed_too_large', feedErrors.tooLarge(FEED_MAX_BYTES).message), 413),
  }),
  async (c) => {
    await rateLimiterFor(c.get('deps')).enforce(
      [[FEED_IMPORTS_PER_USER, c.get('user').id]],
      (s) => `Too many feed imports. Please wait ${s} seconds and try again.`,
    );
    const { source, podcastName } = await readSource(c);
    const { db, env, logger } = c.get('deps');
    const result = await importFeed({ db, env, logger, source, podcastName });
    await auditAction(c, 'podcast.import', podcastName ?? ('url' in source ? String(source.url) : 'file'), { created: result.created });
    return c.json(result, result.created ? 201 : 200);
  },
);
