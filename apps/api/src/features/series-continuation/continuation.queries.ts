// Reads behind the Continue Listening card: a series (or a podcast's standalone episodes) with the
// signed-in user's progress per episode (SPEC §7 series_episodes_detailed left-joined to progress).
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  podcastEpisodes,
  podcastSeriesConfig,
  podcasts,
  seriesEpisodes,
  userEpisodeProgress,
} from '../../db/schema';

export interface CardEpisodeRow {
  id: string;
  title: string;
  summary: string;
  audioUrl: string | null;
  imageUrl: string | null;
  durationSeconds: number | null;
  pubdate: Date;
  progress: number | null;
}

const episodeColumns = () => ({
  id: podcastEpisodes.id,
  title: podcastEpisodes.title,
  summary: podcastEpisodes.summary,
  audioUrl: podcastEpisodes.audioUrl,
  imageUrl: podcastEpisodes.imageUrl,
  durationSeconds: podcastEpisodes.durationSeconds,
  pubdate: podcastEpisodes.pubdate,
  progress: userEpisodeProgress.progress,
});

// Visitors join nothing: nobody's progress can leak into a signed-out card.
const progressJoin = (userId: string | null) =>
  userId
    ? and(eq(userEpisodeProgress.episodeId, podcastEpisodes.id), eq(userEpisodeProgress.userId, userId))
    : sql`false`;

export async function findSeriesWithPodcast(db: Db, seriesId: string) {
  const [row] = await db
    .select({
      id: podcastSeriesConfig.id,
      name: podcastSeriesConfig.name,
      seriesPrefix: podcastSeriesConfig.seriesPrefix,
      endDate: podcastSeriesConfig.endDate,
      podcastId: podcasts.id,
      podcastName: podcasts.name,
      podcastSlug: podcasts.slug,
      artworkUrl: podcasts.artworkUrl,
      podcastStatus: podcasts.status,
    })
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(podcastSeriesConfig.id, seriesId))
    .limit(1);
  return row ?? null;
}

export async function seriesEpisodesWithProgress(
  db: Db,
  seriesId: string,
  userId: string | null,
): Promise<CardEpisodeRow[]> {
  return db
    .select(episodeColumns())
    .from(seriesEpisodes)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, seriesEpisodes.episodeId))
    .leftJoin(userEpisodeProgress, progressJoin(userId))
    .where(and(eq(seriesEpisodes.seriesId, seriesId), eq(podcastEpisodes.status, 'published')))
    .orderBy(asc(podcastEpisodes.pubdate), asc(podcastEpisodes.id));
}

/** A podcast's published episodes that belong to no series (its standalone episodes). */
export async function standaloneEpisodesWithProgress(
  db: Db,
  podcastId: string,
  userId: string | null,
): Promise<CardEpisodeRow[]> {
  return db
    .select(episodeColumns())
    .from(podcastEpisodes)
    .leftJoin(userEpisodeProgress, progressJoin(userId))
    .where(
      and(
        eq(podcastEpisodes.podcastId, podcastId),
        eq(podcastEpisodes.status, 'published'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(seriesEpisodes)
            .where(eq(seriesEpisodes.episodeId, podcastEpisodes.id)),
        ),
      ),
    )
    .orderBy(asc(podcastEpisodes.pubdate), asc(podcastEpisodes.id));
}

/** The series an episode belongs to (the first by id if several), or its podcast when it has none. */
export async function findEpisodeHome(db: Db, episodeId: string) {
  const [row] = await db
    .select({ podcastId: podcastEpisodes.podcastId, seriesId: seriesEpisodes.seriesId })
    .from(podcastEpisodes)
    .leftJoin(seriesEpisodes, eq(seriesEpisodes.episodeId, podcastEpisodes.id))
    .where(eq(podcastEpisodes.id, episodeId))
    .orderBy(asc(seriesEpisodes.seriesId))
    .limit(1);
  return row ?? null;
}

export async function findPodcast(db: Db, podcastId: string) {
  const [row] = await db
    .select({ id: podcasts.id, name: podcasts.name, slug: podcasts.slug, artworkUrl: podcasts.artworkUrl })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId))
    .limit(1);
  return row ?? null;
}
