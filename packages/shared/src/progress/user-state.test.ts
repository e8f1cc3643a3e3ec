import { describe, expect, it } from 'vitest';
import { decideUserState, listenedRecently } from './user-state';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('SPEC §4 dashboard user state and recommended action', () => {
  it.each([
    ['new: no progress and no subscriptions', false, false, null, 0, 0, 'new', 'Explore Series', '/series'],
    [
      'new even with a study streak (new is decided first)',
      false,
      false,
      null,
      3,
      0,
      'new',
      'Explore Series',
      '/series',
    ],
    [
      'active: listened in the last 7 days',
      true,
      false,
      daysAgo(2),
      0,
      0,
      'active',
      'Continue Learning',
      '/#continue',
    ],
    [
      'active: exactly 7 days ago still counts',
      true,
      false,
      daysAgo(7),
      0,
      0,
      'active',
      'Continue Learning',
      '/#continue',
    ],
    [
      'active: study streak above 0',
      true,
      false,
      daysAgo(30),
      2,
      0,
      'active',
      'Continue Studying',
      '/flashcards',
    ],
    [
      'active: listening streak above 0',
      false,
      true,
      null,
      0,
      1,
      'active',
      'Continue Learning',
      '/#continue',
    ],
    [
      'active: study streak greater than listening → Continue Studying',
      true,
      true,
      daysAgo(1),
      5,
      4,
      'active',
      'Continue Studying',
      '/flashcards',
    ],
    [
      'active: equal streaks → Continue Learning',
      true,
      true,
      daysAgo(1),
      4,
      4,
      'active',
      'Continue Learning',
      '/#continue',
    ],
    [
      'returning: progress but nothing recent',
      true,
      false,
      daysAgo(8),
      0,
      0,
      'returning',
      'Welcome Back',
      '/#continue',
    ],
    ['returning: only subscriptions', false, true, null, 0, 0, 'returning', 'Welcome Back', '/#continue'],
  ] as const)(
    '%s',
    (
      _name,
      hasProgress,
      hasSubscriptions,
      lastListenedAt,
      studyStreak,
      listeningStreak,
      state,
      label,
      href,
    ) => {
      const decision = decideUserState({
        hasProgress,
        hasSubscriptions,
        lastListenedAt,
        studyStreak,
        listeningStreak,
        now,
      });
      expect(decision.state).toBe(state);
      expect(decision.recommendedAction).toEqual({ label, href });
    },
  );

  it('SPEC §9: recently active means within 7 days', () => {
    expect(listenedRecently(daysAgo(6.9), now)).toBe(true);
    expect(listenedRecently(daysAgo(7.1), now)).toBe(false);
    expect(listenedRecently(null, now)).toBe(false);
  });
});
