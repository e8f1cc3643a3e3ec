// SPEC §4 "Dashboard user state" and §3 "Derived user state".

/** SPEC §9: recently active within 7 days. */
export const RECENT_ACTIVITY_DAYS = 7;

export type DashboardUserState = 'new' | 'active' | 'returning';

export interface RecommendedAction {
  label: 'Explore Series' | 'Continue Studying' | 'Continue Learning' | 'Welcome Back';
  href: '/series' | '/flashcards' | '/#continue';
}

export interface UserStateInput {
  hasProgress: boolean;
  hasSubscriptions: boolean;
  lastListenedAt: Date | string | null;
  studyStreak: number;
  listeningStreak: number;
  now?: Date;
}

export interface UserStateDecision {
  state: DashboardUserState;
  hasRecentActivity: boolean;
  recommendedAction: RecommendedAction;
}

export function listenedRecently(lastListenedAt: Date | string | null, now: Date = new Date()): boolean {
  if (!lastListenedAt) return false;
  const last = new Date(lastListenedAt).getTime();
  return now.getTime() - last <= RECENT_ACTIVITY_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * In SPEC order: new (no progress and no subscriptions) → Explore Series (/series); active (listened in the
 * last 7 days, or study streak above 0, or listening streak above 0) → Continue Studying (/flashcards) when
 * the study streak is greater than the listening streak, else Continue Learning (/#continue); returning
 * otherwise → Welcome Back (/#continue).
 */
export function decideUserState(input: UserStateInput): UserStateDecision {
  const { hasProgress, hasSubscriptions, studyStreak, listeningStreak } = input;
  const hasRecentActivity = listenedRecently(input.lastListenedAt, input.now);
  if (!hasProgress && !hasSubscriptions) {
    return {
      state: 'new',
      hasRecentActivity,
      recommendedAction: { label: 'Explore Series', href: '/series' },
    };
  }
  if (hasRecentActivity || studyStreak > 0 || listeningStreak > 0) {
    const recommendedAction: RecommendedAction =
      studyStreak > listeningStreak
        ? { label: 'Continue Studying', href: '/flashcards' }
        : { label: 'Continue Learning', href: '/#continue' };
    return { state: 'active', hasRecentActivity, recommendedAction };
  }
  return {
    state: 'returning',
    hasRecentActivity,
    recommendedAction: { label: 'Welcome Back', href: '/#continue' },
  };
}
