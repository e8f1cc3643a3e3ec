// API tests of the dashboard: SPEC §4 user state, §9 streaks in the user's time zone, home topics.
import type { DashboardResponse } from '@rooted/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  flashcardDecks,
  flashcardReviewLog,
  flashcards,
  podcasts,
  podcastSeriesConfig,
  userEpisodeProgress,
  users,
} from '../../db/schema';
import { dashboardSummary } from './dashboard.queries';
import { getDashboard } from './dashboard.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

async function dashboard(user: TestUser, timeZone = 'UTC'): Promise<DashboardResponse> {
  const res = await t.request(`/api/dashboard?timeZone=${encodeURIComponent(timeZone)}`, {
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as DashboardResponse;
}

async function reviewsAt(userId: string, instants: string[]) {
  const [deck] = await t.deps.db.insert(flashcardDecks).values({ userId, name: 'Deck' }).returning();
  const [card] = await t.deps.db
    .insert(flashcards)
    .values({ deckId: deck!.id, userId, flashcardType: 'verse_to_text', book: 43, chapter: 3, verseFrom: 16 })
    .returning();
  await t.deps.db
    .insert(flashcardReviewLog)
    .values(instants.map((at) => ({ userId, flashcardId: card!.id, rating: 3, reviewedAt: new Date(at) })));
}

async function completedAt(userId: string, episodeId: string, at: string) {
  await t.deps.db
    .insert(userEpisodeProgress)
    .values({ userId, episodeId, progress: 100, positionSeconds: 50, lastListenedAt: new Date(at) });
}

describe('dashboard (SPEC §2, §4 user state)', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/dashboard')).status).toBe(401);
  });

  it('a new user: state new, Explore Series, no latest card, 3 topics by name', async () => {
    const user = await createSignedInUser(t);
    const d = await dashboard(user);
    expect(d.userState).toMatchObject({
      state: 'new',
      hasProgress: false,
      hasSubscriptions: false,
      studyStreak: 0,
      listeningStreak: 0,
    });
    expect(d.userState.recommendedAction).toEqual({ label: 'Explore Series', href: '/series' });
    expect(d.latest).toBeNull();
    const names = d.topics.map((x) => x.name);
    expect(names).toHaveLength(3);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('after listening: active, Continue Learning, and the latest-progress card for that series', async () => {
    const user = await createSignedInUser(t);
    await t.request('/api/progress/parables-1-the-prodigal-son', {
      method: 'PUT',
      json: { progress: 40, positionSeconds: 27 },
      cookie: user.cookie,
    });
    const d = await dashboard(user);
    expect(d.userState).toMatchObject({
      state: 'active',
      hasProgress: true,
      totalProgress: 1,
      hasRecentActivity: true,
      lastPodcastName: 'Grace Notes (Demo)',
    });
    expect(d.userState.recommendedAction).toEqual({ label: 'Continue Learning', href: '/#continue' });
    expect(d.latest).toMatchObject({
      seriesId: 'parables-of-grace',
      type: 'continue',
      continueLabel: 'Start the Series',
    });
  });

  it("reads the user's progress in the card's series only", async () => {
    const user = await createSignedInUser(t);
    await completedAt(user.id, 'parables-1-the-prodigal-son', '2026-01-01T10:00:00Z');
    await completedAt(user.id, 'daily-scroll-welcome', '2026-01-02T10:00:00Z');
    await completedAt(user.id, 'letters-1-saved-by-grace', '2026-01-03T10:00:00Z');
    await completedAt(user.id, 'letters-2-joy-in-chains', '2026-01-04T10:00:00Z');
    const summary = await dashboardSummary(t.deps.db, {
      userId: user.id,
      timeZone: 'UTC',
      now: new Date('2026-01-05T10:00:00Z'),
    });
    expect(summary?.cardSeriesId).toBe('letters-from-prison');
    expect(summary?.cardProgress.map(([id]) => id).sort()).toEqual([
      'letters-1-saved-by-grace',
      'letters-2-joy-in-chains',
    ]);
  });

  it("after listening to an episode outside any series: its podcast's standalone card, even with subscriptions", async () => {
    const user = await createSignedInUser(t);
    await t.request('/api/subscriptions/letters-from-prison', { method: 'PUT', cookie: user.cookie });
    await t.request('/api/progress/daily-scroll-welcome', {
      method: 'PUT',
      json: { progress: 40, positionSeconds: 27 },
      cookie: user.cookie,
    });
    const d = await dashboard(user);
    expect(d.latest).toMatchObject({
      kind: 'standalone',
      seriesId: null,
      podcastSlug: 'the-daily-scroll-(demo)',
    });
  });

  it("the latest series' card is its Continue Listening card, shown even when its podcast is hidden", async () => {
    const user = await createSignedInUser(t);
    await t.request('/api/progress/letters-2-joy-in-chains', {
      method: 'PUT',
      json: { progress: 100, positionSeconds: 50 },
      cookie: user.cookie,
    });
    const continueListening = () =>
      t.request('/api/continue-listening/series/letters-from-prison', { cookie: user.cookie });
    const shown = (await dashboard(user)).latest;
    expect(shown).toEqual(((await (await continueListening()).json()) as { card: unknown }).card);
    expect(shown).toMatchObject({ seriesId: 'letters-from-prison', completedCount: 1 });
    // SPEC §6 hides the podcast from everyone but admins; the dashboard still shows the user's own history.
    const [series] = await t.deps.db
      .select({ podcastId: podcastSeriesConfig.podcastId })
      .from(podcastSeriesConfig)
      .where(eq(podcastSeriesConfig.id, 'letters-from-prison'));
    const setStatus = (status: string) =>
      t.deps.db.update(podcasts).set({ status }).where(eq(podcasts.id, series!.podcastId));
    await setStatus('hidden');
    try {
      expect((await continueListening()).status).toBe(404);
      expect((await dashboard(user)).latest).toEqual(shown);
    } finally {
      await setStatus('active');
    }
  });

  it('subscriptions alone make a returning user', async () => {
    const user = await createSignedInUser(t);
    await t.request('/api/subscriptions/letters-from-prison', { method: 'PUT', cookie: user.cookie });
    const d = await dashboard(user);
    expect(d.userState).toMatchObject({ state: 'returning', subscriptionCount: 1 });
    expect(d.userState.recommendedAction).toEqual({ label: 'Welcome Back', href: '/#continue' });
    // Nothing listened yet: the card offers the subscribed series.
    expect(d.latest).toMatchObject({ seriesId: 'letters-from-prison', continueLabel: 'Start the Series' });
  });

  it('remembers the browser time zone and ignores an invalid one', async () => {
    const user = await createSignedInUser(t);
    expect((await dashboard(user, 'America/Chicago')).timeZone).toBe('America/Chicago');
    const [row] = await t.deps.db.select({ tz: users.timezone }).from(users).where(eq(users.id, user.id));
    expect(row?.tz).toBe('America/Chicago');
    expect((await dashboard(user, 'Not/AZone')).timeZone).toBe('America/Chicago');
  });
});

describe('streaks (SPEC §9) computed over local days in the user time zone', () => {
  it('study streak from reviews, listening streak from completed episodes, across a time-zone change', async () => {
    const user = await createSignedInUser(t);
    // Evenings in New York: 22:30 local on 6, 7 and 8 March 2026 (DST starts on the 8th) = next day in UTC.
    await reviewsAt(user.id, ['2026-03-07T03:30:00Z', '2026-03-08T03:30:00Z', '2026-03-09T02:30:00Z']);
    await completedAt(user.id, 'psalms-1-the-lord-is-my-shepherd', '2026-03-09T02:30:00Z');
    await completedAt(user.id, 'psalms-2-why-so-downcast', '2026-03-08T03:30:00Z');
    const now = new Date('2026-03-09T15:00:00Z'); // 11:00 on 9 March in New York: today has nothing yet
    const ny = await getDashboard({ db: t.deps.db, userId: user.id, timeZone: 'America/New_York', now });
    expect(ny.userState).toMatchObject({ studyStreak: 3, listeningStreak: 2, state: 'active' });
    expect(ny.userState.recommendedAction).toEqual({ label: 'Continue Studying', href: '/flashcards' });
    // The same history in UTC: 7, 8 and 9 March; today (9 March) counts.
    const utc = await getDashboard({ db: t.deps.db, userId: user.id, timeZone: 'UTC', now });
    expect(utc.userState).toMatchObject({ studyStreak: 3, listeningStreak: 2 });
    // Two days later in New York the run is broken (neither today nor yesterday).
    const later = await getDashboard({
      db: t.deps.db,
      userId: user.id,
      timeZone: 'America/New_York',
      now: new Date('2026-03-11T15:00:00Z'),
    });
    expect(later.userState).toMatchObject({ studyStreak: 0, listeningStreak: 0 });
  });

  it("another user's reviews and listens never count", async () => {
    const user = await createSignedInUser(t);
    const d = await dashboard(user);
    expect(d.userState).toMatchObject({ studyStreak: 0, listeningStreak: 0 });
  });
});

describe('streaks that forgive (issue 15): one grace day per ISO week, a weekly goal beside the streak', () => {
  // The week of Monday 9 March 2026, in New York (reviews at noon local time, 16:00 UTC).
  const now = new Date('2026-03-13T20:00:00Z'); // Friday 13 March, 16:00 in New York

  it('a single missed day this week keeps the streak, uses the grace day and counts toward "3 of 5"', async () => {
    const user = await createSignedInUser(t);
    await reviewsAt(user.id, [
      '2026-03-09T16:00:00Z',
      '2026-03-10T16:00:00Z',
      '2026-03-12T16:00:00Z',
      '2026-03-13T16:00:00Z',
    ]);
    const d = await getDashboard({ db: t.deps.db, userId: user.id, timeZone: 'America/New_York', now });
    expect(d.userState.studyStreak).toBe(4);
    expect(d.streakWeeks.study).toEqual({ activeDays: 4, goal: 5, met: false, graceUsedThisWeek: true });
    expect(d.streakWeeks.listening).toEqual({ activeDays: 0, goal: 5, met: false, graceUsedThisWeek: false });
  });

  it('two missed days in the same week break the streak', async () => {
    const user = await createSignedInUser(t);
    await reviewsAt(user.id, ['2026-03-09T16:00:00Z', '2026-03-12T16:00:00Z', '2026-03-13T16:00:00Z']);
    const d = await getDashboard({ db: t.deps.db, userId: user.id, timeZone: 'America/New_York', now });
    expect(d.userState.studyStreak).toBe(2);
  });

  it('the weekly goal is met at 5 listening days, counted in the user time zone', async () => {
    const user = await createSignedInUser(t);
    const episodes = [
      'psalms-1-the-lord-is-my-shepherd',
      'psalms-2-why-so-downcast',
      'psalms-3-be-still-and-know',
      'psalms-4-i-lift-up-my-eyes',
      'psalms-5-known-and-loved',
    ];
    // 21:30 in New York on Monday to Friday = 01:30 UTC the next day.
    for (const [i, id] of episodes.entries())
      await completedAt(user.id, id, `2026-03-${String(10 + i).padStart(2, '0')}T01:30:00Z`);
    const later = new Date('2026-03-14T03:00:00Z'); // Friday 23:00 in New York
    const ny = await getDashboard({
      db: t.deps.db,
      userId: user.id,
      timeZone: 'America/New_York',
      now: later,
    });
    expect(ny.streakWeeks.listening).toMatchObject({ activeDays: 5, met: true });
    expect(ny.userState.listeningStreak).toBe(5);
    // In UTC the first listen falls on Tuesday and "now" is already Saturday: 5 days, Tuesday to Saturday.
    const utc = await getDashboard({ db: t.deps.db, userId: user.id, timeZone: 'UTC', now: later });
    expect(utc.streakWeeks.listening.activeDays).toBe(5);
  });
});
