// Listening progress per user and episode (SPEC §3 user_episode_progress, §4 saving rules).
// The server applies the shared rules itself: a client can neither lower a saved value nor skip the
// 5-point step, and it cannot claim more progress than the playback position it reports.
import {
  clampProgress,
  decideProgressSave,
  type EpisodeProgress,
  isProgressComplete,
  progressFromPosition,
} from '@rooted/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { podcastEpisodes, userEpisodeProgress } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { issueCertificatesForEpisode } from '../certificates/certificate-issue.service';

type ProgressRow = typeof userEpisodeProgress.$inferSelect;

export function toEpisodeProgress(row: ProgressRow): EpisodeProgress {
  return {
    episodeId: row.episodeId,
    progress: row.progress,
    positionSeconds: row.positionSeconds,
    lastListenedAt: row.lastListenedAt.toISOString(),
  };
}

async function findEpisode(db: Db | Tx, episodeId: string) {
  const [episode] = await db
    .select({ id: podcastEpisodes.id, durationSeconds: podcastEpisodes.durationSeconds })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, episodeId), eq(podcastEpisodes.status, 'published')))
    .limit(1);
  if (!episode) throw notFound('No such episode.');
  return episode;
}

const byUserAndEpisode = (userId: string, episodeId: string) =>
  and(eq(userEpisodeProgress.userId, userId), eq(userEpisodeProgress.episodeId, episodeId));

export async function getProgress(options: {
  db: Db;
  userId: string;
  episodeId: string;
}): Promise<EpisodeProgress | null> {
  const { db, userId, episodeId } = options;
  const [row] = await db
    .select()
    .from(userEpisodeProgress)
    .where(byUserAndEpisode(userId, episodeId))
    .limit(1);
  return row ? toEpisodeProgress(row) : null;
}

export interface SaveProgressOptions {
  /** A transaction too, when the save is part of a larger one (an idempotent replay). */
  db: Db | Tx;
  userId: string;
  episodeId: string;
  progress: number;
  positionSeconds: number;
  now?: Date;
}

/**
 * Applies SPEC §4 to a reported value. The position is a resume point, not progress: it is kept on every
 * call for an existing record (listeners go back and forth), while the percentage follows the rules.
 * Without a record, nothing is written until the rules accept a value.
 */
export async function saveProgress(
  options: SaveProgressOptions,
): Promise<{ progress: EpisodeProgress | null; saved: boolean }> {
  const { db, userId, episodeId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const episode = await findEpisode(tx, episodeId);
    const duration = episode.durationSeconds && episode.durationSeconds > 0 ? episode.durationSeconds : null;
    const positionSeconds = duration ? Math.min(options.positionSeconds, duration) : options.positionSeconds;
    const claimed = Math.min(clampProgress(options.progress), supportedProgress(positionSeconds, duration));

    // Two passes at most: if a concurrent first save wins the insert, the second pass updates its row.
    for (let pass = 0; pass < 2; pass += 1) {
      // Row lock: two tabs saving at once must not interleave read and write.
      const [current] = await tx
        .select()
        .from(userEpisodeProgress)
        .where(byUserAndEpisode(userId, episodeId))
        .for('update');
      const decision = decideProgressSave(current?.progress ?? null, claimed);
      // Finishing an episode may finish a series: after the write, its certificate is issued in this same
      // transaction (idempotent; see certificates/certificate-issue.service.ts).
      const issueCertificates = async () => {
        if (decision.save && isProgressComplete(decision.value)) {
          await issueCertificatesForEpisode({ db: tx, userId, episodeId, now });
        }
      };
      if (current) {
        const [updated] = await tx
          .update(userEpisodeProgress)
          .set({
            ...(decision.save ? { progress: decision.value } : {}),
            positionSeconds,
            lastListenedAt: now,
            updatedAt: now,
          })
          .where(eq(userEpisodeProgress.id, current.id))
          .returning();
        await issueCertificates();
        return { progress: toEpisodeProgress(updated!), saved: decision.save };
      }
      if (!decision.save) return { progress: null, saved: false };
      const [inserted] = await tx
        .insert(userEpisodeProgress)
        .values({
          userId,
          episodeId,
          progress: decision.value,
          positionSeconds,
          lastListenedAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        await issueCertificates();
        return { progress: toEpisodeProgress(inserted), saved: true };
      }
    }
    throw new Error('Progress row vanished between insert and update');
  });
}

const POSITION_ALLOWANCE_POINTS = 10;

/**
 * The most progress a reported position can support: its percentage plus a 10-point allowance, because a
 * feed's stated duration is often a little longer than the real audio. Unknown duration: no limit.
 */
export function supportedProgress(positionSeconds: number, duration: number | null): number {
  if (!duration) return 100;
  return Math.min(100, progressFromPosition(positionSeconds, duration) + POSITION_ALLOWANCE_POINTS);
}
/** SPEC §4: reset deletes the record. Returns whether there was one. */
export async function resetProgress(options: {
  db: Db;
  userId: string;
  episodeId: string;
}): Promise<boolean> {
  const { db, userId, episodeId } = options;
  const deleted = await db
    .delete(userEpisodeProgress)
    .where(byUserAndEpisode(userId, episodeId))
    .returning({ id: userEpisodeProgress.id });
  return deleted.length > 0;
}
