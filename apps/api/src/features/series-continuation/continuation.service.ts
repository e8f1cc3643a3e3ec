// The Continue Listening card (SPEC §2) for a series, a podcast's standalone episodes, or the series
// of a given episode (the dashboard's latest-progress card). Card rules live in @rooted/shared.
import {
  type ContinuationCard,
  decideSeriesCard,
  isStandalonePrefix,
  showLatestEpisode,
} from '@rooted/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  type CardEpisodeRow,
  findEpisodeHome,
  findSeriesCard,
  findStandaloneCard,
  type SeriesCardRow,
} from './continuation.queries';

interface Viewer {
  userId: string | null;
  /** Admins see hidden podcasts (SPEC §6); the dashboard shows a user's own history whatever its status. */
  includeHidden?: boolean;
}

interface CardSource {
  kind: ContinuationCard['kind'];
  seriesId: string | null;
  seriesName: string;
  endDate: string | null;
  podcast: { name: string; slug: string; artworkUrl: string | null };
  episodes: CardEpisodeRow[];
  signedIn: boolean;
  now: Date;
}

function buildCard(source: CardSource): ContinuationCard {
  const { episodes, podcast, signedIn, now } = source;
  const decision = decideSeriesCard({ signedIn, episodes });
  const target = episodes.find((e) => e.id === decision.targetEpisodeId) ?? null;
  // Episodes arrive in publication order, so the last one is the latest.
  const latest = episodes.at(-1) ?? null;
  const latestShown = showLatestEpisode({
    endDate: source.kind === 'series' ? source.endDate : null,
    latestEpisodeId: latest?.id ?? null,
    targetEpisodeId: decision.targetEpisodeId,
    now,
  });
  return {
    kind: source.kind,
    seriesId: source.seriesId,
    seriesName: source.seriesName,
    podcastName: podcast.name,
    podcastSlug: podcast.slug,
    type: decision.type,
    continueLabel: decision.continueLabel,
    targetEpisode: target && {
      id: target.id,
      title: target.title,
      summary: target.summary,
      audioUrl: target.audioUrl,
      imageUrl: target.imageUrl,
      durationSeconds: target.durationSeconds,
      podcastName: podcast.name,
      artworkUrl: podcast.artworkUrl,
    },
    targetProgress: target?.progress ?? 0,
    completedCount: decision.completedCount,
    totalCount: decision.totalCount,
    latestEpisode: latestShown && latest ? { id: latest.id, title: latest.title } : null,
  };
}

export async function seriesCard(
  options: { db: Db; seriesId: string; now?: Date } & Viewer,
): Promise<ContinuationCard> {
  const { db, seriesId, userId, now = new Date() } = options;
  const series = await findSeriesCard(db, { seriesId, userId });
  return cardOfSeriesRow(series, { userId, includeHidden: options.includeHidden, now });
}

/**
 * A series' card from its row: findSeriesCard's, or the same columns (seriesCardFields) in another statement,
 * as the dashboard's summary. No row (null) is no such series.
 */
export function cardOfSeriesRow(
  series: SeriesCardRow | null,
  viewer: Viewer & { now: Date },
): ContinuationCard {
  // Hidden podcasts are invisible to everyone but admins (SPEC §6), their series included.
  if (!series || (series.podcastStatus !== 'active' && !viewer.includeHidden))
    throw notFound('No such series.');
  return buildCard({
    kind: isStandalonePrefix(series.seriesPrefix) ? 'standalone' : 'series',
    seriesId: series.id,
    seriesName: series.name,
    endDate: series.endDate,
    podcast: { name: series.podcastName, slug: series.podcastSlug, artworkUrl: series.artworkUrl },
    episodes: series.episodes,
    signedIn: viewer.userId !== null,
    now: viewer.now,
  });
}

async function standaloneCard(options: {
  db: Db;
  podcastId: string;
  userId: string | null;
  now: Date;
}): Promise<ContinuationCard> {
  const { db, podcastId, userId, now } = options;
  const podcast = await findStandaloneCard(db, { podcastId, userId });
  if (!podcast) throw notFound('No such podcast.');
  return buildCard({
    kind: 'standalone',
    seriesId: null,
    seriesName: podcast.name,
    endDate: null,
    podcast,
    episodes: podcast.episodes,
    signedIn: userId !== null,
    now,
  });
}

/** The card for wherever an episode lives: its series, or its podcast's standalone episodes. */
export async function cardForEpisode(
  options: { db: Db; episodeId: string; now?: Date } & Viewer,
): Promise<ContinuationCard> {
  const { db, episodeId, userId, now = new Date() } = options;
  const home = await findEpisodeHome(db, episodeId);
  if (!home) throw notFound('No such episode.');
  if (home.seriesId)
    return seriesCard({ db, seriesId: home.seriesId, userId, includeHidden: options.includeHidden, now });
  return standaloneCard({ db, podcastId: home.podcastId, userId, now });
}
