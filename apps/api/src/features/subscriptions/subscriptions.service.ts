// Series subscriptions (SPEC §3 user_series_subscriptions) and the /subscriptions list with progress.
import { COMPLETION_THRESHOLD, type SubscriptionItem } from '@rooted/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  podcastEpisodes,
  podcastSeriesConfig,
  podcasts,
  seriesEpisodes,
  userEpisodeProgress,
  userSeriesSubscriptions,
} from '../../db/schema';
import { notFound } from '../../lib/errors';

interface UserSeries {
  db: Db;
  userId: string;
  seriesId: string;
}

async function assertSeriesExists(db: Db, seriesId: string) {
  const [row] = await db
    .select({ id: podcastSeriesConfig.id })
    .from(podcastSeriesConfig)
    .where(eq(podcastSeriesConfig.id, seriesId))
    .limit(1);
  if (!row) throw notFound('No such series.');
}

/** Idempotent: subscribing twice keeps one row. */
export async function subscribe({ db, userId, seriesId }: UserSeries): Promise<void> {
  await assertSeriesExists(db, seriesId);
  await db.insert(userSeriesSubscriptions).values({ userId, seriesId }).onConflictDoNothing();
}

export async function unsubscribe({ db, userId, seriesId }: UserSeries): Promise<void> {
  await db
    .delete(userSeriesSubscriptions)
    .where(and(eq(userSeriesSubscriptions.userId, userId), eq(userSeriesSubscriptions.seriesId, seriesId)));
}

export async function isSubscribed({ db, userId, seriesId }: UserSeries): Promise<boolean> {
  const [row] = await db
    .select({ id: userSeriesSubscriptions.id })
    .from(userSeriesSubscriptions)
    .where(and(eq(userSeriesSubscriptions.userId, userId), eq(userSeriesSubscriptions.seriesId, seriesId)))
    .limit(1);
  return !!row;
}

/** Newest subscription first, each with its published-episode count and how many the user completed. */
export async function listSubscriptions({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<SubscriptionItem[]> {
  const totalCount = sql<number>`(
    select count(*)::int from ${seriesEpisodes}
    join ${podcastEpisodes} on ${podcastEpisodes.id} = ${seriesEpisodes.episodeId} and ${podcastEpisodes.status} = 'published'
    where ${seriesEpisodes.seriesId} = ${podcastSeriesConfig.id})`;
  const completedCount = sql<number>`(
    select count(*)::int from ${seriesEpisodes}
    join ${podcastEpisodes} on ${podcastEpisodes.id} = ${seriesEpisodes.episodeId} and ${podcastEpisodes.status} = 'published'
    join ${userEpisodeProgress} on ${userEpisodeProgress.episodeId} = ${seriesEpisodes.episodeId}
      and ${userEpisodeProgress.userId} = ${userId} and ${userEpisodeProgress.progress} >= ${COMPLETION_THRESHOLD}
    where ${seriesEpisodes.seriesId} = ${podcastSeriesConfig.id})`;
  const rows = await db
    .select({
      seriesId: podcastSeriesConfig.id,
      seriesName: podcastSeriesConfig.name,
      description: podcastSeriesConfig.description,
      podcastName: podcasts.name,
      podcastSlug: podcasts.slug,
      artworkUrl: podcasts.artworkUrl,
      totalCount,
      completedCount,
      subscribedAt: userSeriesSubscriptions.createdAt,
    })
    .from(userSeriesSubscriptions)
    .innerJoin(podcastSeriesConfig, eq(podcastSeriesConfig.id, userSeriesSubscriptions.seriesId))
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(userSeriesSubscriptions.userId, userId))
    .orderBy(desc(userSeriesSubscriptions.createdAt));
  return rows.map((r) => ({ ...r, subscribedAt: r.subscribedAt.toISOString() }));
}
