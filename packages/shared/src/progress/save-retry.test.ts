import { describe, expect, it } from 'vitest';
import {
  PROGRESS_RESET_ERROR,
  progressSaveErrorMessage,
  progressSaveRetryDelayMs,
  shouldRetryProgressSave,
} from './save-retry';

describe('SPEC §9: progress save retries up to 3 times on code 401 or 406', () => {
  it.each([
    [1, 401, true],
    [3, 401, true],
    [4, 401, false],
    [1, 406, true],
    [3, 406, true],
    [4, 406, false],
    [1, 500, false],
    [1, 400, false],
    [1, 0, false],
    [1, null, false],
  ])('after %i failure(s) with %s → retry %s', (failures, status, retry) =>
    expect(shouldRetryProgressSave(failures, status)).toBe(retry),
  );
});

describe('SPEC §9: backoff 1 s doubling, capped at 30 s', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('retry %i waits %i ms', (retry, ms) => expect(progressSaveRetryDelayMs(retry)).toBe(ms));
});

describe('SPEC §8 progress messages', () => {
  it.each([
    [401, 'Authentication Error', 'Please refresh the page and try again.'],
    [406, 'Authentication Error', 'Please refresh the page and try again.'],
    [500, 'Error Saving Progress', 'There was a problem saving your progress. Please try again.'],
    [0, 'Error Saving Progress', 'There was a problem saving your progress. Please try again.'],
  ])('save failure %i → %s', (status, title, description) =>
    expect(progressSaveErrorMessage(status)).toEqual({ title, description }),
  );

  it('reset failure', () => {
    expect(PROGRESS_RESET_ERROR).toEqual({
      title: 'Error Resetting Progress',
      description: 'There was a problem resetting your progress. Please try again.',
    });
  });
});
