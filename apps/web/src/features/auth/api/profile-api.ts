// The signed-in user's profile: GET/PATCH /api/profile, change password, delete account.
import {
  okResponse,
  profileResponse,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type UpdateProfileRequest,
} from '@rooted/shared/contracts/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { forgetUser } from './forget-user';
import { SESSION_QUERY_KEY } from './get-session';

const PROFILE_KEY = ['auth', 'profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: async ({ signal }) => (await apiFetch('/api/profile', { schema: profileResponse, signal })).profile,
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiFetch('/api/profile', { method: 'PATCH', body, schema: profileResponse }),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The account menu shows the first name.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiFetch('/api/profile/password', { method: 'POST', body, schema: okResponse }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiFetch('/api/profile', { method: 'DELETE', body, schema: okResponse }),
    onSuccess: () => forgetUser(queryClient),
  });
}
