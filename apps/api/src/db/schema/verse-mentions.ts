// The verse timeline's index (issue 15): every verse an episode's transcript, outline and summary names,
// with the moment in the audio where a timed transcript says it. Rebuilt in the same transaction as any
// write of those fields (seed, feed import, admin edit); see db/verse-index.ts.
import { index, integer, pgTable, real, serial, smallint, text } from 'drizzle-orm/pg-core';
import { podcastEpisodes } from './catalog';

export const episodeVerseMentions = pgTable(
  'episode_verse_mentions',
  {
    id: serial('id').primaryKey(),
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    /** Canonical book index 1..66. */
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    /** Null: the whole chapter ('Psalm 23'). */
    verseFrom: smallint('verse_from'),
    verseTo: smallint('verse_to'),
    source: text('source').notNull(), // 'transcript' | 'outline' | 'summary'
    timeSeconds: real('time_seconds'),
    /** Order within the source: segment position, outline line, order in the summary. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // The reader asks per chapter; the episode page and re-indexing ask per episode.
    index('verse_mentions_chapter_idx').on(t.book, t.chapter, t.verseFrom),
    index('verse_mentions_episode_idx').on(t.episodeId),
  ],
);

/** One row: the VERSE_INDEX_VERSION the stored index was built with (the start-up backfill compares it). */
export const verseIndexState = pgTable('verse_index_state', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull(),
});
