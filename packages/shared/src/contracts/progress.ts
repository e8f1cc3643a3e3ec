// Contracts of the listening-progress API and the Continue Listening card (SPEC §2, §3, §4).
import { z } from 'zod';

/** One week of audio is far beyond any episode; it only stops absurd numbers. */
const MAX_POSITION_SECONDS = 7 * 86_400;

/** Only the numbers: who and which episode come from the session and the URL, never the body. */
export const saveProgressRequest = z
  .object({
    progress: z.number().min(0).max(100),
    positionSeconds: z.number().min(0).max(MAX_POSITION_SECONDS),
  })
  .strict();
export type SaveProgressRequest = z.input<typeof saveProgressRequest>;

export const episodeProgress = z.object({
  episodeId: z.string(),
  progress: z.number().int(),
  positionSeconds: z.number(),
  lastListenedAt: z.string(),
});
export type EpisodeProgress = z.infer<typeof episodeProgress>;

export const episodeProgressResponse = z.object({ progress: episodeProgress.nullable() });
export type EpisodeProgressResponse = z.infer<typeof episodeProgressResponse>;

/** `saved` is true when the stored percentage changed (SPEC §4 rules); the position is kept either way. */
export const saveProgressResponse = z.object({ progress: episodeProgress.nullable(), saved: z.boolean() });
export type SaveProgressResponse = z.infer<typeof saveProgressResponse>;

/** What the player needs to play an episode. */
export const playableEpisode = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  audioUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  podcastName: z.string(),
  artworkUrl: z.string().nullable(),
});
export type PlayableEpisode = z.infer<typeof playableEpisode>;

export const seriesCardTypeSchema = z.enum(['auth-required', 'completed', 'continue', 'start']);

/** SPEC §2 Continue Listening card; `kind` standalone is a podcast's episodes outside any series. */
export const continuationCard = z.object({
  kind: z.enum(['series', 'standalone']),
  seriesId: z.string().nullable(),
  seriesName: z.string(),
  podcastName: z.string(),
  podcastSlug: z.string(),
  type: seriesCardTypeSchema,
  continueLabel: z.enum(['Start the Series', 'Continue the Series']).nullable(),
  targetEpisode: playableEpisode.nullable(),
  /** The target's saved progress (0 when none), for resuming and the bar's context. */
  targetProgress: z.number().int(),
  completedCount: z.number().int(),
  totalCount: z.number().int(),
  /** Present only when SPEC §4 says to show the Latest Episode button. */
  latestEpisode: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type ContinuationCard = z.infer<typeof continuationCard>;

export const continuationResponse = z.object({ card: continuationCard });
export type ContinuationResponse = z.infer<typeof continuationResponse>;
