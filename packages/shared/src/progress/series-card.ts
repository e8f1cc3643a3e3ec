// SPEC §4 "Series continuation card types" and §2 "Continue Listening card".
import { isSeriesCurrent } from '../series/series-current';
import { isProgressComplete } from './save-rules';

export type SeriesCardType = 'auth-required' | 'completed' | 'continue' | 'start';

export const START_SERIES_LABEL = 'Start the Series';
export const CONTINUE_SERIES_LABEL = 'Continue the Series';

export interface SeriesCardEpisode {
  id: string;
  pubdate: Date | string;
  /** The signed-in user's progress 0-100, or null when there is no record. */
  progress: number | null;
}

export interface SeriesCardInput {
  signedIn: boolean;
  episodes: readonly SeriesCardEpisode[];
}

export interface SeriesCardDecision {
  type: SeriesCardType;
  /** The episode the main action plays (first unfinished for continue, first episode otherwise). */
  targetEpisodeId: string | null;
  /** 'Start the Series' or 'Continue the Series' for the continue type; null for the others. */
  continueLabel: typeof START_SERIES_LABEL | typeof CONTINUE_SERIES_LABEL | null;
  completedCount: number;
  totalCount: number;
}

const time = (d: Date | string) => new Date(d).getTime();

/** 'YYYY-MM-DDTHH:MM:SS.sssZ', as the API reads pubdates: two such strings compare as their instants do. */
const isIsoUtc = (d: Date | string): d is string =>
  typeof d === 'string' && d.length === 24 && d[10] === 'T' && d[23] === 'Z';

/** Whether the episodes are in publication order already, told from ISO strings without parsing a date. */
function alreadyInPublicationOrder(episodes: readonly { id: string; pubdate: Date | string }[]): boolean {
  for (let i = 1; i < episodes.length; i++) {
    const before = episodes[i - 1]!;
    const after = episodes[i]!;
    if (!isIsoUtc(before.pubdate) || !isIsoUtc(after.pubdate)) return false;
    if (before.pubdate > after.pubdate) return false;
    if (before.pubdate === after.pubdate && before.id.localeCompare(after.id) > 0) return false;
  }
  return true;
}

/** The general definition of inPublicationOrder, for any dates. Exported for the test that compares the two. */
export function sortedByPublication<T extends { id: string; pubdate: Date | string }>(
  episodes: readonly T[],
): T[] {
  // Each date is parsed once, not in every comparison.
  const keyed = episodes.map((episode) => ({ episode, at: time(episode.pubdate) }));
  keyed.sort((a, b) => a.at - b.at || a.episode.id.localeCompare(b.episode.id));
  return keyed.map((k) => k.episode);
}

/** Episodes in publication order (oldest first); ties keep a stable order by id. */
export function inPublicationOrder<T extends { id: string; pubdate: Date | string }>(
  episodes: readonly T[],
): T[] {
  // A dashboard decides a whole series' card per request, and the series arrives in order already (kept
  // in memory as read in that order): checked in one pass over the strings, with no date parsed (issue 13).
  return alreadyInPublicationOrder(episodes) ? [...episodes] : sortedByPublication(episodes);
}

/**
 * The card type, in SPEC order: auth-required (signed out); completed (at least one episode and all at 90
 * or more); continue (first unfinished episode in publication order; 'Start the Series' when zero episodes
 * are complete, else 'Continue the Series'); start (fallback: a series with no episodes).
 */
export function decideSeriesCard({ signedIn, episodes }: SeriesCardInput): SeriesCardDecision {
  const ordered = inPublicationOrder(episodes);
  const totalCount = ordered.length;
  const completedCount = signedIn ? ordered.filter((e) => isProgressComplete(e.progress)).length : 0;
  const first = ordered[0]?.id ?? null;
  const base = { completedCount, totalCount };

  if (!signedIn) return { type: 'auth-required', targetEpisodeId: first, continueLabel: null, ...base };
  if (totalCount > 0 && completedCount === totalCount) {
    return { type: 'completed', targetEpisodeId: first, continueLabel: null, ...base };
  }
  const unfinished = ordered.find((e) => !isProgressComplete(e.progress));
  if (unfinished) {
    const continueLabel = completedCount === 0 ? START_SERIES_LABEL : CONTINUE_SERIES_LABEL;
    return { type: 'continue', targetEpisodeId: unfinished.id, continueLabel, ...base };
  }
  return { type: 'start', targetEpisodeId: first, continueLabel: null, ...base };
}

/** SPEC §4: Latest Episode shows only for a current series whose latest episode differs from the target. */
export function showLatestEpisode(options: {
  /** 'YYYY-MM-DD' or null (podcast_series_config.end_date). */
  endDate: string | null | undefined;
  latestEpisodeId: string | null;
  targetEpisodeId: string | null;
  now?: Date;
}): boolean {
  const { endDate, latestEpisodeId, targetEpisodeId, now } = options;
  return !!latestEpisodeId && latestEpisodeId !== targetEpisodeId && isSeriesCurrent(endDate, now);
}
