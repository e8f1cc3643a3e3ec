// Calls of /api/moments (every signed-in user; the server checks whose moments they are).
import { momentResponse, momentsResponse, type CreateMomentRequest } from '@rooted/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';

export const momentKeys = {
  all: ['moments'] as const,
  episode: (userId: string, episodeId: string) => ['moments', userId, episodeId] as const,
};

export const episodeMomentsQueryOptions = (userId: string, episodeId: string) =>
  queryOptions({
    queryKey: momentKeys.episode(userId, episodeId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/moments?episodeId=${encodeURIComponent(episodeId)}`, { schema: momentsResponse, signal }),
    select: (data) => data.moments,
  });

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  void queryClient.invalidateQueries({ queryKey: momentKeys.all });

export function useCreateMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMomentRequest) =>
      apiFetch('/api/moments', { method: 'POST', body, schema: momentResponse }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/moments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
    onError: (error) => toast.error('Could not delete the moment', { description: error.message }),
  });
}
