// Reading the verse index (issue 15): an episode's verses in time, and which episodes discuss the verses
// of a Bible chapter. Both follow the catalog's visibility: an episode of a hidden podcast, or one that
// is not published, is for admins only (SPEC §6).
import {
  bookByIndex,
  buildTimeline,
  type ChapterMention,
  type ChapterMentionsResponse,
  type EpisodeVersesResponse,
  type VerseMention,
  type VerseMentionSource,
} from '@rooted/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodeVerseMentions as m, podcastEpisodes as ep, podcastSeriesConfig as s, podcasts as p, seriesEpisodes as se } from '../../db/schema';
import { findVisibleEpisode } from '../episodes/episodes.service';
import { seesHidden, type Viewer } from '../podcasts/podcast-visibility';

const mentionColumns = {
  book: m.book,
  chapter: m.chapter,
  verseFrom: m.verseFrom,
  verseTo: m.verseTo,
  source: m.source,
  timeSeconds: m.timeSeconds,
  position: m.position,
};

const asMention = (row: { source: string } & Omit<VerseMention, 'source'>): VerseMention => ({
  ...row,
  source: row.source as VerseMentionSource,
});

/** The episode's 'Verses in this episode': timed moments by time, then untimed passages. 404 as the episode. */
export async function getEpisodeVerses(options: { db: Db; viewer: Viewer; episodeId: string }): Promise<EpisodeVersesResponse> {
  const { db } = options;
  const { episode } = await findVisibleEpisode(options);
  const rows = await db.select(mentionColumns).from(m).where(eq(m.episodeId, episode.id));
  const entries = buildTimeline(rows.map(asMention)).map((e) => ({ ...e, bookSlug: bookByIndex(e.book)?.slug ?? String(e.book) }));
  return { episodeId: episode.id, entries };
}

/** Where catalog rows are visible to this viewer (admins see hidden and unpublished episodes too). */
export const visibleEpisodes = (viewer: Viewer) =>
  seesHidden(viewer) ? undefined : and(eq(p.status, 'active'), eq(ep.status, 'published'));

/** Untimed entries only win when the episode never says the passage at a known moment. */
function better(a: ChapterMention, b: ChapterMention): boolean {
  if (a.timeSeconds === null) return false;
  return b.timeSeconds === null || a.timeSeconds < b.timeSeconds;
}

/**
 * The reader's badges: for each verse of the chapter where a mentioned passage starts, the episodes that
 * discuss it, each (episode, series) once with its first timed moment; whole-chapter mentions apart.
 */
export async function getChapterMentions(options: {
  db: Db;
  viewer: Viewer;
  book: number;
  chapter: number;
}): Promise<ChapterMentionsResponse> {
  const { db, viewer, book, chapter } = options;
  const rows = await db
    .select({
      ...mentionColumns,
      episode: {
        id: ep.id,
        title: ep.title,
        audioUrl: ep.audioUrl,
        imageUrl: ep.imageUrl,
        durationSeconds: ep.durationSeconds,
        podcastName: p.name,
        artworkUrl: p.artworkUrl,
      },
      seriesId: s.id,
      seriesName: s.name,
    })
    .from(m)
    .innerJoin(ep, eq(ep.id, m.episodeId))
    .innerJoin(p, eq(p.id, ep.podcastId))
    .leftJoin(se, eq(se.episodeId, ep.id))
    .leftJoin(s, eq(s.id, se.seriesId))
    .where(and(eq(m.book, book), eq(m.chapter, chapter), visibleEpisodes(viewer)))
    .orderBy(asc(ep.pubdate), asc(ep.id), sql`${m.timeSeconds} ASC NULLS LAST`, asc(m.position));

  const byVerse = new Map<number | null, Map<string, ChapterMention>>();
  for (const row of rows) {
    const mention: ChapterMention = {
      label: `${bookByIndex(row.book)?.name ?? row.book} ${row.chapter}${row.verseFrom === null ? '' : `:${row.verseFrom}${row.verseTo ? `-${row.verseTo}` : ''}`}`,
      verseTo: row.verseTo,
      episode: row.episode,
      series: row.seriesId && row.seriesName ? { id: row.seriesId, name: row.seriesName } : null,
      timeSeconds: row.timeSeconds,
    };
    const perVerse = byVerse.get(row.verseFrom) ?? new Map<string, ChapterMention>();
    byVerse.set(row.verseFrom, perVerse);
    const key = `${row.episode.id}\n${row.seriesId ?? ''}`;
    const seen = perVerse.get(key);
    if (!seen || better(mention, seen)) perVerse.set(key, mention);
  }
  const verses = [...byVerse.entries()]
    .filter((entry): entry is [number, Map<string, ChapterMention>] => entry[0] !== null)
    .sort(([a], [b]) => a - b)
    .map(([verse, mentions]) => ({ verse, mentions: [...mentions.values()] }));
  return { book, chapter, verses, wholeChapter: [...(byVerse.get(null)?.values() ?? [])] };
}
