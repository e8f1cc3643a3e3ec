// Contracts of the series API: the list, a series page with progress, and the admin editor.
import { z } from 'zod';
import { podcastRef } from './episodes';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const seriesSummary = z.object({
  id: z.string(),
  name: z.string(),
  seriesPrefix: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** SPEC §4: no end_date or an end_date in the future. */
  isCurrent: z.boolean(),
  allowFullTranscript: z.boolean(),
  episodeCount: z.number().int(),
  podcast: podcastRef.extend({ status: z.string() }),
});
export type SeriesSummary = z.infer<typeof seriesSummary>;
export const seriesListResponse = z.object({ series: z.array(seriesSummary) });

export const progressStateSchema = z.enum(['not_started', 'in_progress', 'complete']);

export const seriesEpisode = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  pubdate: z.string(),
  durationSeconds: z.number().nullable(),
  audioUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Signed-in users only: the saved percentage (null when none) and its SPEC §4 display state. */
  progress: z.number().nullable(),
  progressState: progressStateSchema.nullable(),
});
export type SeriesEpisode = z.infer<typeof seriesEpisode>;

export const seriesDetailResponse = z.object({
  series: seriesSummary.extend({ finalReflectionPrompt: z.string().nullable() }),
  /** In publication order, oldest first (SPEC §7 series_episodes_detailed ordered by pubdate ascending). */
  episodes: z.array(seriesEpisode),
  latestEpisodeId: z.string().nullable(),
  recaps: z.array(z.object({ recapId: z.string(), title: z.string() })),
  signedIn: z.boolean(),
});
export type SeriesDetailResponse = z.infer<typeof seriesDetailResponse>;

export const recapInput = z.object({
  recapId: z.string().max(200).optional(),
  title: z.string().trim().min(1, 'Recap title is required').max(200),
  body: z.string().max(50_000),
});

/** Admin create or full update of a series, its episodes and its recaps: saved in one transaction. */
export const seriesSaveRequest = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    seriesPrefix: z
      .string()
      .trim()
      .min(1, 'Prefix is required')
      .max(60)
      .regex(/^[A-Za-z0-9_-]+$/, 'Prefix may contain letters, digits, - and _ only'),
    podcastId: z.uuid('Choose a podcast'),
    description: z.string().max(10_000).default(''),
    startDate: isoDate.nullable().default(null),
    endDate: isoDate.nullable().default(null),
    allowFullTranscript: z.boolean().default(false),
    finalReflectionPrompt: z.string().trim().max(2000).nullable().default(null),
    episodeIds: z.array(z.string().min(1)).max(1000).default([]),
    recaps: z.array(recapInput).max(50).default([]),
  })
  .refine((s) => !s.startDate || !s.endDate || s.endDate >= s.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type SeriesSaveRequest = z.input<typeof seriesSaveRequest>;

export const seriesEditorResponse = z.object({
  series: seriesSummary.extend({ finalReflectionPrompt: z.string().nullable() }),
  episodeIds: z.array(z.string()),
  recaps: z.array(z.object({ recapId: z.string(), title: z.string(), body: z.string() })),
});
export type SeriesEditorResponse = z.infer<typeof seriesEditorResponse>;
