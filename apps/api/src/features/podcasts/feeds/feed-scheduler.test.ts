// The scheduled refresh: active podcasts only, a failing feed is logged and retried without stopping the
// others, and stop() cancels in-flight work so the server (and this test) can end.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import { feedRefreshLog, podcasts } from '../../../db/schema';
import { startFeedTestServer } from './fixtures/feed-test-server';
import { startFeedScheduler } from './feed-scheduler';

const server = await startFeedTestServer();
const t = await createTestApp({ ALLOW_PRIVATE_FEED_URLS: 'true', FEED_REFRESH_MINUTES: '60' });
const { db, env, logger } = t.deps;

async function addPodcast(name: string, feedPath: string, status = 'active') {
  const [row] = await db
    .insert(podcasts)
    .values({ name, internalName: name.toLowerCase(), slug: name.toLowerCase(), status, feedUrl: `${server.url}${feedPath}` })
    .returning();
  return row!;
}

describe('feed scheduler', () => {
  it('refreshes due active podcasts, logs a failing feed and retries it on the next round', async () => {
    const good = await addPodcast('Good', '/itunes.xml');
    const broken = await addPodcast('Broken', '/malformed.xml');
    const hidden = await addPodcast('Hidden', '/duplicate-guids.xml', 'hidden');
    const scheduler = startFeedScheduler({ db, env, logger, firstDelayMs: 60_000 });
    try {
      expect(await scheduler.runOnce()).toEqual({ refreshed: 1, failed: 1 });
      const rows = await db.select().from(podcasts).where(eq(podcasts.id, good.id));
      expect(rows[0]!.lastRefreshedAt).toBeInstanceOf(Date);
      const [brokenNow] = await db.select().from(podcasts).where(eq(podcasts.id, broken.id));
      expect(brokenNow!.lastRefreshedAt).toBeNull();
      const [log] = await db.select().from(feedRefreshLog).where(eq(feedRefreshLog.podcastId, broken.id));
      expect(log).toMatchObject({ ok: false, message: expect.stringContaining('malformed') });
      const [hiddenNow] = await db.select().from(podcasts).where(eq(podcasts.id, hidden.id));
      expect(hiddenNow!.lastRefreshedAt).toBeNull();

      // The next round retries only the broken feed: the good one is not due for an hour.
      server.override('/malformed.xml', (res) => res.end('<rss version="2.0"><channel><title>Broken</title></channel></rss>'));
      expect(await scheduler.runOnce()).toEqual({ refreshed: 1, failed: 0 });
    } finally {
      await scheduler.stop();
    }
  });

  it('stop() cancels a hanging fetch at once', async () => {
    await db.update(podcasts).set({ status: 'hidden' });
    await addPodcast('Hanging', '/hang');
    const scheduler = startFeedScheduler({ db, env, logger, firstDelayMs: 60_000 });
    const round = scheduler.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await scheduler.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await round).toEqual({ refreshed: 0, failed: 1 });
  });
});
