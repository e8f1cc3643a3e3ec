// Issuing: the server alone decides that a series is complete (SPEC §4 'completed': at least one episode and
// every published episode at 90 or more) and writes the certificate once. The unique (user, series) key makes
// it idempotent, and the row is never recomputed, so it stays valid when the series later gains episodes.
import { randomBytes } from 'node:crypto';
import { COMPLETION_THRESHOLD } from '@rooted/shared';
import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import {
  certificates,
  podcastEpisodes,
  podcastSeriesConfig,
  podcasts,
  seriesEpisodes,
  userEpisodeProgress,
  users,
} from '../../db/schema';
import { isSupporterNow } from '../auth/session';

/** 144 random bits, base64url: unguessable, and short enough to read aloud from a printed copy. */
export const newCertificateCode = () => randomBytes(18).toString('base64url');

/**
 * Per series that `which` selects: its published episodes and how many of them this user has completed
 * (SPEC §4: complete at 90 or more).
 */
function talliesBySeries(db: Db | Tx, userId: string | Placeholder, which: SQL) {
  return db
    .select({
      seriesId: seriesEpisodes.seriesId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${userEpisodeProgress.progress} >= ${COMPLETION_THRESHOLD})::int`,
    })
    .from(seriesEpisodes)
    .innerJoin(podcastEpisodes, and(eq(podcastEpisodes.id, seriesEpisodes.episodeId), eq(podcastEpisodes.status, 'published')))
    .leftJoin(
      userEpisodeProgress,
      and(eq(userEpisodeProgress.episodeId, podcastEpisodes.id), eq(userEpisodeProgress.userId, userId)),
    )
    .where(which)
    .groupBy(seriesEpisodes.seriesId);
}

/** Published episodes in the series and how many of them this user has completed. */
async function seriesTally(db: Db | Tx, userId: string, seriesId: string) {
  const [row] = await talliesBySeries(db, userId, eq(seriesEpisodes.seriesId, seriesId));
  return row ?? { total: 0, done: 0 };
}

/** Writes the certificate of a series the user has completed (`total` published episodes); nothing if one exists. */
async function issue(options: { db: Db | Tx; userId: string; seriesId: string; total: number; now: Date }) {
  const { db, userId, seriesId, total, now } = options;
  const [facts] = await db
    .select({
      seriesName: podcastSeriesConfig.name,
      podcastName: podcasts.name,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      supporterSince: users.supporterSince,
      supporterUntil: users.supporterUntil,
    })
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(podcastSeriesConfig.id, seriesId));
  if (!facts) return false;
  const inserted = await db
    .insert(certificates)
    .values({
      userId,
      seriesId,
      code: newCertificateCode(),
      recipientName: [facts.firstName, facts.lastName].filter(Boolean).join(' ').trim() || facts.name,
      seriesName: facts.seriesName,
      podcastName: facts.podcastName,
      episodeCount: total,
      // The badge records the tier at the moment of completion (SPEC §1 supporter badge).
      supporter: isSupporterNow(facts.supporterSince, facts.supporterUntil, now),
      issuedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: certificates.id });
  return inserted.length > 0;
}

const isComplete = ({ total, done }: { total: number; done: number }) => total > 0 && done >= total;

/** Writes the certificate if the series is complete for this user; does nothing if one exists. */
export async function issueIfComplete(options: { db: Db | Tx; userId: string; seriesId: string; now?: Date }) {
  const { db, userId, seriesId, now = new Date() } = options;
  const tally = await seriesTally(db, userId, seriesId);
  return isComplete(tally) && issue({ db, userId, seriesId, total: tally.total, now });
}

/** The tallies of every series holding the episode. */
function episodeTallies(db: Db | Tx, userId: string | Placeholder, episodeId: string | Placeholder) {
  const homes = alias(seriesEpisodes, 'home');
  return talliesBySeries(
    db,
    userId,
    inArray(seriesEpisodes.seriesId, db.select({ seriesId: homes.seriesId }).from(homes).where(eq(homes.episodeId, episodeId))),
  );
}

const episodeTalliesStatement = preparedPerDb((db) =>
  episodeTallies(db, sql.placeholder('userId'), sql.placeholder('episodeId')).prepare('certificates_episode_tallies'),
);

/**
 * Called by a progress save that completes an episode: every series holding that episode is checked, so
 * finishing the last episode of a series issues its certificate. One statement tallies them all (prepared
 * outside a transaction; a completing save sends as few statements as it can, issue 13).
 */
export async function issueCertificatesForEpisode(options: { db: Db | Tx; userId: string; episodeId: string; now?: Date }) {
  const { db, userId, episodeId, now = new Date() } = options;
  const tallies =
    db instanceof PgTransaction
      ? await episodeTallies(db, userId, episodeId)
      : await episodeTalliesStatement(db).execute({ userId, episodeId });
  for (const tally of tallies) if (isComplete(tally)) await issue({ db, userId, seriesId: tally.seriesId, total: tally.total, now });
}
