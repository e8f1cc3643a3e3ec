// SPEC §1: full-text transcripts for supporters where a series permits them, otherwise snippets.
// Enforced here: a response never carries more of the transcript than the viewer may read.
import type { TranscriptResponse } from '@rooted/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodeTranscriptSegments, podcastSeriesConfig, seriesEpisodes } from '../../db/schema';
import type { Viewer } from '../podcasts/podcast-visibility';
import { findVisibleEpisode } from './episodes.service';

export const SNIPPET_COUNT = 3;
export const SNIPPET_CHARS = 200;

/** A snippet ends at a word boundary with an ellipsis. */
export function cutSnippet(text: string, max = SNIPPET_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/** Evenly spread positions (start, middle, end) so the snippets give a feel for the whole episode. */
export function snippetPositions(total: number, count = SNIPPET_COUNT): number[] {
  if (total <= count) return Array.from({ length: total }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.round((i * (total - 1)) / (count - 1)));
}

export async function getTranscript(options: { db: Db; viewer: Viewer; episodeId: string }): Promise<TranscriptResponse> {
  const { db, viewer, episodeId } = options;
  await findVisibleEpisode(options);
  const [segments, permitting] = await Promise.all([
    db
      .select({
        position: episodeTranscriptSegments.position,
        start: episodeTranscriptSegments.startSeconds,
        end: episodeTranscriptSegments.endSeconds,
        text: episodeTranscriptSegments.text,
      })
      .from(episodeTranscriptSegments)
      .where(eq(episodeTranscriptSegments.episodeId, episodeId))
      .orderBy(asc(episodeTranscriptSegments.position)),
    db
      .select({ id: podcastSeriesConfig.id })
      .from(seriesEpisodes)
      .innerJoin(podcastSeriesConfig, eq(podcastSeriesConfig.id, seriesEpisodes.seriesId))
      .where(and(eq(seriesEpisodes.episodeId, episodeId), eq(podcastSeriesConfig.allowFullTranscript, true)))
      .limit(1),
  ]);
  const timed = segments.some((s) => s.end > 0);
  if (!segments.length) return { mode: 'none', reason: null, timed: false, totalSegments: 0, segments: [] };
  const seriesAllows = permitting.length > 0;
  // Admins read everything so they can check what they publish.
  if (viewer?.isAdmin || (seriesAllows && viewer?.isSupporter))
    return { mode: 'full', reason: null, timed, totalSegments: segments.length, segments };
  return {
    mode: 'snippets',
    reason: seriesAllows ? 'supporter_required' : 'series_snippets_only',
    timed,
    totalSegments: segments.length,
    segments: snippetPositions(segments.length).map((i) => ({ ...segments[i]!, text: cutSnippet(segments[i]!.text) })),
  };
}
