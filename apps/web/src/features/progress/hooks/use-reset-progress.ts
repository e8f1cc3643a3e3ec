import { PROGRESS_RESET_ERROR } from '@rooted/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateListeningQueries, progressKeys, resetProgress } from '../api/progress-api';

/** SPEC §4: reset deletes the record; SPEC §8 message on failure. */
export function useResetProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (episodeId: string) => resetProgress(episodeId),
    onSuccess: (_data, episodeId) => {
      queryClient.setQueryData(progressKeys.episode(episodeId), { progress: null });
      void invalidateListeningQueries(queryClient);
      toast.success('Progress reset', { description: 'This episode is marked as not started.' });
    },
    onError: () => toast.error(PROGRESS_RESET_ERROR.title, { description: PROGRESS_RESET_ERROR.description }),
  });
}
