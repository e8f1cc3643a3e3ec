// SPEC §9 search constants, in one place for the API and the dialog.

/** Keyword search needs at least this many characters (SPEC §5). */
export const KEYWORD_MIN_LENGTH = 2;
/** The AI answer (and the dialog's Search) needs at least this many characters (SPEC §5). */
export const SUMMARY_MIN_LENGTH = 3;
/** The summary query is cut to this many characters after cleaning (SPEC §5). */
export const SUMMARY_MAX_LENGTH = 100;
/** Typing pause before a search runs on its own (SPEC §4). */
export const SEARCH_DEBOUNCE_MS = 800;
/** SPEC §9 "search cache 30 s": keyword results and summaries, in the browser and per query on the server. */
export const SEARCH_CACHE_MS = 30_000;
/** SPEC §7 keyword limits per result type. */
export const KEYWORD_LIMITS = { episode: 5, topic: 5, recap: 5, bible: 10 } as const;
/** SPEC §9: source chips shown under the Summary. */
export const SOURCE_CHIPS = { podcast: 3, bible: 3 } as const;
/** SPEC §9: podcast chip titles are cut at 25 characters plus an ellipsis. */
export const SOURCE_TITLE_MAX = 25;
/** SPEC §2: the dialog waits this long after closing before it navigates. */
export const NAVIGATE_AFTER_CLOSE_MS = 50;
/** Server-side limit on AI answers per signed-in user (issue 7: "e.g. 10 answers per minute"). */
export const SUMMARY_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;
/** Keyword queries longer than this are cut: no reader types more, and it bounds the work per request. */
export const KEYWORD_MAX_LENGTH = 100;
/**
 * AI answers are a supporter feature (SPEC §1), yet SPEC §6 offers the summary to every signed-in user:
 * free users get this many per calendar month (UTC) to try it; supporters are only rate limited.
 * docs/decisions/012-admin-and-supporter-tier.md.
 */
export const FREE_AI_ANSWERS_PER_MONTH = 5;
