// "Make a deck of this series' verses" (issue 15): one verse card per distinct passage the series'
// episodes discuss, in the order the series discusses them, made by the flashcards feature's rules.
import { MAX_PASSAGE_VERSES, mentionKey, type SeriesDeckResponse } from '@rooted/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodeVerseMentions as m, podcastEpisodes as ep, seriesEpisodes as se } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { studySettings } from '../flashcards/study-settings';
import { createVerseDeck, type DeckPassage } from '../flashcards/verse-deck.service';
import { findVisibleSeries } from '../series/series.service';
import { seesHidden } from '../podcasts/podcast-visibility';

/**
 * The series' passages, each once: episodes in publication order, and within an episode the timed
 * moments first (so a card keeps the moment it is discussed), then outline and summary. Whole chapters
 * are not verses, and passages longer than a card can hold are left out.
 */
export async function seriesPassages({ db, seriesId, includeUnpublished }: { db: Db; seriesId: string; includeUnpublished: boolean }) {
  const rows = await db
    .select({ episodeId: m.episodeId, book: m.book, chapter: m.chapter, verseFrom: m.verseFrom, verseTo: m.verseTo, timeSeconds: m.timeSeconds })
    .from(m)
    .innerJoin(se, and(eq(se.episodeId, m.episodeId), eq(se.seriesId, seriesId)))
    .innerJoin(ep, eq(ep.id, m.episodeId))
    .where(and(isNotNull(m.verseFrom), includeUnpublished ? undefined : eq(ep.status, 'published')))
    .orderBy(
      asc(ep.pubdate),
      asc(ep.id),
      sql`${m.timeSeconds} ASC NULLS LAST`,
      sql`CASE ${m.source} WHEN 'transcript' THEN 0 WHEN 'outline' THEN 1 ELSE 2 END`,
      asc(m.position),
    );
  const passages = new Map<string, DeckPassage>();
  for (const row of rows) {
    const verseFrom = row.verseFrom!;
    if (row.verseTo !== null && row.verseTo - verseFrom + 1 > MAX_PASSAGE_VERSES) continue;
    const key = mentionKey(row);
    if (passages.has(key)) continue;
    passages.set(key, {
      book: row.book,
      chapter: row.chapter,
      verseFrom,
      verseTo: row.verseTo,
      episodeId: row.episodeId,
      clipStartSeconds: row.timeSeconds,
    });
  }
  return [...passages.values()];
}

export async function createSeriesDeck(options: {
  db: Db;
  user: { id: string; isSupporter: boolean; isAdmin: boolean };
  seriesId: string;
  now?: Date;
}): Promise<SeriesDeckResponse> {
  const { db, user, seriesId, now = new Date() } = options;
  const series = await findVisibleSeries({ db, viewer: user, seriesId });
  const passages = await seriesPassages({ db, seriesId: series.id, includeUnpublished: seesHidden(user) });
  if (!passages.length) throw badRequest('This series does not mention any Bible verses yet.', 'no_verses');
  const settings = await studySettings({ db, userId: user.id, now });
  const result = await createVerseDeck({
    db,
    user,
    name: `${series.name} verses`,
    description: `Verses discussed in the series ${series.name}.`,
    passages,
    settings,
    now,
  });
  return { ...result, totalVerses: passages.length };
}
