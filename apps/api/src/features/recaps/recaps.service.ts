// A series recap (SPEC §3 recaps): the markdown body, its key verses, and the series' episodes in
// publication order. A recap belongs to the series with the same series_prefix.
import type { RecapDetailResponse } from '@rooted/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, podcastSeriesConfig, podcasts, recapColumns, recaps, seriesEpisodes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { seesHidden, type Viewer } from '../podcasts/podcast-visibility';
import { resolveKeyVerses, verseTranslation } from '../topics/key-verses';
import { relatedEpisodeColumns, toRelatedEpisode, visibleEpisodes } from '../topics/topics.service';

export async function getRecap(options: {
  db: Db;
  viewer: Viewer;
  recapId: string;
  translation?: string;
}): Promise<RecapDetailResponse> {
  const { db, viewer, recapId } = options;
  const [recap] = await db.select(recapColumns).from(recaps).where(eq(recaps.recapId, recapId));
  if (!recap) throw notFound('No such recap.');
  const [series] = await db
    .select({ id: podcastSeriesConfig.id, name: podcastSeriesConfig.name, podcastStatus: podcasts.status })
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(podcastSeriesConfig.seriesPrefix, recap.seriesPrefix));
  // The recap of a hidden podcast's series is hidden with it (SPEC §6).
  if (series && series.podcastStatus !== 'active' && !seesHidden(viewer)) throw notFound('No such recap.');
  const [keyVerses, episodes] = await Promise.all([
    resolveKeyVerses({
      db,
      references: recap.keyVerses,
      translation: await verseTranslation(db, options.translation),
    }),
    series
      ? db
          .select(relatedEpisodeColumns)
          .from(seriesEpisodes)
          .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, seriesEpisodes.episodeId))
          .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
          .where(visibleEpisodes(viewer, eq(seriesEpisodes.seriesId, series.id)))
          .orderBy(asc(podcastEpisodes.pubdate), asc(podcastEpisodes.id))
      : Promise.resolve([]),
  ]);
  return {
    recap: { recapId: recap.recapId, title: recap.title, body: recap.body, seriesPrefix: recap.seriesPrefix },
    series: series ? { id: series.id, name: series.name } : null,
    keyVerses,
    episodes: episodes.map(toRelatedEpisode),
  };
}
