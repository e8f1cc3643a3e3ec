// The columns and mapping of an episode list item, shared by every catalog list that shows episodes.
import type { EpisodeListItem } from '@rooted/shared';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, podcasts } from '../../db/schema';

export const episodeListColumns = {
  id: podcastEpisodes.id,
  title: podcastEpisodes.title,
  summary: podcastEpisodes.summary,
  pubdate: podcastEpisodes.pubdate,
  durationSeconds: podcastEpisodes.durationSeconds,
  imageUrl: podcastEpisodes.imageUrl,
  audioUrl: podcastEpisodes.audioUrl,
  episodeNumber: podcastEpisodes.episodeNumber,
  seasonNumber: podcastEpisodes.seasonNumber,
  podcastId: podcasts.id,
  podcastName: podcasts.name,
  podcastSlug: podcasts.slug,
  podcastArtworkUrl: podcasts.artworkUrl,
};

export interface EpisodeListRow {
  id: string;
  title: string;
  summary: string;
  pubdate: Date;
  durationSeconds: number | null;
  imageUrl: string | null;
  audioUrl: string | null;
  episodeNumber: number | null;
  seasonNumber: number | null;
  podcastId: string;
  podcastName: string;
  podcastSlug: string;
  podcastArtworkUrl: string | null;
}

export function toEpisodeListItem(row: EpisodeListRow): EpisodeListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    pubdate: row.pubdate.toISOString(),
    durationSeconds: row.durationSeconds,
    imageUrl: row.imageUrl,
    audioUrl: row.audioUrl,
    episodeNumber: row.episodeNumber,
    seasonNumber: row.seasonNumber,
    podcast: { id: row.podcastId, name: row.podcastName, slug: row.podcastSlug, artworkUrl: row.podcastArtworkUrl },
  };
}

/**
 * One page of episode list items matching `where` (over episodes joined to their podcast), newest first,
 * with the total for the pager. Shared by /episodes and a podcast's episode list.
 */
export async function pageOfEpisodes(options: { db: Db; where: SQL | undefined; page: number; pageSize: number }) {
  const { db, where, page, pageSize } = options;
  const [rows, [total]] = await Promise.all([
    db
      .select(episodeListColumns)
      .from(podcastEpisodes)
      .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
      .where(where)
      .orderBy(desc(podcastEpisodes.pubdate), asc(podcastEpisodes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(podcastEpisodes).innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId)).where(where),
  ]);
  return { items: rows.map(toEpisodeListItem), page, pageSize, total: total?.n ?? 0 };
}
