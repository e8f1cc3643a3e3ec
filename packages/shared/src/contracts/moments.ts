// Contracts of /api/moments: a moment captured while listening, with the clip around it, the transcript
// text heard in the clip and the Bible references that text names (issue 15).
import { z } from 'zod';

export const momentReference = z.object({
  label: z.string(),
  book: z.number().int(),
  chapter: z.number().int(),
  verseFrom: z.number().int(),
  verseTo: z.number().int().nullable(),
  wholeChapter: z.boolean(),
});
export type MomentReference = z.infer<typeof momentReference>;

export const moment = z.object({
  id: z.string(),
  episodeId: z.string(),
  episodeTitle: z.string(),
  podcastName: z.string(),
  positionSeconds: z.number(),
  clipStartSeconds: z.number(),
  clipEndSeconds: z.number(),
  /** The transcript text around the moment ('' when the episode has no timed transcript). */
  excerpt: z.string(),
  references: z.array(momentReference),
  createdAt: z.string(),
});
export type Moment = z.infer<typeof moment>;

export const momentsResponse = z.object({ moments: z.array(moment) });
export const momentResponse = z.object({ moment });

export const momentsQuery = z.object({ episodeId: z.string().min(1).max(300).optional() });

export const createMomentRequest = z.strictObject({
  episodeId: z.string({ error: 'episodeId is required' }).trim().min(1, 'episodeId is required').max(300),
  positionSeconds: z
    .number({ error: 'positionSeconds must be a number of seconds' })
    .min(0, 'positionSeconds cannot be negative')
    .max(86_400 * 7, 'positionSeconds is too large'),
});
export type CreateMomentRequest = z.input<typeof createMomentRequest>;
