// Columns and mapping of a series summary (used by the series list, a podcast's page and the editor).
import { isSeriesCurrent, type SeriesSummary } from '@rooted/shared';
import { and, eq, sql } from 'drizzle-orm';
import { podcastEpisodes, podcastSeriesConfig, podcasts, seriesEpisodes } from '../../db/schema';

export const seriesColumns = {
  id: podcastSeriesConfig.id,
  name: podcastSeriesConfig.name,
  seriesPrefix: podcastSeriesConfig.seriesPrefix,
  description: podcastSeriesConfig.description,
  startDate: podcastSeriesConfig.startDate,
  endDate: podcastSeriesConfig.endDate,
  allowFullTranscript: podcastSeriesConfig.allowFullTranscript,
  finalReflectionPrompt: podcastSeriesConfig.finalReflectionPrompt,
  episodeCount: sql<number>`(
    select count(*)::int from ${seriesEpisodes}
    join ${podcastEpisodes} on ${podcastEpisodes.id} = ${seriesEpisodes.episodeId}
    where ${and(eq(seriesEpisodes.seriesId, podcastSeriesConfig.id), eq(podcastEpisodes.status, 'published'))}
  )`,
  podcastId: podcasts.id,
  podcastName: podcasts.name,
  podcastSlug: podcasts.slug,
  podcastArtworkUrl: podcasts.artworkUrl,
  podcastStatus: podcasts.status,
};

export interface SeriesRow {
  id: string;
  name: string;
  seriesPrefix: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  allowFullTranscript: boolean;
  finalReflectionPrompt: string | null;
  episodeCount: number;
  podcastId: string;
  podcastName: string;
  podcastSlug: string;
  podcastArtworkUrl: string | null;
  podcastStatus: string;
}

export function toSeriesSummary(row: SeriesRow, now = new Date()): SeriesSummary {
  return {
    id: row.id,
    name: row.name,
    seriesPrefix: row.seriesPrefix,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    isCurrent: isSeriesCurrent(row.endDate, now),
    allowFullTranscript: row.allowFullTranscript,
    episodeCount: Number(row.episodeCount),
    podcast: {
      id: row.podcastId,
      name: row.podcastName,
      slug: row.podcastSlug,
      artworkUrl: row.podcastArtworkUrl,
      status: row.podcastStatus,
    },
  };
}
