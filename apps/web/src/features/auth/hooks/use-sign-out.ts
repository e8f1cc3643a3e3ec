import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';
import { SESSION_QUERY_KEY } from '../api/get-session';

/**
 * Signs out through better-auth's endpoint, then drops every cached query (they may hold the
 * previous user's data) and goes home. Placeholder until the accounts work owns it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      await navigate('/');
    },
    onError: (error) => toast.error(error.message),
  });
}
