import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';
import { forgetUser } from '../api/forget-user';

/**
 * SPEC §4: sign-out clears the session locally even if the server answers 403 or the call fails,
 * then toasts 'Signed out'. Every cached query is dropped: it may hold the previous user's data.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: async () => {
      forgetUser(queryClient);
      toast.success(AUTH_MESSAGES.signedOutTitle, { description: AUTH_MESSAGES.signedOut });
      await navigate('/');
    },
  });
}
