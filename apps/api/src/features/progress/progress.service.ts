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
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { batchedPerDb } from '../../db/prepared';
import { podcastEpisodes, userEpisodeProgress } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { issueCertificatesForEpisode } from '../certificates/certificate-issue.service';
import { insertIfAbsent, type ProgressRow, updateIfUnchanged } from './progress-writes';

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

const byUserAndEpisode = (userId: string | Placeholder, episodeId: string | Placeholder) =>
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

type SaveResult = { progress: EpisodeProgress | null; saved: boolean };

/**
 * SPEC §4 applied to a reported value, given the episode's duration and the saved percentage (null when
 * there is no record): the resume position to keep and whether, and as what, the percentage is saved.
 */
function planSave(options: SaveProgressOptions, durationSeconds: number | null, current: number | null) {
  const duration = durationSeconds && durationSeconds > 0 ? durationSeconds : null;
  const positionSeconds = duration ? Math.min(options.positionSeconds, duration) : options.positionSeconds;
  const claimed = Math.min(clampProgress(options.progress), supportedProgress(positionSeconds, duration));
  return { positionSeconds, decision: decideProgressSave(current, claimed) };
}

/**
 * Applies SPEC §4 to a reported value. The position is a resume point, not progress: it is kept on every
 * call for an existing record (listeners go back and forth), while the percentage follows the rules.
 * Without a record, nothing is written until the rules accept a value.
 */
export async function saveProgress(options: SaveProgressOptions): Promise<SaveResult> {
  const { db, now = new Date() } = options;
  // The prepared statements run on the pool, outside a caller's transaction (an idempotent replay): that
  // rare case, like any save the fast path hands back, takes the locked path.
  const fast = db instanceof PgTransaction ? undefined : await saveWithoutLock(db, options, now);
  return fast ?? saveLocked(options, now);
}

/** What a save decides on: the published episode's duration and this user's record, if any. */
const saveStateStatement = batchedPerDb((db) =>
  db
    .select({ durationSeconds: podcastEpisodes.durationSeconds, current: userEpisodeProgress })
    .from(podcastEpisodes)
    .leftJoin(
      userEpisodeProgress,
      and(
        eq(userEpisodeProgress.episodeId, podcastEpisodes.id),
        eq(userEpisodeProgress.userId, sql.placeholder('userId')),
      ),
    )
    .where(and(eq(podcastEpisodes.id, sql.placeholder('episodeId')), eq(podcastEpisodes.status, 'published')))
    .limit(1)
    .prepare('progress_save_state'),
);

/**
 * The usual save in two statements and no transaction (issue 13: BEGIN, the row lock and COMMIT were three
 * of five): one read, then one write that applies only if the record is as read, which makes read, decision
 * and write as atomic as under the lock. Both are shared with the other saves of the same turn of the event
 * loop (db/batched.ts, progress-writes.ts). A save that completes the episode then checks its series for
 * certificates (one more statement). Undefined when another save wrote the record in between; the locked
 * path then decides again from the current record.
 */
async function saveWithoutLock(
  db: Db,
  options: SaveProgressOptions,
  now: Date,
): Promise<SaveResult | undefined> {
  const { userId, episodeId } = options;
  const [state] = await saveStateStatement(db).execute({ userId, episodeId });
  if (!state) throw notFound('No such episode.');
  const { current } = state;
  const { positionSeconds, decision } = planSave(options, state.durationSeconds, current?.progress ?? null);
  let written: ProgressRow | undefined;
  if (current) {
    const progress = decision.save ? decision.value : current.progress;
    written = await updateIfUnchanged(db, { userId, episodeId, expected: current.progress, progress, positionSeconds, now });
  } else {
    if (!decision.save) return { progress: null, saved: false };
    written = await insertIfAbsent(db, { userId, episodeId, progress: decision.value, positionSeconds, now });
  }
  if (!written) return undefined;
  // Finishing an episode may finish a series: its certificate is issued right after the write, which has
  // committed, so this tally sees it and every save before it. Two tabs finishing a series' last episodes
  // at once both tally after their own write, and the later tally sees both. Should the process stop in
  // between, the certificate is issued when it is first asked for (certificates.service: seriesCertificate).
  if (decision.save && isProgressComplete(decision.value)) {
    await issueCertificatesForEpisode({ db, userId, episodeId, now });
  }
  return { progress: toEpisodeProgress(written), saved: decision.save };
}

/** The save in one transaction with the record locked: inside a caller's transaction, and on a race. */
async function saveLocked(options: SaveProgressOptions, now: Date): Promise<SaveResult> {
  const { db, userId, episodeId } = options;
  return db.transaction(async (tx) => {
    const episode = await findEpisode(tx, episodeId);

    // Two passes at most: if a concurrent first save wins the insert, the second pass updates its row.
    for (let pass = 0; pass < 2; pass += 1) {
      // Row lock: two tabs saving at once must not interleave read and write.
      const [current] = await tx
        .select()
        .from(userEpisodeProgress)
        .where(byUserAndEpisode(userId, episodeId))
        .for('update');
      const { positionSeconds, decision } = planSave(
        options,
        episode.durationSeconds,
        current?.progress ?? null,
      );
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
