// Podcasting 2.0 JSON chapters (https://github.com/Podcastindex-org/podcast-namespace/blob/main/chapters/jsonChapters.md).
import { z } from 'zod';
import type { EpisodeChapter } from '../../../db/schema';

/** "01:02:03.5", "02:03", "75.25" → seconds; null when unreadable. */
export function parseTimestamp(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (!value) return null;
  const parts = value.trim().replace(',', '.').split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  return parts.reduce((sum, p) => sum * 60 + Number(p), 0);
}

const chaptersFile = z.object({
  chapters: z.array(
    z.looseObject({
      startTime: z.coerce.number().min(0),
      title: z.string().optional(),
      url: z.string().optional(),
      toc: z.boolean().optional(),
    }),
  ),
});

export const CHAPTERS_MAX = 500;

/** Chapters for the table of contents, in time order. Chapters marked toc: false are for players only. */
export function parseChaptersJson(text: string): EpisodeChapter[] {
  const parsed = chaptersFile.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error('not a Podcasting 2.0 chapters file');
  return parsed.data.chapters
    .filter((c) => c.toc !== false && c.title?.trim())
    .map((c) => ({
      start: c.startTime,
      title: c.title!.trim().slice(0, 200),
      ...(c.url && /^https?:\/\//i.test(c.url) ? { url: c.url } : {}),
    }))
    .sort((a, b) => a.start - b.start)
    .slice(0, CHAPTERS_MAX);
}
