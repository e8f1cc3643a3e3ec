// Contracts of the podcasts API: the catalog, one podcast, "listen", and admin edits and feed imports.
import { z } from 'zod';
import { episodeListItem } from './episodes';
import { seriesSummary } from './series';

export const podcastStatus = z.enum(['active', 'hidden']);
export type PodcastStatus = z.infer<typeof podcastStatus>;

export const podcastSummary = z.object({
  id: z.string(),
  name: z.string(),
  internalName: z.string(),
  slug: z.string(),
  description: z.string(),
  author: z.string(),
  artworkUrl: z.string().nullable(),
  status: podcastStatus,
  podcastOrder: z.number().int(),
  episodeCount: z.number().int(),
  /** SPEC §7: the latest published episode (id, title, summary). */
  latestEpisode: z.object({ id: z.string(), title: z.string(), summary: z.string() }).nullable(),
});
export type PodcastSummary = z.infer<typeof podcastSummary>;
export const podcastListResponse = z.object({ podcasts: z.array(podcastSummary) });

export const feedLogEntry = z.object({ ok: z.boolean(), message: z.string(), createdAt: z.string() });

export const podcastDetailResponse = z.object({
  podcast: podcastSummary.extend({ feedUrl: z.string().nullable(), lastRefreshedAt: z.string().nullable() }),
  series: z.array(seriesSummary),
  /** Published episodes that belong to no series, newest first. */
  standaloneEpisodes: z.array(episodeListItem),
  /** How many standalone episodes there are in all (the page shows the newest ones). */
  standaloneTotal: z.number().int(),
  /** Admins only: the latest feed refreshes. */
  refreshLog: z.array(feedLogEntry).optional(),
});
export type PodcastDetailResponse = z.infer<typeof podcastDetailResponse>;

export const podcastListenResponse = z.object({
  episodeId: z.string().nullable(),
  /** Where to resume, when the user has listened to part of it. */
  positionSeconds: z.number().nullable(),
});

const feedUrlField = z
  .string()
  .trim()
  .min(1, 'Feed URL is required')
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v), 'The feed URL must start with http:// or https://');

const artworkField = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')), 'Artwork must be an http(s) URL or a site path');

export const podcastUpdateRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  internalName: z
    .string()
    .trim()
    .min(1, 'Internal name is required')
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Internal name: lowercase letters, digits and single hyphens'),
  description: z.string().max(10_000),
  author: z.string().trim().max(200).default(''),
  artworkUrl: artworkField.nullable(),
  status: podcastStatus,
  podcastOrder: z.number().int().min(-100_000).max(100_000),
  feedUrl: feedUrlField.nullable(),
});
export type PodcastUpdateRequest = z.input<typeof podcastUpdateRequest>;

/** Import by URL (JSON). A feed file is sent as multipart form data with `file` (and optional `podcastName`). */
export const feedImportRequest = z.object({
  feedUrl: feedUrlField,
  /** Import into the podcast with this name instead of matching by feed URL or title. */
  podcastName: z.string().trim().min(1).max(200).optional(),
});
export type FeedImportRequest = z.input<typeof feedImportRequest>;

export const feedImportResult = z.object({
  podcast: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  created: z.boolean(),
  episodesAdded: z.number().int(),
  episodesUpdated: z.number().int(),
  episodesSkipped: z.number().int(),
  transcriptsFetched: z.number().int(),
  chaptersFetched: z.number().int(),
  warnings: z.array(z.string()),
});
export type FeedImportResult = z.infer<typeof feedImportResult>;

export const episodeOptionsResponse = z.object({
  episodes: z.array(z.object({ id: z.string(), title: z.string(), pubdate: z.string(), seriesIds: z.array(z.string()) })),
});
