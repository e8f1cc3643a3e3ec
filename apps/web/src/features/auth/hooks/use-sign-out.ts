import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Signs the user out (see ../api/sign-out). Only signed-in users can, so that code, and what it clears,
 * loads on first use instead of with every first page load (issue 13).
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    () =>
      void import('../api/sign-out').then(
        (m) => m.signOut(queryClient, navigate),
        (error: unknown) => console.error('Sign-out failed to load', error),
      ),
    [queryClient, navigate],
  );
}
