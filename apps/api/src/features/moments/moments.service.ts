// Moments captured while listening (issue 15): the clip around the moment and the transcript text heard
// in it, computed here from the episode's timed transcript with the shared clip rule. Stored in the
// bookmarks table (a moment is a bookmark with a clip); plain bookmarks have no clip. Scoped by the
// session's user id: another user's moment is indistinguishable from a missing one (404).
import { momentClipWindow, momentExcerpt, momentReferences, type Moment } from '@rooted/shared';
import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookmarks, episodeTranscriptSegments, podcastEpisodes, podcasts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../podcasts/podcast-visibility';
import { findVisibleEpisode } from '../episodes/episodes.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isMoment = isNotNull(bookmarks.clipStartSeconds);
const momentNotFound = () => notFound('No such moment.');

interface MomentRow {
  id: string;
  episodeId: string;
  episodeTitle: string;
  podcastName: string;
  positionSeconds: number;
  clipStartSeconds: number | null;
  clipEndSeconds: number | null;
  excerpt: string | null;
  createdAt: Date;
}

function toMoment(row: MomentRow): Moment {
  const excerpt = row.excerpt ?? '';
  return {
    id: row.id,
    episodeId: row.episodeId,
    episodeTitle: row.episodeTitle,
    podcastName: row.podcastName,
    positionSeconds: row.positionSeconds,
    clipStartSeconds: row.clipStartSeconds ?? row.positionSeconds,
    clipEndSeconds: row.clipEndSeconds ?? row.positionSeconds,
    excerpt,
    // Detected on read: the detector improves over time, and the excerpt is the record.
    references: momentReferences(excerpt),
    createdAt: row.createdAt.toISOString(),
  };
}

const selectMoments = (db: Db, where: SQL) =>
  db
    .select({
      id: bookmarks.id,
      episodeId: bookmarks.episodeId,
      episodeTitle: podcastEpisodes.title,
      podcastName: podcasts.name,
      positionSeconds: bookmarks.positionSeconds,
      clipStartSeconds: bookmarks.clipStartSeconds,
      clipEndSeconds: bookmarks.clipEndSeconds,
      excerpt: bookmarks.excerpt,
      createdAt: bookmarks.createdAt,
    })
    .from(bookmarks)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, bookmarks.episodeId))
    .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
    .where(where);

/** The user's moments: in one episode in time order, or all of them newest first. */
export async function listMoments(options: { db: Db; userId: string; episodeId?: string }): Promise<Moment[]> {
  const { db, userId, episodeId } = options;
  const mine = and(eq(bookmarks.userId, userId), isMoment)!;
  const rows = episodeId
    ? await selectMoments(db, and(mine, eq(bookmarks.episodeId, episodeId))!).orderBy(
        asc(bookmarks.positionSeconds),
        asc(bookmarks.createdAt),
      )
    : await selectMoments(db, mine).orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return rows.map(toMoment);
}

/** Saves a moment: the server decides the clip and the excerpt; the client only says when. */
export async function createMoment(options: {
  db: Db;
  viewer: NonNullable<Viewer>;
  episodeId: string;
  positionSeconds: number;
}): Promise<Moment> {
  const { db, viewer, episodeId, positionSeconds } = options;
  const { episode, podcast } = await findVisibleEpisode({ db, viewer, episodeId });
  const segments = await db
    .select({
      start: episodeTranscriptSegments.startSeconds,
      end: episodeTranscriptSegments.endSeconds,
      text: episodeTranscriptSegments.text,
    })
    .from(episodeTranscriptSegments)
    .where(eq(episodeTranscriptSegments.episodeId, episode.id))
    .orderBy(asc(episodeTranscriptSegments.position));
  const clip = momentClipWindow({ positionSeconds, durationSeconds: episode.durationSeconds, segments });
  // A position past the end (a feed's duration is often a little off) is kept at the end, as bookmarks do.
  const position = Math.min(Math.max(positionSeconds, clip.start), clip.end);
  const [row] = await db
    .insert(bookmarks)
    .values({
      userId: viewer.id,
      episodeId: episode.id,
      positionSeconds: position,
      clipStartSeconds: clip.start,
      clipEndSeconds: clip.end,
      excerpt: momentExcerpt(segments, clip),
    })
    .returning();
  return toMoment({ ...row!, episodeTitle: episode.title, podcastName: podcast.name });
}

export async function deleteMoment(options: { db: Db; userId: string; id: string }): Promise<void> {
  const { db, userId, id } = options;
  if (!UUID.test(id)) throw momentNotFound();
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId), isMoment))
    .returning({ id: bookmarks.id });
  if (!deleted.length) throw momentNotFound();
}
