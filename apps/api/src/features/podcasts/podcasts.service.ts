// Reading the catalog of podcasts: the list, one podcast with its series and standalone episodes,
// and all of a podcast's episodes page by page.
import type { PodcastDetailResponse, PodcastSummary } from '@rooted/shared';
import { and, asc, count, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedRefreshLog, podcastEpisodes, podcastSeriesConfig, podcasts, seriesEpisodes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { episodeListColumns, pageOfEpisodes, toEpisodeListItem } from '../episodes/episode-row';
import { seriesColumns, toSeriesSummary } from '../series/series-row';
import { seesHidden, visiblePodcasts, type Viewer } from './podcast-visibility';
import { findPodcastByName, type PodcastRow } from './feeds/target-podcast';

const published = eq(podcastEpisodes.status, 'published');
const STANDALONE_SHOWN = 50;

function toSummary(p: PodcastRow, extra: Pick<PodcastSummary, 'episodeCount' | 'latestEpisode'>): PodcastSummary {
  return {
    id: p.id,
    name: p.name,
    internalName: p.internalName,
    slug: p.slug,
    description: p.description,
    author: p.author,
    artworkUrl: p.artworkUrl,
    status: p.status === 'hidden' ? 'hidden' : 'active',
    podcastOrder: p.podcastOrder,
    ...extra,
  };
}

/** SPEC §7: podcasts ordered by podcast_order (active only for non-admins), each with its latest published episode. */
export async function listPodcasts({ db, viewer }: { db: Db; viewer: Viewer }): Promise<PodcastSummary[]> {
  const latest = db
    .select({ id: podcastEpisodes.id, title: podcastEpisodes.title, summary: podcastEpisodes.summary })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.podcastId, podcasts.id), published))
    .orderBy(desc(podcastEpisodes.pubdate))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      podcast: podcasts,
      latest: { id: latest.id, title: latest.title, summary: latest.summary },
      episodeCount: sql<number>`(select count(*)::int from ${podcastEpisodes} where ${podcastEpisodes.podcastId} = ${podcasts.id} and ${published})`,
    })
    .from(podcasts)
    .leftJoinLateral(latest, sql`true`)
    .where(visiblePodcasts(viewer))
    .orderBy(asc(podcasts.podcastOrder), asc(podcasts.name));
  return rows.map((r) => toSummary(r.podcast, { episodeCount: Number(r.episodeCount), latestEpisode: r.latest?.id ? r.latest : null }));
}

/** A podcast by name, internal name or slug (SPEC §2), or 404 when missing or hidden from this viewer. */
export async function resolvePodcast({ db, viewer, podcastName }: { db: Db; viewer: Viewer; podcastName: string }): Promise<PodcastRow> {
  const podcast = await findPodcastByName(db, podcastName);
  if (!podcast || (podcast.status !== 'active' && !seesHidden(viewer))) throw notFound('No such podcast.');
  return podcast;
}

const inNoSeries = notExists(
  sql`(select 1 from ${seriesEpisodes} where ${seriesEpisodes.episodeId} = ${podcastEpisodes.id})`,
);

export async function getPodcastDetail(options: { db: Db; viewer: Viewer; podcastName: string }): Promise<PodcastDetailResponse> {
  const { db, viewer } = options;
  const podcast = await resolvePodcast(options);
  const standaloneWhere = and(eq(podcastEpisodes.podcastId, podcast.id), published, inNoSeries);
  const [series, standalone, [standaloneCount], [latest], [total], log] = await Promise.all([
    db
      .select(seriesColumns)
      .from(podcastSeriesConfig)
      .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
      .where(eq(podcastSeriesConfig.podcastId, podcast.id))
      .orderBy(desc(podcastSeriesConfig.startDate), asc(podcastSeriesConfig.name)),
    db
      .select(episodeListColumns)
      .from(podcastEpisodes)
      .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
      .where(standaloneWhere)
      .orderBy(desc(podcastEpisodes.pubdate))
      .limit(STANDALONE_SHOWN),
    db.select({ n: count() }).from(podcastEpisodes).where(standaloneWhere),
    db
      .select({ id: podcastEpisodes.id, title: podcastEpisodes.title, summary: podcastEpisodes.summary })
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.podcastId, podcast.id), published))
      .orderBy(desc(podcastEpisodes.pubdate))
      .limit(1),
    db.select({ n: count() }).from(podcastEpisodes).where(and(eq(podcastEpisodes.podcastId, podcast.id), published)),
    seesHidden(viewer)
      ? db
          .select({ ok: feedRefreshLog.ok, message: feedRefreshLog.message, createdAt: feedRefreshLog.createdAt })
          .from(feedRefreshLog)
          .where(eq(feedRefreshLog.podcastId, podcast.id))
          .orderBy(desc(feedRefreshLog.createdAt))
          .limit(10)
      : Promise.resolve(null),
  ]);
  return {
    podcast: {
      ...toSummary(podcast, { episodeCount: total?.n ?? 0, latestEpisode: latest ?? null }),
      feedUrl: podcast.feedUrl,
      lastRefreshedAt: podcast.lastRefreshedAt?.toISOString() ?? null,
    },
    series: series.map((s) => toSeriesSummary(s)),
    standaloneEpisodes: standalone.map(toEpisodeListItem),
    standaloneTotal: standaloneCount?.n ?? 0,
    ...(log ? { refreshLog: log.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })) } : {}),
  };
}

/** All published episodes of a podcast, newest first, one page at a time. */
export async function listPodcastEpisodes(options: { db: Db; viewer: Viewer; podcastName: string; page: number; pageSize: number }) {
  const { db, page, pageSize } = options;
  const podcast = await resolvePodcast(options);
  const where = and(eq(podcastEpisodes.podcastId, podcast.id), published);
  return pageOfEpisodes({ db, where, page, pageSize });
}
