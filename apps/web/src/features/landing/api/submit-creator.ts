import type { CreatorSubmissionRequest } from '@rooted/shared/contracts/landing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export function useSubmitCreator() {
  return useMutation({
    mutationFn: (body: CreatorSubmissionRequest) =>
      apiFetch<{ id: string }>('/api/creator-submissions', { method: 'POST', body }),
  });
}
