import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { toast } from '@/lib/toast';
import { apiFetch } from '@/lib/api';
import { forgetUser } from './forget-user';

/**
 * SPEC §4: sign-out clears the session locally even if the server answers 403 or the call fails,
 * then toasts 'Signed out'. Every cached query is dropped: it may hold the previous user's data.
 */
export async function signOut(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch {
    // Signed out locally all the same (above).
  }
  forgetUser(queryClient);
  toast.success(AUTH_MESSAGES.signedOutTitle, { description: AUTH_MESSAGES.signedOut });
  await navigate('/');
}
