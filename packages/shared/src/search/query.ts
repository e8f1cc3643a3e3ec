// Query rules of SPEC §4 and §5: cleaning before the summary call, the "same query" check, and the
// verse-reference spacing fix ('John 3 :16' → 'John 3:16').
import { SUMMARY_MAX_LENGTH } from './constants';

/** '3 :16', '3: 16' and '3 : 16' → '3:16', so a reference typed with stray spaces still reads as one. */
export function normalizeVerseReference(query: string): string {
  return query.replace(/(\d)\s*:\s*(\d)/g, '$1:$2');
}

/**
 * SPEC §5: before the summary call the query has ' " ; and \ removed and is cut to 100 characters.
 * It is trimmed too (leading spaces would otherwise eat into the 100) and references are normalised.
 */
export function cleanSummaryQuery(query: string): string {
  return normalizeVerseReference(query.replace(/['";\\]/g, ''))
    .trim()
    .slice(0, SUMMARY_MAX_LENGTH)
    .trim();
}

/** SPEC §4: two queries are the same when equal after trimming, collapsing whitespace and lowercasing. */
export function normalizeForComparison(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The key of the server's summary cache and the browser's query cache: clean first, then compare-normalise. */
export function summaryCacheKey(query: string): string {
  return normalizeForComparison(cleanSummaryQuery(query));
}

/** Keyword search input: trimmed, whitespace collapsed, references normalised, cut to `max`. */
export function cleanKeywordQuery(query: string, max = SUMMARY_MAX_LENGTH): string {
  return normalizeVerseReference(query.trim().replace(/\s+/g, ' ')).slice(0, max).trim();
}
