// What a listener does: progress, subscriptions, notes/answers/reflections, bookmarks, certificates.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { podcastEpisodes, podcastSeriesConfig } from './catalog';

export const userEpisodeProgress = pgTable(
  'user_episode_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull().default(0),
    positionSeconds: real('position_seconds').notNull().default(0),
    lastListenedAt: timestamp('last_listened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on last_listened_at: a progress save changes it, and an indexed column changed makes every
  // save a new row version with an entry in each index. Without one (and with room left on each page, migration
  // 0015), saves are HOT updates in place. A user's latest listens are found through the unique index below
  // and sorted: one user's rows are few.
  (t) => [unique('user_episode_progress_user_episode_uq').on(t.userId, t.episodeId)],
);

export const userSeriesSubscriptions = pgTable(
  'user_series_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => podcastSeriesConfig.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_series_subscriptions_uq').on(t.userId, t.seriesId)],
);

/**
 * SPEC §3 user_episode_data: notes (question_index null), answers (question_index set) and
 * reflections (kind 'reflection', per episode or, with series_id, for a whole series).
 */
export const userEpisodeData = pgTable(
  'user_episode_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('note'), // 'note' | 'answer' | 'reflection'
    episodeId: text('episode_id').references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    seriesId: text('series_id').references(() => podcastSeriesConfig.id, { onDelete: 'cascade' }),
    episodeTitle: text('episode_title').notNull().default(''),
    questionIndex: integer('question_index'),
    notes: text('notes'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_episode_data_slot_uq').on(
      t.userId,
      t.kind,
      sql`coalesce(${t.episodeId}, '')`,
      sql`coalesce(${t.seriesId}, '')`,
      sql`coalesce(${t.questionIndex}, -1)`,
    ),
    index('user_episode_data_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Time-coded bookmarks and captured moments (with the transcript text around them). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull(),
    clipStartSeconds: real('clip_start_seconds'),
    clipEndSeconds: real('clip_end_seconds'),
    excerpt: text('excerpt'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookmarks_user_episode_idx').on(t.userId, t.episodeId, t.positionSeconds)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => podcastSeriesConfig.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    recipientName: text('recipient_name').notNull(),
    seriesName: text('series_name').notNull(),
    podcastName: text('podcast_name').notNull(),
    episodeCount: integer('episode_count').notNull(),
    supporter: boolean('supporter').notNull().default(false),
    includeLearned: boolean('include_learned').notNull().default(false),
    learnedText: text('learned_text'),
    shared: boolean('shared').notNull().default(true),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('certificates_user_series_uq').on(t.userId, t.seriesId)],
);
