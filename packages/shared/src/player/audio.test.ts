import { describe, expect, it } from 'vitest';
import { formatPlaybackTime, normalizeAudioUrl, playbackRateOf, resumePosition, skipTo } from './audio';

describe('SPEC §4: a URL starting with // gets https: prefixed', () => {
  it.each([
    ['//cdn.example.com/a.mp3', 'https://cdn.example.com/a.mp3'],
    ['https://cdn.example.com/a.mp3', 'https://cdn.example.com/a.mp3'],
    ['/media/demo/audio/a.mp3', '/media/demo/audio/a.mp3'],
    [' //x.y/z.mp3 ', 'https://x.y/z.mp3'],
  ])('%s → %s', (url, expected) => expect(normalizeAudioUrl(url)).toBe(expected));
});

describe('SPEC §4: speed applied as a number (default 1)', () => {
  it.each([
    ['1', 1],
    ['1.5', 1.5],
    ['0.75', 0.75],
    ['', 1],
    ['fast', 1],
    ['-2', 1],
  ])('%j → %s', (speed, rate) => expect(playbackRateOf(speed)).toBe(rate));
});

describe('SPEC §9: skip back 10 s and forward 30 s stay inside the episode', () => {
  it.each([
    [5, -10, 60, 0],
    [40, -10, 60, 30],
    [40, 30, 60, 60],
    [10, 30, 60, 40],
    [10, 30, null, 40],
  ])('at %s, skip %s (duration %s) → %s', (current, delta, duration, expected) =>
    expect(skipTo(current, delta, duration)).toBe(expected),
  );
});

describe('elapsed and remaining time labels', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [65, '1:05'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [null, '0:00'],
  ])('%s s → %s', (seconds, label) => expect(formatPlaybackTime(seconds)).toBe(label));
});

describe('resume where the listener stopped', () => {
  it.each([
    ['no record', null, 60, 0],
    ['mid-episode', { positionSeconds: 25, progress: 40 }, 60, 25],
    ['finished episode starts again', { positionSeconds: 60, progress: 100 }, 60, 0],
    ['in the last 5 seconds starts again', { positionSeconds: 57, progress: 85 }, 60, 0],
    ['unknown duration keeps the position', { positionSeconds: 57, progress: 85 }, null, 57],
  ])('%s', (_name, saved, duration, expected) => expect(resumePosition(saved, duration)).toBe(expected));
});
