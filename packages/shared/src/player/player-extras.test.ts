import { describe, expect, it } from 'vitest';
import { chapterAt, nextChapterStart, previousChapterStart } from './chapters';
import {
  advanceSleepTimer,
  formatSleepRemaining,
  sleepFadeVolume,
  sleepTimerExpired,
  sleepTimerLabel,
  sleepTimerRemainingSeconds,
  startSleepTimer,
  SLEEP_TIMER_CHOICES,
} from './sleep-timer';

const CHAPTERS = [
  { start: 0, title: 'A letter from chains' },
  { start: 18, title: 'Grace as a gift' },
  { start: 8.1, title: 'But God' }, // out of order on purpose: the helpers sort
  { start: 36.5, title: "God's handiwork" },
];

describe('chapter navigation: the current chapter', () => {
  it.each([
    [0, 'A letter from chains'],
    [8.05, 'But God'], // a hair before a start counts as that chapter (a jump lands a hair early)
    [17.8, 'But God'],
    [18, 'Grace as a gift'],
    [99, "God's handiwork"],
  ])('at %s s → %s', (time, title) => expect(chapterAt(CHAPTERS, time)?.title).toBe(title));

  it('is null before the first chapter or without chapters', () => {
    expect(chapterAt([{ start: 5, title: 'Late start' }], 1)).toBeNull();
    expect(chapterAt([], 10)).toBeNull();
  });
});

describe('chapter navigation: next chapter jumps to the following start', () => {
  it.each([
    [0, 8.1],
    [8.1, 18], // standing at a start goes on to the next one
    [20, 36.5],
    [36.5, null], // the last chapter has no next
  ])('at %s s → %s', (time, start) => expect(nextChapterStart(CHAPTERS, time)).toBe(start));
});

describe('chapter navigation: previous restarts the chapter after 3 s, else goes one back', () => {
  it.each([
    [25, 18], // 7 s into "Grace as a gift": back to its start
    [19, 8.1], // 1 s in: to the chapter before
    [18, 8.1],
    [8.1, 0],
    [2, null], // first chapter, within the grace: nothing before
    [12, 8.1], // 3.9 s into "But God": its start
  ])('at %s s → %s', (time, start) => expect(previousChapterStart(CHAPTERS, time)).toBe(start));
});

describe('sleep timer: 5, 15, 30, 60 minutes or end of episode', () => {
  it('offers exactly those choices with their labels', () => {
    expect(SLEEP_TIMER_CHOICES.map(sleepTimerLabel)).toEqual([
      '5 minutes',
      '15 minutes',
      '30 minutes',
      '60 minutes',
      'End of episode',
    ]);
  });

  it('counts down listening time only: it stands still while paused', () => {
    let timer = startSleepTimer(5);
    const audio = { currentTime: 0, duration: 600, playbackRate: 1 };
    expect(sleepTimerRemainingSeconds(timer, audio)).toBe(300);
    timer = advanceSleepTimer(timer, 60_000, true);
    timer = advanceSleepTimer(timer, 120_000, false);
    expect(sleepTimerRemainingSeconds(timer, audio)).toBe(240);
    timer = advanceSleepTimer(timer, 10 * 60_000, true);
    expect(sleepTimerRemainingSeconds(timer, audio)).toBe(0);
    expect(sleepTimerExpired(sleepTimerRemainingSeconds(timer, audio))).toBe(true);
  });

  it('"end of episode" is the audio left at the current speed, unknown without a duration', () => {
    const timer = startSleepTimer('end');
    expect(sleepTimerRemainingSeconds(timer, { currentTime: 40, duration: 100, playbackRate: 1 })).toBe(60);
    expect(sleepTimerRemainingSeconds(timer, { currentTime: 40, duration: 100, playbackRate: 2 })).toBe(30);
    expect(sleepTimerRemainingSeconds(timer, { currentTime: 0, duration: NaN, playbackRate: 1 })).toBeNull();
    expect(advanceSleepTimer(timer, 5000, true)).toBe(timer);
    expect(sleepTimerExpired(null)).toBe(false);
  });
});

describe('sleep timer: the volume fades out over the last 10 s', () => {
  it.each([
    [null, 1],
    [600, 1],
    [10, 1],
    [5, 0.25],
    [1, 0.01],
    [0, 0],
    [-1, 0],
  ])('with %s s left → volume %s', (remaining, volume) => expect(sleepFadeVolume(remaining)).toBeCloseTo(volume, 5));

  it('only ever goes down as the end comes closer', () => {
    let last = 1;
    for (let left = 12; left >= 0; left -= 0.25) {
      const volume = sleepFadeVolume(left);
      expect(volume).toBeLessThanOrEqual(last);
      last = volume;
    }
  });

  it('shows the remaining time as a countdown', () => {
    expect(formatSleepRemaining(300)).toBe('5:00');
    expect(formatSleepRemaining(59.2)).toBe('1:00');
    expect(formatSleepRemaining(3600)).toBe('1:00:00');
    expect(formatSleepRemaining(null)).toBe('');
  });
});
