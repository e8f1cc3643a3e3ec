// SPEC §9: progress save retries up to 3 times on code 401 or 406, backoff 1 s doubling, capped at 30 s.
// SPEC §8: the messages shown when saving or resetting fails.

export const PROGRESS_SAVE_MAX_RETRIES = 3;
export const PROGRESS_SAVE_RETRY_BASE_MS = 1000;
export const PROGRESS_SAVE_RETRY_CAP_MS = 30_000;

const AUTH_CODES = new Set([401, 406]);

export function isProgressAuthError(status: number | null | undefined): boolean {
  return status !== null && status !== undefined && AUTH_CODES.has(status);
}

/** Whether to retry after `failures` failed attempts (1 after the first failure) with this status. */
export function shouldRetryProgressSave(failures: number, status: number | null | undefined): boolean {
  return isProgressAuthError(status) && failures <= PROGRESS_SAVE_MAX_RETRIES;
}

/** Wait before retry number `retry` (0 for the first retry): 1 s, 2 s, 4 s … never more than 30 s. */
export function progressSaveRetryDelayMs(retry: number): number {
  return Math.min(PROGRESS_SAVE_RETRY_CAP_MS, PROGRESS_SAVE_RETRY_BASE_MS * 2 ** Math.max(0, retry));
}

export interface ProgressMessage {
  title: string;
  description: string;
}

/** SPEC §8: a save failure with code 401 or 406, and any other save failure. */
export function progressSaveErrorMessage(status: number | null | undefined): ProgressMessage {
  return isProgressAuthError(status)
    ? { title: 'Authentication Error', description: 'Please refresh the page and try again.' }
    : {
        title: 'Error Saving Progress',
        description: 'There was a problem saving your progress. Please try again.',
      };
}

/** SPEC §8: reset failure. */
export const PROGRESS_RESET_ERROR: ProgressMessage = {
  title: 'Error Resetting Progress',
  description: 'There was a problem resetting your progress. Please try again.',
};
