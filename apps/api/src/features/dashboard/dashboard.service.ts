// The signed-in dashboard (SPEC §2): derived user state with streaks (§3, §4, §9), the latest-progress
// card and home topics.
import {
  computeForgivingStreak,
  computeWeeklyGoal,
  type DashboardResponse,
  decideUserState,
  DEFAULT_TIME_ZONE,
  isValidTimeZone,
} from '@rooted/shared';
import type { Db } from '../../db/client';
import { cardForEpisode, seriesCard } from '../series-continuation/continuation.service';
import {
  completedListenDays,
  countProgress,
  countSubscriptions,
  homeTopics,
  latestListen,
  latestSubscribedSeriesId,
  rememberTimeZone,
  reviewDays,
  storedTimeZone,
} from './dashboard.queries';

/**
 * The browser's zone wins and is remembered, so other server-side day boundaries can use it later;
 * then the stored one; then UTC. `known` is the stored zone when this request has already read it.
 */
async function resolveTimeZone(db: Db, userId: string, sent: string | undefined, known?: { timeZone: string | null }): Promise<string> {
  const stored = known ? known.timeZone : await storedTimeZone(db, userId);
  if (isValidTimeZone(sent)) {
    if (sent !== stored) await rememberTimeZone(db, userId, sent);
    return sent;
  }
  return isValidTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** The latest listen's card; before any listening, the newest subscribed series' card (a place to start). */
async function latestCard(options: {
  db: Db;
  userId: string;
  episodeId: string | null;
  hasSubscriptions: boolean;
  now: Date;
}) {
  const { db, userId, episodeId, hasSubscriptions, now } = options;
  if (episodeId) return cardForEpisode({ db, episodeId, userId, includeHidden: true, now });
  const seriesId = hasSubscriptions ? await latestSubscribedSeriesId(db, userId) : null;
  return seriesId ? seriesCard({ db, seriesId, userId, includeHidden: true, now }) : null;
}

export async function getDashboard(options: {
  db: Db;
  userId: string;
  timeZone?: string;
  /** The users row's settings when this request has already read them (c.var.userSettings). */
  stored?: { timeZone: string | null };
  now?: Date;
}): Promise<DashboardResponse> {
  const { db, userId, now = new Date() } = options;
  const timeZone = await resolveTimeZone(db, userId, options.timeZone, options.stored);
  const [totalProgress, subscriptionCount, latest, reviews, listens, topics] = await Promise.all([
    countProgress(db, userId),
    countSubscriptions(db, userId),
    latestListen(db, userId),
    reviewDays(db, userId, timeZone, now),
    completedListenDays(db, userId, timeZone, now),
    homeTopics(db),
  ]);
  // Issue 15: streaks forgive one missed day per ISO week; a weekly goal is shown beside them.
  const study = computeForgivingStreak({ activity: reviews, timeZone, now });
  const listening = computeForgivingStreak({ activity: listens, timeZone, now });
  const studyStreak = study.days;
  const listeningStreak = listening.days;
  const streakWeeks = {
    study: { ...computeWeeklyGoal({ activity: reviews, timeZone, now }), graceUsedThisWeek: study.graceUsedThisWeek },
    listening: { ...computeWeeklyGoal({ activity: listens, timeZone, now }), graceUsedThisWeek: listening.graceUsedThisWeek },
  };
  const decision = decideUserState({
    hasProgress: totalProgress > 0,
    hasSubscriptions: subscriptionCount > 0,
    lastListenedAt: latest?.lastListenedAt ?? null,
    studyStreak,
    listeningStreak,
    now,
  });
  const card = await latestCard({
    db,
    userId,
    episodeId: latest?.episodeId ?? null,
    hasSubscriptions: subscriptionCount > 0,
    now,
  });
  return {
    userState: {
      ...decision,
      hasProgress: totalProgress > 0,
      hasSubscriptions: subscriptionCount > 0,
      studyStreak,
      listeningStreak,
      totalProgress,
      subscriptionCount,
      lastPodcastName: latest?.podcastName ?? null,
      lastPodcastInternalName: latest?.podcastInternalName ?? null,
    },
    latest: card,
    topics,
    streakWeeks,
    timeZone,
  };
}
