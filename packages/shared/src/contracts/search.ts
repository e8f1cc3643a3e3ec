// Contracts of the search API (SPEC §3 search result and summary response, §5 validation, §7 calls).
import { z } from 'zod';
import { FALLBACK_TRANSLATION_ID } from './bible';
import { KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH, SUMMARY_MIN_LENGTH } from '../search/constants';
import { cleanKeywordQuery, cleanSummaryQuery } from '../search/query';

const translationParam = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,16}$/, 'Unknown translation')
  .transform((v) => v.toUpperCase())
  .default(FALLBACK_TRANSLATION_ID);

/** GET /api/search?q=…&translation=… (SPEC §5: at least 2 characters, case-insensitive substring). */
export const keywordSearchQuery = z.object({
  q: z
    .string({ error: 'Enter a search term' })
    .transform((v) => cleanKeywordQuery(v, KEYWORD_MAX_LENGTH))
    .refine((v) => v.length >= KEYWORD_MIN_LENGTH, `Enter at least ${KEYWORD_MIN_LENGTH} characters to search`),
  translation: translationParam,
});
export type KeywordSearchQuery = z.input<typeof keywordSearchQuery>;

export const searchResultType = z.enum(['episode', 'topic', 'recap', 'bible']);
export type SearchResultType = z.infer<typeof searchResultType>;

/** SPEC §3 search result. */
export const searchResult = z.object({
  id: z.string(),
  type: searchResultType,
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const keywordSearchResponse = z.object({
  /** The query as searched (cleaned, references normalised: 'John 3 :16' → 'John 3:16'). */
  query: z.string(),
  /** Set when the whole query is a Bible reference: where it jumps to. */
  reference: z.object({ label: z.string(), url: z.string() }).nullable(),
  results: z.array(searchResult),
});
export type KeywordSearchResponse = z.infer<typeof keywordSearchResponse>;

/** POST /api/search/summary, the generate-search-summary call of SPEC §7. */
export const summaryRequest = z.object({
  searchQuery: z
    .string({ error: 'Enter a search term' })
    .max(2000, 'The search is too long')
    .transform(cleanSummaryQuery)
    .refine((v) => v.length >= SUMMARY_MIN_LENGTH, `Enter at least ${SUMMARY_MIN_LENGTH} characters to search`),
  translation: translationParam.optional(),
});
export type SummaryRequest = z.input<typeof summaryRequest>;

export const podcastSourceType = z.enum(['episode', 'recap', 'topic']);

/** SPEC §3: a passage the answer came from; parent is the episode (or recap, topic) it belongs to. */
export const podcastElement = z.object({
  id: z.string(),
  parent_id: z.string(),
  parent_title: z.string(),
  parent_type: podcastSourceType,
  /** Transcript passages: where in the audio it is said. */
  start_seconds: z.number().nullable(),
});
export type PodcastElement = z.infer<typeof podcastElement>;

/** SPEC §3: a verse the answer relies on, checked against the Bible tables. */
export const bibleElement = z.object({
  /** Book name, e.g. '1 John' (findBook gives the slug for the reader URL). */
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  formattedReference: z.string(),
  translation: z.string(),
  text: z.string(),
});
export type BibleElement = z.infer<typeof bibleElement>;

export const summaryResponse = z.object({
  success: z.boolean(),
  summary: z.string(),
  sources: z.object({ podcastElements: z.array(podcastElement), bibleElements: z.array(bibleElement) }),
  /** Why success is false: nothing in the content covers the question. */
  status: z.enum(['answered', 'not_covered']),
  /** Which generator wrote the summary (the LLM path falls back to extractive on failure). */
  generator: z.enum(['extractive', 'llm']),
});
export type SummaryResponse = z.infer<typeof summaryResponse>;
