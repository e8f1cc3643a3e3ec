// How auth failures from the API are shown (SPEC §8). Pure so each form reads the same way.
import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { showTooManyAttempts } from '../hooks/use-attempt-limiter';

/** Shows a 429 as 'Too many attempts'; returns true when it did. */
export function handleRateLimit(error: unknown): boolean {
  if (!isApiError(error, 429)) return false;
  showTooManyAttempts(error.retryAfter ?? 60);
  return true;
}

export function showSignInFailed(error: unknown) {
  if (handleRateLimit(error)) return;
  const message = error instanceof Error ? error.message : AUTH_MESSAGES.invalidCredentials;
  toast.error(AUTH_MESSAGES.signInFailedTitle, { description: message });
}
