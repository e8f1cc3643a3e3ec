// Calls to /api/auth (contracts in @rooted/shared/contracts/auth), one mutation hook per call.
import {
  okResponse,
  signInResponse,
  signUpResponse,
  type EmailOnlyRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
} from '@rooted/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { SESSION_QUERY_KEY, type Session } from './get-session';

export const signIn = (body: SignInRequest) => apiFetch('/api/auth/sign-in', { method: 'POST', body, schema: signInResponse });
export const signUp = (body: SignUpRequest) => apiFetch('/api/auth/sign-up', { method: 'POST', body, schema: signUpResponse });
export const resendVerification = (body: EmailOnlyRequest) =>
  apiFetch('/api/auth/verification/resend', { method: 'POST', body, schema: okResponse });
export const requestPasswordReset = (body: EmailOnlyRequest) =>
  apiFetch('/api/auth/password/forgot', { method: 'POST', body, schema: okResponse });
export const resetPassword = (body: ResetPasswordRequest) =>
  apiFetch('/api/auth/password/reset', { method: 'POST', body, schema: okResponse });

/**
 * Puts a freshly signed-in user into the session cache, so the shell updates without a refetch.
 * Forms call it last: once the cache says "signed in", /auth redirects and the form unmounts.
 */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: Session['user']) => {
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, { user });
    // Anything fetched as a visitor (progress, preferences) is refetched for this user.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
export const useSignUp = () => useMutation({ mutationFn: signUp });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
