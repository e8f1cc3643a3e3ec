// The database side of the verse timeline (issue 15): rebuilds the episode_verse_mentions rows of some
// episodes from their stored transcript, outline and summary. Every write of those fields calls this in
// its own transaction (seed, feed import, admin edit), so the index never disagrees with the content.
// References the pure indexer accepts are checked once more against the imported Bible text: a
// verse no translation has is dropped.
import { indexVerseMentions, VERSE_INDEX_VERSION, type VerseMention } from '@rooted/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from './client';
import {
  canonicalBibleElements as v,
  episodeTranscriptSegments as seg,
  episodeVerseMentions as m,
  podcastEpisodes as ep,
  verseIndexState,
} from './schema';

const EPISODE_BATCH = 200;
const INSERT_BATCH = 1000;

/** Last verse of each chapter the mentions name, as the Bible tables have it ('book:chapter' → verse). */
async function chapterEnds(tx: Tx, mentions: VerseMention[]): Promise<Map<string, number>> {
  const chapters = [...new Set(mentions.map((x) => `${x.book}:${x.chapter}`))];
  if (!chapters.length) return new Map();
  const pairs = chapters.map((c) => c.split(':').map(Number) as [number, number]);
  const rows = await tx
    .select({ book: v.book, chapter: v.chapter, last: sql<number>`max(${v.verse})::int` })
    .from(v)
    .where(
      and(
        eq(v.type, 'verse'),
        sql`(${v.book}, ${v.chapter}) IN (${sql.join(
          pairs.map(([b, c]) => sql`(${b}, ${c})`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(v.book, v.chapter);
  return new Map(rows.map((r) => [`${r.book}:${r.chapter}`, r.last]));
}

const exists = (ends: Map<string, number>, x: VerseMention) => {
  const last = ends.get(`${x.book}:${x.chapter}`);
  return last !== undefined && (x.verseFrom === null || x.verseFrom <= last) && (x.verseTo === null || x.verseTo <= last);
};

async function reindexBatch(tx: Tx, episodeIds: string[]): Promise<number> {
  const [episodes, segments] = await Promise.all([
    tx.select({ id: ep.id, outline: ep.outline, summary: ep.summary }).from(ep).where(inArray(ep.id, episodeIds)),
    tx
      .select({ episodeId: seg.episodeId, startSeconds: seg.startSeconds, endSeconds: seg.endSeconds, text: seg.text })
      .from(seg)
      .where(inArray(seg.episodeId, episodeIds))
      .orderBy(asc(seg.episodeId), asc(seg.position)),
  ]);
  const byEpisode = new Map<string, typeof segments>();
  for (const s of segments) byEpisode.set(s.episodeId, [...(byEpisode.get(s.episodeId) ?? []), s]);
  const found = episodes.flatMap((e) =>
    indexVerseMentions({ segments: byEpisode.get(e.id) ?? [], outline: e.outline, summary: e.summary }).map((x) => ({
      ...x,
      episodeId: e.id,
    })),
  );
  const ends = await chapterEnds(tx, found);
  const rows = found.filter((x) => exists(ends, x));
  await tx.delete(m).where(inArray(m.episodeId, episodeIds));
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(m).values(rows.slice(i, i + INSERT_BATCH));
  return rows.length;
}

/** Rebuilds the verse mentions of these episodes inside the caller's transaction; returns how many. */
export async function reindexEpisodeVerses(tx: Tx, episodeIds: readonly string[]): Promise<number> {
  const ids = [...new Set(episodeIds)];
  let total = 0;
  for (let i = 0; i < ids.length; i += EPISODE_BATCH) total += await reindexBatch(tx, ids.slice(i, i + EPISODE_BATCH));
  return total;
}

/**
 * The backfill: when the stored index was built by an older indexer (or never, on a database from before
 * the verse timeline), every episode is indexed once and the version is recorded. Runs at start under
 * the seed lock; later starts find the version current and do nothing.
 */
export async function backfillVerseIndex(tx: Tx): Promise<{ reindexed: number } | null> {
  const [state] = await tx.select({ version: verseIndexState.version }).from(verseIndexState).where(eq(verseIndexState.id, 1));
  if (state?.version === VERSE_INDEX_VERSION) return null;
  const ids = (await tx.select({ id: ep.id }).from(ep).orderBy(asc(ep.id))).map((r) => r.id);
  await reindexEpisodeVerses(tx, ids);
  await tx
    .insert(verseIndexState)
    .values({ id: 1, version: VERSE_INDEX_VERSION })
    .onConflictDoUpdate({ target: verseIndexState.id, set: { version: VERSE_INDEX_VERSION } });
  return { reindexed: ids.length };
}
