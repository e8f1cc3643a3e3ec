// Refreshes the feeds of active podcasts every FEED_REFRESH_MINUTES. One podcast at a time, so a slow or
// broken feed neither floods anyone nor stops the others: its failure is logged (feed_refresh_log) and,
// because its last_refreshed_at does not move, it is tried again on the next round.
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { podcasts } from '../../../db/schema';
import type { Env } from '../../../env';
import type { Logger } from '../../../lib/logger';
import { importFeed } from './import-feed';

export interface FeedScheduler {
  /** Runs one round now (tests, "refresh all"); resolves when it is done. */
  runOnce(): Promise<{ refreshed: number; failed: number }>;
  /** Stops the timer, cancels in-flight fetches and waits for the current round to end. */
  stop(): Promise<void>;
}

export interface FeedSchedulerOptions {
  db: Db;
  env: Env;
  logger: Logger;
  /** Delay before the first round, so start-up stays fast. */
  firstDelayMs?: number;
}

export function startFeedScheduler(options: FeedSchedulerOptions): FeedScheduler {
  const { db, env, logger } = options;
  const intervalMs = env.FEED_REFRESH_MINUTES * 60_000;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ refreshed: number; failed: number }> | undefined;
  let stopped = false;

  async function round() {
    const dueBefore = new Date(Date.now() - intervalMs + 30_000);
    const due = await db
      .select({ id: podcasts.id, feedUrl: podcasts.feedUrl })
      .from(podcasts)
      .where(
        and(
          eq(podcasts.status, 'active'),
          isNotNull(podcasts.feedUrl),
          or(isNull(podcasts.lastRefreshedAt), lt(podcasts.lastRefreshedAt, dueBefore)),
        ),
      )
      .orderBy(sql`${podcasts.lastRefreshedAt} asc nulls first`, asc(podcasts.podcastOrder));
    let refreshed = 0;
    let failed = 0;
    for (const podcast of due) {
      if (abort.signal.aborted) break;
      try {
        await importFeed({ db, env, logger, source: { url: podcast.feedUrl! }, podcastId: podcast.id, signal: abort.signal });
        refreshed += 1;
      } catch {
        failed += 1; // already logged by importFeed; the next round retries it
      }
    }
    return { refreshed, failed };
  }

  function runOnce() {
    running ??= round()
      .catch((err) => {
        logger.error({ err }, 'feed refresh round failed');
        return { refreshed: 0, failed: 0 };
      })
      .finally(() => (running = undefined));
    return running;
  }

  function schedule(delay: number) {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule(intervalMs);
    }, delay);
    // The timer alone must not keep the process (or a test run) alive.
    timer.unref();
  }
  schedule(options.firstDelayMs ?? 30_000);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running;
    },
  };
}
