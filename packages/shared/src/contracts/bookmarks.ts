// Contracts of /api/bookmarks: time-coded bookmarks, a supporter feature (SPEC §1).
import { z } from 'zod';
import { BOOKMARK_NOTE_MAX_LENGTH } from '../notes/limits';

export const bookmark = z.object({
  id: z.string(),
  episodeId: z.string(),
  positionSeconds: z.number(),
  note: z.string(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmark>;

export const bookmarksResponse = z.object({ bookmarks: z.array(bookmark) });
export const bookmarkResponse = z.object({ bookmark });

export const bookmarksQuery = z.object({ episodeId: z.string().min(1).max(300).optional() });

const note = z
  .string()
  .max(BOOKMARK_NOTE_MAX_LENGTH * 2)
  .default('');

export const createBookmarkRequest = z.strictObject({
  episodeId: z.string().trim().min(1).max(300),
  positionSeconds: z
    .number()
    .min(0)
    .max(86_400 * 7),
  note,
});
export type CreateBookmarkRequest = z.input<typeof createBookmarkRequest>;

export const updateBookmarkRequest = z.strictObject({ note });
