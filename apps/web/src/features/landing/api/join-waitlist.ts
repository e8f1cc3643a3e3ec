import type { WaitlistRequest } from '@rooted/shared/contracts/landing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: WaitlistRequest) => apiFetch<{ status: 'joined' }>('/api/waitlist', { method: 'POST', body }),
  });
}
