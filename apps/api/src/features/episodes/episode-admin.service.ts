// Admin edits of an episode's study content. Summary and chapters also come from the feed: editing them
// by hand locks them, so the next feed refresh does not undo the admin's work.
import type { EpisodeUpdateRequest } from '@rooted/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes } from '../../db/schema';
import { reindexEpisodeVerses } from '../../db/verse-index';
import { notFound } from '../../lib/errors';

const FEED_FIELDS = ['summary', 'chapters'] as const;

export async function updateEpisode({ db, episodeId, changes }: { db: Db; episodeId: string; changes: EpisodeUpdateRequest }) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ lockedFields: podcastEpisodes.lockedFields })
      .from(podcastEpisodes)
      .where(eq(podcastEpisodes.id, episodeId))
      .for('update');
    if (!current) throw notFound('No such episode.');
    const locked = new Set(current.lockedFields);
    for (const field of FEED_FIELDS) if (changes[field] !== undefined) locked.add(field);
    const chapters = changes.chapters ? [...changes.chapters].sort((a, b) => a.start - b.start) : undefined;
    await tx
      .update(podcastEpisodes)
      .set({ ...changes, ...(chapters ? { chapters } : {}), lockedFields: [...locked], updatedAt: sql`now()` })
      .where(eq(podcastEpisodes.id, episodeId));
    // The verse timeline reads the summary and outline: rebuild it with the edit, in the same transaction.
    if (changes.summary !== undefined || changes.outline !== undefined) await reindexEpisodeVerses(tx, [episodeId]);
    return { id: episodeId };
  });
}
