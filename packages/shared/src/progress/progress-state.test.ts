import { describe, expect, it } from 'vitest';
import { progressState } from './progress-state';

describe('episode progress display (SPEC §4: not started when empty or 0, in progress below 90, complete at 90 or more)', () => {
  it.each([
    [null, 'not_started'],
    [undefined, 'not_started'],
    [0, 'not_started'],
    [1, 'in_progress'],
    [89, 'in_progress'],
    [89.9, 'in_progress'],
    [90, 'complete'],
    [100, 'complete'],
  ] as const)('%s → %s', (progress, state) => expect(progressState(progress)).toBe(state));
});
