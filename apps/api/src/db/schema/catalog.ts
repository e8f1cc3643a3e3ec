// Podcasts, episodes, series, recaps and topics: the content people listen to and study.
import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { episodeSearchVector, recapSearchVector, topicSearchVector } from './search-vectors';

export interface EpisodeChapter {
  start: number;
  title: string;
  url?: string;
}

export const podcasts = pgTable(
  'podcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    internalName: text('internal_name').notNull().unique(),
    /** SPEC §2 slug: the name lowercased with spaces turned into hyphens. */
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    author: text('author').notNull().default(''),
    artworkUrl: text('artwork_url'),
    status: text('status').notNull().default('active'), // 'active' | 'hidden'
    podcastOrder: integer('podcast_order').notNull().default(0),
    feedUrl: text('feed_url'),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('podcasts_status_order_idx').on(t.status, t.podcastOrder)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: text('id').primaryKey(),
    podcastId: uuid('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    audioUrl: text('audio_url'),
    audioType: text('audio_type'),
    imageUrl: text('image_url'),
    durationSeconds: real('duration_seconds'),
    pubdate: timestamp('pubdate', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('published'),
    episodeNumber: integer('episode_number'),
    seasonNumber: integer('season_number'),
    outline: jsonb('outline').$type<string[]>().notNull().default([]),
    discussionQuestions: jsonb('discussion_questions').$type<string[]>().notNull().default([]),
    reflectionPrompt: text('reflection_prompt'),
    chapters: jsonb('chapters').$type<EpisodeChapter[]>().notNull().default([]),
    /** Feed URLs of the transcript and chapters last fetched: a refresh refetches only when they change. */
    transcriptUrl: text('transcript_url'),
    chaptersUrl: text('chapters_url'),
    /** Feed fields an admin has edited by hand ('summary', 'chapters'): a feed refresh leaves them alone. */
    lockedFields: jsonb('locked_fields').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Stored like the transcript segments' vector (issue 13): AI-answer retrieval ranked up to 240 episodes
     * per question and computed this vector for each, several times. Only retrieval reads it: the one
     * whole-row read (findVisibleEpisode) leaves it out.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        episodeSearchVector({
          title: sql.identifier('title'),
          summary: sql.identifier('summary'),
          outline: sql.identifier('outline'),
          discussionQuestions: sql.identifier('discussion_questions'),
        }),
      ),
  },
  (t) => [
    uniqueIndex('episodes_podcast_guid_uq').on(t.podcastId, t.guid),
    index('episodes_podcast_pubdate_idx').on(t.podcastId, t.status, t.pubdate.desc()),
    index('episodes_pubdate_idx').on(t.status, t.pubdate.desc()),
    index('episodes_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('episodes_summary_trgm').using('gin', t.summary.op('gin_trgm_ops')),
    index('episodes_search_fts').using('gin', t.searchVector),
  ],
);

/** A table's columns without its stored search vector: only AI-answer retrieval reads it, and it is large. */
function withoutSearchVector<T extends { searchVector: unknown }>(columns: T): Omit<T, 'searchVector'> {
  const { searchVector: _vector, ...rest } = columns;
  return rest;
}

export const episodeColumns = withoutSearchVector(getTableColumns(podcastEpisodes));

/** Transcript as timed segments: passages for grounded search and the clip around a moment. */
export const episodeTranscriptSegments = pgTable(
  'episode_transcript_segments',
  {
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startSeconds: real('start_seconds').notNull(),
    endSeconds: real('end_seconds').notNull(),
    text: text('text').notNull(),
    /**
     * The segment's weighted search vector, stored (issue 13): ranking the thousands of segments a common
     * word matches must not run to_tsvector on each of them per question. The biggest table is the only one
     * that needs it; every other read names its columns, so none fetches this one.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english'::regconfig, "text"), 'B')`),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.position] }), index('transcript_segments_search_fts').using('gin', t.searchVector)],
);

/** SPEC §3 podcast_series_config. */
export const podcastSeriesConfig = pgTable(
  'podcast_series_config',
  {
    id: text('id').primaryKey(),
    podcastId: uuid('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SPEC §3 series_prefix; a prefix containing '-standalone' marks a podcast's standalone episodes. */
    seriesPrefix: text('series_prefix').notNull().unique(),
    description: text('description').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    allowFullTranscript: boolean('allow_full_transcript').notNull().default(false),
    finalReflectionPrompt: text('final_reflection_prompt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('series_podcast_idx').on(t.podcastId)],
);

/** Membership of episodes in series; series_episodes_detailed is this joined to podcast_episodes. */
export const seriesEpisodes = pgTable(
  'series_episodes',
  {
    seriesId: text('series_id')
      .notNull()
      .references(() => podcastSeriesConfig.id, { onDelete: 'cascade' }),
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.episodeId] }), index('series_episodes_episode_idx').on(t.episodeId)],
);

export const recaps = pgTable(
  'recaps',
  {
    recapId: text('recap_id').primaryKey(),
    title: text('title').notNull(),
    seriesPrefix: text('series_prefix').notNull(),
    body: text('body').notNull().default(''),
    keyVerses: jsonb('key_verses').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stored, like the episodes' (issue 13); only retrieval reads it: other reads take recapColumns. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(recapSearchVector({ title: sql.identifier('title'), body: sql.identifier('body') })),
  },
  (t) => [
    index('recaps_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('recaps_prefix_idx').on(t.seriesPrefix),
    index('recaps_search_fts').using('gin', t.searchVector),
  ],
);

export const recapColumns = withoutSearchVector(getTableColumns(recaps));

export const topics = pgTable(
  'topics',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    topicType: text('topic_type').notNull().default('theme'),
    isPremium: boolean('is_premium').notNull().default(false),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    verses: jsonb('verses').$type<string[]>().notNull().default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    /**
     * Stored (issue 13): every AI answer read the topics and recaps for both retrieval phases and ranking,
     * computing this vector from the long description each time (a third of a short answer's SQL).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        topicSearchVector({
          name: sql.identifier('name'),
          shortDescription: sql.identifier('short_description'),
          description: sql.identifier('description'),
          keywords: sql.identifier('keywords'),
          questions: sql.identifier('questions'),
        }),
      ),
  },
  (t) => [
    index('topics_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('topics_name_idx').on(t.name),
    index('topics_search_fts').using('gin', t.searchVector),
  ],
);

export const topicColumns = withoutSearchVector(getTableColumns(topics));

export const topicEpisodes = pgTable(
  'topic_episodes',
  {
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.episodeId] })],
);

export const feedRefreshLog = pgTable(
  'feed_refresh_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    podcastId: uuid('podcast_id').references(() => podcasts.id, { onDelete: 'cascade' }),
    ok: boolean('ok').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feed_refresh_log_created_idx').on(t.createdAt.desc())],
);
