// Contracts of the episodes API: lists, the episode page, its transcript, and admin content edits.
import { z } from 'zod';

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v), 'Must be an http(s) URL');

/** A page of results; page numbers start at 1. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

/** SPEC §5: keyword search runs only with at least 2 characters; shorter queries list everything. */
export const EPISODE_SEARCH_MIN_LENGTH = 2;
export const episodeListQuery = paginationQuery.extend({ q: z.string().trim().max(100).optional() });
export type EpisodeListQuery = z.input<typeof episodeListQuery>;

export const podcastRef = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  artworkUrl: z.string().nullable(),
});
export type PodcastRef = z.infer<typeof podcastRef>;

export const episodeListItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  pubdate: z.string(),
  durationSeconds: z.number().nullable(),
  imageUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  episodeNumber: z.number().int().nullable(),
  seasonNumber: z.number().int().nullable(),
  podcast: podcastRef,
});
export type EpisodeListItem = z.infer<typeof episodeListItem>;
export const episodeListResponse = paginated(episodeListItem);
export type EpisodeListResponse = z.infer<typeof episodeListResponse>;

export const chapter = z.object({
  start: z.number().min(0).max(86_400 * 7),
  title: z.string().trim().min(1, 'Chapter title is required').max(200),
  url: httpUrl.optional(),
});
export type Chapter = z.infer<typeof chapter>;

export const episodeDetail = episodeListItem.extend({
  audioType: z.string().nullable(),
  outline: z.array(z.string()),
  discussionQuestions: z.array(z.string()),
  reflectionPrompt: z.string().nullable(),
  chapters: z.array(chapter),
  series: z.array(z.object({ id: z.string(), name: z.string() })),
  hasTranscript: z.boolean(),
});
export type EpisodeDetail = z.infer<typeof episodeDetail>;
export const episodeDetailResponse = z.object({ episode: episodeDetail });

/**
 * SPEC §1: full-text transcripts for supporters where a series permits them, otherwise snippets.
 * `reason` says why only snippets came back, so the page can explain it.
 */
export const transcriptResponse = z.object({
  mode: z.enum(['full', 'snippets', 'none']),
  reason: z.enum(['supporter_required', 'series_snippets_only']).nullable(),
  /** False for transcripts without timings (plain text, HTML without times). */
  timed: z.boolean(),
  totalSegments: z.number().int(),
  segments: z.array(z.object({ position: z.number().int(), start: z.number(), end: z.number(), text: z.string() })),
});
export type TranscriptResponse = z.infer<typeof transcriptResponse>;

const listOfLines = (label: string) =>
  z.array(z.string().trim().min(1, `${label} cannot be empty`).max(1000)).max(50, `At most 50 ${label.toLowerCase()}s`);

/** Admin edit of an episode's study content; fields left out are unchanged. */
export const episodeUpdateRequest = z.object({
  summary: z.string().max(20_000).optional(),
  outline: listOfLines('Outline point').optional(),
  discussionQuestions: listOfLines('Question').optional(),
  reflectionPrompt: z.string().trim().max(2000).nullable().optional(),
  chapters: z.array(chapter).max(200).optional(),
});
export type EpisodeUpdateRequest = z.input<typeof episodeUpdateRequest>;
