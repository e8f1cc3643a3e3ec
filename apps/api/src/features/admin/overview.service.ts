// The console's first page: how big things are and whether the feeds refreshed.
import { and, count, desc, eq, isNull, lte, gt, or } from 'drizzle-orm';
import type { AdminOverview } from '@rooted/shared';
import type { Db } from '../../db/client';
import {
  bugReports,
  creatorSubmissions,
  feedRefreshLog,
  podcastEpisodes,
  podcasts,
  podcastSeriesConfig,
  users,
  waitlistEntries,
} from '../../db/schema';

const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

export async function getOverview({ db, now = new Date() }: { db: Db; now?: Date }): Promise<AdminOverview> {
  // Same rule as isSupporterNow (auth/session.ts): started, and not yet ended.
  const supporterNow = and(lte(users.supporterSince, now), or(isNull(users.supporterUntil), gt(users.supporterUntil, now)));
  const [usersN, supporters, podcastsN, series, episodes, openBugReports, waitlist, submissions, refreshes] = await Promise.all([
    n(db.select({ n: count() }).from(users)),
    n(db.select({ n: count() }).from(users).where(supporterNow)),
    n(db.select({ n: count() }).from(podcasts)),
    n(db.select({ n: count() }).from(podcastSeriesConfig)),
    n(db.select({ n: count() }).from(podcastEpisodes)),
    n(db.select({ n: count() }).from(bugReports).where(eq(bugReports.status, 'open'))),
    n(db.select({ n: count() }).from(waitlistEntries)),
    n(db.select({ n: count() }).from(creatorSubmissions)),
    db
      .select({ log: feedRefreshLog, podcastName: podcasts.name })
      .from(feedRefreshLog)
      .leftJoin(podcasts, eq(podcasts.id, feedRefreshLog.podcastId))
      .orderBy(desc(feedRefreshLog.createdAt))
      .limit(10),
  ]);
  return {
    counts: { users: usersN, supporters, podcasts: podcastsN, series, episodes, openBugReports, waitlist, creatorSubmissions: submissions },
    feedRefreshes: refreshes.map(({ log, podcastName }) => ({
      id: log.id,
      podcastName,
      ok: log.ok,
      message: log.message,
      at: log.createdAt.toISOString(),
    })),
  };
}
