// Contracts of the verse timeline (issue 15): an episode's verses in time, the reader's "discussed in"
// badges per chapter, and a deck made of a series' verses.
import { z } from 'zod';
import { VERSE_MENTION_SOURCES } from '../verses/verse-mentions';
import { flashcardQuotaInfo } from './flashcards';

const source = z.enum(VERSE_MENTION_SOURCES);

export const timelineEntry = z.object({
  book: z.number().int(),
  /** The book's URL slug, for links into the reader. */
  bookSlug: z.string(),
  chapter: z.number().int(),
  /** Null: the whole chapter. */
  verseFrom: z.number().int().nullable(),
  verseTo: z.number().int().nullable(),
  label: z.string(),
  /** Seconds into the episode where the transcript says it; null when only the outline or summary names it. */
  timeSeconds: z.number().nullable(),
  sources: z.array(source),
});
export type TimelineEntryDto = z.infer<typeof timelineEntry>;

export const episodeVersesResponse = z.object({ episodeId: z.string(), entries: z.array(timelineEntry) });
export type EpisodeVersesResponse = z.infer<typeof episodeVersesResponse>;

/** Enough to start the episode in the player from a badge. */
export const mentionEpisode = z.object({
  id: z.string(),
  title: z.string(),
  audioUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  podcastName: z.string(),
  artworkUrl: z.string().nullable(),
});
export type MentionEpisode = z.infer<typeof mentionEpisode>;

export const chapterMention = z.object({
  /** The passage as the episode names it ('Luke 15:11-32'). */
  label: z.string(),
  verseTo: z.number().int().nullable(),
  episode: mentionEpisode,
  /** The series the episode belongs to; null for a podcast's standalone episode. */
  series: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The first moment the episode's transcript names the passage; null when it is untimed. */
  timeSeconds: z.number().nullable(),
});
export type ChapterMention = z.infer<typeof chapterMention>;

/** GET /api/verse-mentions/{book}/{chapter}: a book name, abbreviation or slug, and a chapter number. */
export const chapterMentionsParams = z.object({
  book: z.string().trim().min(1).max(40),
  chapter: z.coerce.number({ error: 'The chapter must be a number' }).int('The chapter must be a whole number').min(1, 'Chapters start at 1').max(150),
});

export const chapterMentionsResponse = z.object({
  book: z.number().int(),
  chapter: z.number().int(),
  /** Per verse: the episodes that discuss a passage starting at that verse. */
  verses: z.array(z.object({ verse: z.number().int(), mentions: z.array(chapterMention) })),
  /** Episodes that name the chapter as a whole ('Psalm 23'). */
  wholeChapter: z.array(chapterMention),
});
export type ChapterMentionsResponse = z.infer<typeof chapterMentionsResponse>;

export const seriesDeckResponse = z.object({
  deck: z.object({ id: z.string(), name: z.string() }),
  /** Distinct passages the series' episodes name (whole chapters and passages too long for a card left out). */
  totalVerses: z.number().int(),
  /** Cards made in the new deck. */
  added: z.number().int(),
  /** Passages left out because the free monthly quota ran out. */
  skippedForQuota: z.number().int(),
  quota: flashcardQuotaInfo,
});
export type SeriesDeckResponse = z.infer<typeof seriesDeckResponse>;
