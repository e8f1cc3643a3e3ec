// The dialog's state machine (SPEC §4): idle → loading ('Generating semantic answer...') → summary or
// alert. A search runs on the Search button, Enter, or an 800 ms typing pause; the same normalised query
// is not fetched again (it has the same query key); editing the input hides an alert.
import { SEARCH_DEBOUNCE_MS, SUMMARY_MIN_LENGTH } from '@rooted/shared/search/constants';
import { alertForStatus, SEARCH_ALERTS, type SearchAlert } from '@rooted/shared/search/messages';
import { cleanKeywordQuery, cleanSummaryQuery, normalizeForComparison } from '@rooted/shared/search/query';
import { useState } from 'react';
import { isApiError } from '@/lib/api';
import { useKeywordSearch } from '../api/keyword-search';
import { useSearchSummary } from '../api/search-summary';
import { useDebouncedValue } from './use-debounced-value';

export type SearchPhase = 'idle' | 'loading' | 'summary' | 'alert';

function alertFor(error: unknown): SearchAlert {
  // A free user past the monthly AI-answer allowance (issue 12).
  if (isApiError(error, 403) && error.code === 'supporter_required') return SEARCH_ALERTS.supporter;
  // No status at all (network failure, unreadable reply) is the "exception" case of SPEC §8.
  return alertForStatus(isApiError(error) && error.status > 0 ? error.status : null);
}

export function useSearch({ userId, translation }: { userId: string | null; translation: string }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Enter or Search runs the input as it is now; otherwise the search follows the input after a pause.
  const query = submitted !== null && submitted === text ? text : debounced;
  const valid = cleanSummaryQuery(query).length >= SUMMARY_MIN_LENGTH;
  const keywordQuery = cleanKeywordQuery(query);

  const keyword = useKeywordSearch({ query: keywordQuery, translation, enabled: valid });
  const summary = useSearchSummary({ query, translation, userId, enabled: valid && !!userId });

  const inputMatchesSearch = normalizeForComparison(text) === normalizeForComparison(query);
  let alert: SearchAlert | null = null;
  if (valid && inputMatchesSearch) {
    if (!userId) alert = SEARCH_ALERTS.sign_in;
    else if (summary.error) alert = alertFor(summary.error);
    else if (summary.data && (!summary.data.success || !summary.data.summary)) alert = SEARCH_ALERTS.no_summary;
  }

  let phase: SearchPhase = 'idle';
  if (alert) phase = 'alert';
  else if (valid && userId && summary.isFetching) phase = 'loading';
  else if (valid && summary.data?.success) phase = 'summary';

  return {
    text,
    setText,
    /** SPEC §2: under 3 characters the dialog asks for more instead of searching. */
    tooShort: text.trim().length < SUMMARY_MIN_LENGTH,
    submit: () => setSubmitted(text),
    searched: valid ? keywordQuery : '',
    phase,
    alert,
    summary: phase === 'summary' ? summary.data! : null,
    keyword,
  };
}
