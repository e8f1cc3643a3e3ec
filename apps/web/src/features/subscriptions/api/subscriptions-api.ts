// Calls of /api/subscriptions.
import { subscriptionStatusResponse, subscriptionsResponse } from '@rooted/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';

const path = (seriesId?: string) =>
  seriesId ? `/api/subscriptions/${encodeURIComponent(seriesId)}` : '/api/subscriptions';

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions'],
    queryFn: ({ signal }) => apiFetch(path(), { schema: subscriptionsResponse, signal }),
    select: (data) => data.subscriptions,
  });

export const subscriptionStatusQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'status', seriesId],
    queryFn: ({ signal }) => apiFetch(path(seriesId), { schema: subscriptionStatusResponse, signal }),
    select: (data) => data.subscribed,
  });

/** Subscribe (true) or unsubscribe (false); the list, the status and the dashboard follow. */
export function useSetSubscription(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      apiFetch(path(seriesId), { method: subscribed ? 'PUT' : 'DELETE', schema: subscriptionStatusResponse }),
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionStatusQueryOptions(seriesId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => toast.error('Could not update your subscription', { description: error.message }),
  });
}
