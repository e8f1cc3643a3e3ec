// Admin edits of a podcast (SPEC §6: admin role checked by the route on every request).
import { podcastSlug, type PodcastUpdateRequest } from '@rooted/shared';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, podcasts, seriesEpisodes } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

type Changes = Required<Omit<PodcastUpdateRequest, 'author'>> & { author: string };

export async function updatePodcast({ db, podcastId, changes }: { db: Db; podcastId: string; changes: Changes }) {
  return db.transaction(async (tx) => {
    const slug = podcastSlug(changes.name);
    // Name, internal name and slug are each unique; a clash gets a message, not a 500 from the index.
    const [clash] = await tx
      .select({ name: podcasts.name, internalName: podcasts.internalName })
      .from(podcasts)
      .where(
        and(
          ne(podcasts.id, podcastId),
          or(eq(podcasts.slug, slug), eq(podcasts.name, changes.name), eq(podcasts.internalName, changes.internalName)),
        ),
      )
      .limit(1);
    if (clash?.internalName === changes.internalName)
      throw conflict(`Another podcast already uses the internal name "${changes.internalName}".`);
    if (clash) throw conflict(`Another podcast ("${clash.name}") already has this name or one that differs only in case or spacing.`);
    const [row] = await tx
      .update(podcasts)
      .set({ ...changes, slug, updatedAt: sql`now()` })
      .where(eq(podcasts.id, podcastId))
      .returning({ id: podcasts.id, name: podcasts.name, slug: podcasts.slug });
    if (!row) throw notFound('No such podcast.');
    return row;
  });
}

/** Every published episode of a podcast with the series it is in, for the series editor's picker. */
export async function listEpisodeOptions({ db, podcastId }: { db: Db; podcastId: string }) {
  const rows = await db
    .select({
      id: podcastEpisodes.id,
      title: podcastEpisodes.title,
      pubdate: podcastEpisodes.pubdate,
      seriesIds: sql<string[]>`coalesce(array_agg(${seriesEpisodes.seriesId}) filter (where ${seriesEpisodes.seriesId} is not null), '{}')`,
    })
    .from(podcastEpisodes)
    .leftJoin(seriesEpisodes, eq(seriesEpisodes.episodeId, podcastEpisodes.id))
    .where(and(eq(podcastEpisodes.podcastId, podcastId), eq(podcastEpisodes.status, 'published')))
    .groupBy(podcastEpisodes.id)
    .orderBy(asc(podcastEpisodes.pubdate));
  return rows.map((r) => ({ ...r, pubdate: r.pubdate.toISOString() }));
}
