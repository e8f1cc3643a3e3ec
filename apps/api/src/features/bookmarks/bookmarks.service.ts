// Time-coded bookmarks (SPEC §1, supporters). Scoped by the session's user id: another user's bookmark
// is indistinguishable from a missing one (404). Rows with a clip are moments (features/moments), not
// bookmarks: this feature neither lists nor changes them.
import { BOOKMARK_NOTE_MAX_LENGTH, type Bookmark } from '@rooted/shared';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookmarks, podcastEpisodes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { sanitizeUserText } from '../../lib/sanitize-user-text';

type Row = typeof bookmarks.$inferSelect;

export function toBookmark(row: Row): Bookmark {
  return {
    id: row.id,
    episodeId: row.episodeId,
    positionSeconds: row.positionSeconds,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBookmarks(options: {
  db: Db;
  userId: string;
  episodeId?: string;
}): Promise<Bookmark[]> {
  const { db, userId, episodeId } = options;
  const where: SQL[] = [eq(bookmarks.userId, userId), isNull(bookmarks.clipStartSeconds)];
  if (episodeId) where.push(eq(bookmarks.episodeId, episodeId));
  const rows = await db
    .select()
    .from(bookmarks)
    .where(and(...where))
    .orderBy(asc(bookmarks.episodeId), asc(bookmarks.positionSeconds), asc(bookmarks.createdAt));
  return rows.map(toBookmark);
}

export async function createBookmark(options: {
  db: Db;
  userId: string;
  episodeId: string;
  positionSeconds: number;
  note: string;
}): Promise<Bookmark> {
  const { db, userId, episodeId, note } = options;
  const [episode] = await db
    .select({ duration: podcastEpisodes.durationSeconds })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, episodeId), eq(podcastEpisodes.status, 'published')));
  if (!episode) throw notFound('No such episode.');
  // A position past the end (a feed's duration is often a little off) is kept at the end.
  const positionSeconds =
    episode.duration && episode.duration > 0
      ? Math.min(options.positionSeconds, episode.duration)
      : options.positionSeconds;
  const [row] = await db
    .insert(bookmarks)
    .values({ userId, episodeId, positionSeconds, note: sanitizeUserText(note, BOOKMARK_NOTE_MAX_LENGTH) })
    .returning();
  return toBookmark(row!);
}

const own = (userId: string, id: string) =>
  and(eq(bookmarks.id, id), eq(bookmarks.userId, userId), isNull(bookmarks.clipStartSeconds));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function updateBookmark(options: {
  db: Db;
  userId: string;
  id: string;
  note: string;
}): Promise<Bookmark> {
  const { db, userId, id, note } = options;
  if (!UUID.test(id)) throw notFound('No such bookmark.');
  const [row] = await db
    .update(bookmarks)
    .set({ note: sanitizeUserText(note, BOOKMARK_NOTE_MAX_LENGTH) })
    .where(own(userId, id))
    .returning();
  if (!row) throw notFound('No such bookmark.');
  return toBookmark(row);
}

export async function deleteBookmark(options: { db: Db; userId: string; id: string }): Promise<void> {
  const { db, userId, id } = options;
  if (!UUID.test(id)) throw notFound('No such bookmark.');
  const deleted = await db.delete(bookmarks).where(own(userId, id)).returning({ id: bookmarks.id });
  if (!deleted.length) throw notFound('No such bookmark.');
}
