// SPEC §2, §4 and §8 search texts, copied exactly. The dialog shows these; tests look for them.
import { FREE_AI_ANSWERS_PER_MONTH } from './constants';

export const SEARCH_TEXT = {
  placeholder: 'Search for anything...',
  searchButton: 'Search',
  closeButton: 'Close Search',
  tooShort: 'Enter at least 3 characters to search',
  summaryTitle: 'Summary',
  loading: 'Generating semantic answer...',
  keywordTitle: 'Keyword Search Results',
  keywordEmpty: 'No keyword results found.',
  signIn: 'Sign In',
} as const;

export interface SearchAlert {
  kind: 'rate_limited' | 'error_status' | 'no_summary' | 'unavailable' | 'sign_in' | 'supporter';
  title: string;
  description: string;
}

// SPEC §8, Search.
export const SEARCH_ALERTS = {
  rate_limited: {
    kind: 'rate_limited',
    title: 'Too Many Searches',
    description: "You've searched too many times. Please wait a minute and try again.",
  },
  error_status: {
    kind: 'error_status',
    title: 'Search Error',
    description: 'Unable to perform search right now. Please try again later.',
  },
  no_summary: { kind: 'no_summary', title: 'Search Issue', description: 'Unable to generate summary for this query' },
  unavailable: {
    kind: 'unavailable',
    title: 'Search Unavailable',
    description: 'Our search service is temporarily unavailable. Please try again later.',
  },
  sign_in: {
    kind: 'sign_in',
    title: 'Sign In Required',
    description: 'AI-powered semantic search is available for signed-in users. Please sign in to continue.',
  },
  // Not in SPEC §8: a free user past the monthly allowance meets the 'Supporter Feature' alert (SPEC §4).
  supporter: {
    kind: 'supporter',
    title: 'Supporter Feature',
    description: `You have used this month's ${FREE_AI_ANSWERS_PER_MONTH} free AI answers. Supporters get unlimited AI answers grounded in series content.`,
  },
} as const satisfies Record<SearchAlert['kind'], SearchAlert>;

/**
 * SPEC §8 order: 429 first, then the no-session case (401), any other error status, and an exception
 * (no status at all: network failure, unreadable response) last.
 */
export function alertForStatus(status: number | null): SearchAlert {
  if (status === 429) return SEARCH_ALERTS.rate_limited;
  if (status === 401) return SEARCH_ALERTS.sign_in;
  if (status && status >= 400) return SEARCH_ALERTS.error_status;
  return SEARCH_ALERTS.unavailable;
}
