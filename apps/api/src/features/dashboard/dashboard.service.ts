// The signed-in dashboard (SPEC §2): derived user state with streaks (§3, §4, §9), the latest-progress
// card and home topics.
import {
  type DashboardResponse,
  decideUserState,
  DEFAULT_TIME_ZONE,
  forgivingStreakOfDays,
  isValidTimeZone,
  streakToday,
  weeklyGoalOfDays,
} from '@rooted/shared';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { withProgress } from '../episodes/episodes-with-progress';
import { catalogueSeriesCard } from '../series-continuation/continuation.queries';
import { cardForEpisode, cardOfSeriesRow } from '../series-continuation/continuation.service';
import {
  dashboardSummary,
  homeTopics,
  podcastOfEpisode,
  rememberTimeZone,
  storedTimeZone,
} from './dashboard.queries';

/**
 * The browser's zone wins and is remembered, so other server-side day boundaries can use it later;
 * then the stored one; then UTC. `known` is the stored zone when this request has already read it.
 */
async function resolveTimeZone(
  db: Db,
  userId: string,
  sent: string | undefined,
  known?: { timeZone: string | null },
): Promise<string> {
  const stored = known ? known.timeZone : await storedTimeZone(db, userId);
  if (isValidTimeZone(sent)) {
    if (sent !== stored) await rememberTimeZone(db, userId, sent);
    return sent;
  }
  return isValidTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/**
 * The latest listen's card (its series', or its podcast's standalone episodes'); before any listening,
 * the newest subscribed series' card (a place to start).
 */
async function latestCard(options: {
  db: Db;
  userId: string;
  latest: { episodeId: string } | null;
  /** The series the summary picked for the card (null for a standalone latest episode, or nothing yet). */
  cardSeriesId: string | null;
  /** The user's progress in that series, from the summary too: with the series kept, the card costs no statement. */
  cardProgress: [string, number][];
  now: Date;
}) {
  const { db, userId, latest, now } = options;
  if (options.cardSeriesId) {
    const series = await catalogueSeriesCard(db, options.cardSeriesId);
    const card = series && { ...series, episodes: withProgress(series.episodes, options.cardProgress) };
    return cardOfSeriesRow(card, { userId, includeHidden: true, now });
  }
  // An episode outside any series still goes through cardForEpisode (its podcast's standalone card).
  return latest
    ? cardForEpisode({ db, episodeId: latest.episodeId, userId, includeHidden: true, now })
    : null;
}

export async function getDashboard(options: {
  db: Db;
  userId: string;
  timeZone?: string;
  /** The users row's settings when this request has already read them (c.get('userSettings')). */
  stored?: { timeZone: string | null };
  now?: Date;
}): Promise<DashboardResponse> {
  const { db, userId, now = new Date() } = options;
  const timeZone = await resolveTimeZone(db, userId, options.timeZone, options.stored);
  const [summary, topics] = await Promise.all([
    dashboardSummary(db, { userId, timeZone, now }),
    homeTopics(db),
  ]);
  // The session check has just read this user: no row means the account was deleted since.
  if (!summary) throw unauthorized();
  const { totalProgress, subscriptionCount, latest } = summary;
  // Issue 15: streaks forgive one missed day per ISO week; a weekly goal is shown beside them. The summary
  // names the active days in the user's zone already, as epochDay numbers.
  const reviews = new Set(summary.reviewDays);
  const listens = new Set(summary.completedListenDays);
  const today = streakToday(now, timeZone);
  const study = forgivingStreakOfDays(reviews, today);
  const listening = forgivingStreakOfDays(listens, today);
  const studyStreak = study.days;
  const listeningStreak = listening.days;
  const streakWeeks = {
    study: { ...weeklyGoalOfDays(reviews, today), graceUsedThisWeek: study.graceUsedThisWeek },
    listening: { ...weeklyGoalOfDays(listens, today), graceUsedThisWeek: listening.graceUsedThisWeek },
  };
  const decision = decideUserState({
    hasProgress: totalProgress > 0,
    hasSubscriptions: subscriptionCount > 0,
    lastListenedAt: latest?.lastListenedAt ?? null,
    studyStreak,
    listeningStreak,
    now,
  });
  const [card, lastPodcast] = await Promise.all([
    latestCard({
      db,
      userId,
      latest,
      cardSeriesId: summary.cardSeriesId,
      cardProgress: summary.cardProgress,
      now,
    }),
    latest && podcastOfEpisode(db, latest.episodeId),
  ]);
  return {
    userState: {
      ...decision,
      hasProgress: totalProgress > 0,
      hasSubscriptions: subscriptionCount > 0,
      studyStreak,
      listeningStreak,
      totalProgress,
      subscriptionCount,
      lastPodcastName: lastPodcast?.podcastName ?? null,
      lastPodcastInternalName: lastPodcast?.podcastInternalName ?? null,
    },
    latest: card,
    topics,
    streakWeeks,
    timeZone,
  };
}
