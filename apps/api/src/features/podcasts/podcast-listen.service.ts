// /podcasts/{name}/listen: where to start. A signed-in listener resumes the episode of this podcast they
// played last; once it is complete (SPEC §4: 90 or more), the next one; visitors get the latest episode.
import { progressState } from '@rooted/shared';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, seriesEpisodes, userEpisodeProgress } from '../../db/schema';
import { resolvePodcast } from './podcasts.service';
import type { Viewer } from './podcast-visibility';

const published = eq(podcastEpisodes.status, 'published');

export async function getListenTarget(options: { db: Db; viewer: Viewer; podcastName: string }) {
  const { db, viewer } = options;
  const podcast = await resolvePodcast(options);
  const ofPodcast = and(eq(podcastEpisodes.podcastId, podcast.id), published);

  if (viewer) {
    const [last] = await db
      .select({
        id: podcastEpisodes.id,
        pubdate: podcastEpisodes.pubdate,
        progress: userEpisodeProgress.progress,
        positionSeconds: userEpisodeProgress.positionSeconds,
      })
      .from(userEpisodeProgress)
      .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, userEpisodeProgress.episodeId))
      .where(and(eq(userEpisodeProgress.userId, viewer.id), ofPodcast))
      .orderBy(desc(userEpisodeProgress.lastListenedAt))
      .limit(1);
    if (last && progressState(last.progress) !== 'complete') return { episodeId: last.id, positionSeconds: last.positionSeconds || null };
    if (last) {
      // The next episode after the finished one: within its series when it has one, else in the podcast.
      const [membership] = await db.select({ seriesId: seriesEpisodes.seriesId }).from(seriesEpisodes).where(eq(seriesEpisodes.episodeId, last.id)).limit(1);
      const next = db
        .select({ id: podcastEpisodes.id })
        .from(podcastEpisodes)
        .$dynamic();
      const after = and(ofPodcast, gt(podcastEpisodes.pubdate, last.pubdate));
      const [following] = membership
        ? await next
            .innerJoin(seriesEpisodes, eq(seriesEpisodes.episodeId, podcastEpisodes.id))
            .where(and(after, eq(seriesEpisodes.seriesId, membership.seriesId)))
            .orderBy(asc(podcastEpisodes.pubdate))
            .limit(1)
        : await next.where(after).orderBy(asc(podcastEpisodes.pubdate)).limit(1);
      if (following) return { episodeId: following.id, positionSeconds: null };
    }
  }
  const [latest] = await db.select({ id: podcastEpisodes.id }).from(podcastEpisodes).where(ofPodcast).orderBy(desc(podcastEpisodes.pubdate)).limit(1);
  return { episodeId: latest?.id ?? null, positionSeconds: null };
}
