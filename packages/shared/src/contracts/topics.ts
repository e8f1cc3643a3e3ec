// Contracts of /api/topics and /api/recaps: themes with questions, related episodes and verses, and
// series recaps. Premium topics are for supporters (SPEC §1); others get 403 'supporter_required'.
import { z } from 'zod';

export const SUPPORTER_REQUIRED_CODE = 'supporter_required';
export const PREMIUM_TOPIC_MESSAGE = 'This topic is available to supporters.';

export const topicSummary = z.object({
  id: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  imageUrl: z.string().nullable(),
  topicType: z.string(),
  isPremium: z.boolean(),
  /** Used by theme detection in notes. */
  keywords: z.array(z.string()),
});
export type TopicSummary = z.infer<typeof topicSummary>;
export const topicsResponse = z.object({ topics: z.array(topicSummary) });

/** A verse or passage with its text in one translation (null for whole chapters or missing text). */
export const keyVerse = z.object({
  reference: z.string(),
  book: z.number().int(),
  bookSlug: z.string(),
  chapter: z.number().int(),
  verseFrom: z.number().int(),
  verseTo: z.number().int().nullable(),
  wholeChapter: z.boolean(),
  text: z.string().nullable(),
  translation: z.string(),
});
export type KeyVerse = z.infer<typeof keyVerse>;

export const relatedEpisode = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  pubdate: z.string(),
  durationSeconds: z.number().nullable(),
  imageUrl: z.string().nullable(),
  podcastName: z.string(),
});
export type RelatedEpisode = z.infer<typeof relatedEpisode>;

export const topicDetailResponse = z.object({
  topic: topicSummary.extend({ description: z.string(), questions: z.array(z.string()) }),
  verses: z.array(keyVerse),
  episodes: z.array(relatedEpisode),
});
export type TopicDetailResponse = z.infer<typeof topicDetailResponse>;

export const recapDetailResponse = z.object({
  recap: z.object({ recapId: z.string(), title: z.string(), body: z.string(), seriesPrefix: z.string() }),
  series: z.object({ id: z.string(), name: z.string() }).nullable(),
  keyVerses: z.array(keyVerse),
  /** The series' episodes in publication order. */
  episodes: z.array(relatedEpisode),
});
export type RecapDetailResponse = z.infer<typeof recapDetailResponse>;

/** ?translation=WEB: the translation of verse texts (the default when absent or unknown). */
export const verseTranslationQuery = z.object({ translation: z.string().trim().max(20).optional() });
