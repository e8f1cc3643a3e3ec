// Contracts of the signed-in dashboard (SPEC §2 Dashboard, §3 derived user state, §4, §9 streaks).
import { z } from 'zod';
import { continuationCard } from './progress';

/** The browser sends its IANA time zone so streak days are the user's own calendar days. */
export const dashboardQuery = z.object({ timeZone: z.string().max(64).optional() });

export const derivedUserState = z.object({
  state: z.enum(['new', 'active', 'returning']),
  hasProgress: z.boolean(),
  hasSubscriptions: z.boolean(),
  hasRecentActivity: z.boolean(),
  studyStreak: z.number().int(),
  listeningStreak: z.number().int(),
  /** Episodes with any saved progress. */
  totalProgress: z.number().int(),
  subscriptionCount: z.number().int(),
  lastPodcastName: z.string().nullable(),
  lastPodcastInternalName: z.string().nullable(),
  recommendedAction: z.object({
    label: z.enum(['Explore Series', 'Continue Studying', 'Continue Learning', 'Welcome Back']),
    href: z.enum(['/series', '/flashcards', '/#continue']),
  }),
});
export type DerivedUserState = z.infer<typeof derivedUserState>;

export const dashboardTopic = z.object({
  id: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  imageUrl: z.string().nullable(),
  topicType: z.string(),
  isPremium: z.boolean(),
});
export type DashboardTopic = z.infer<typeof dashboardTopic>;

/** Issue 15: this ISO week's progress toward the weekly goal, and whether its grace day is spent. */
export const streakWeek = z.object({
  activeDays: z.number().int(),
  goal: z.number().int(),
  met: z.boolean(),
  graceUsedThisWeek: z.boolean(),
});
export type StreakWeek = z.infer<typeof streakWeek>;

export const dashboardResponse = z.object({
  userState: derivedUserState,
  /** The card for the most recently listened episode's series (SPEC §7 user_latest_progress), or null. */
  latest: continuationCard.nullable(),
  /** SPEC §9: home topics limit 3, ordered by name. */
  topics: z.array(dashboardTopic),
  /** Beside each daily streak (which forgives one missed day per ISO week): the weekly goal. */
  streakWeeks: z.object({ study: streakWeek, listening: streakWeek }),
  timeZone: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
