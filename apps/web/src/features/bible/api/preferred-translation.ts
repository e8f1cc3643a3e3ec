// SPEC §6/§7/§9: the signed-in user's preferred translation (cached 5 min; a failed save is only logged).
import { preferredTranslationResponse } from '@rooted/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

const FIVE_MINUTES = 5 * 60_000;
const KEY = ['bible', 'preferred-translation'] as const;

export function preferredTranslationQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: [...KEY, signedIn],
    queryFn: ({ signal }) =>
      apiFetch('/api/bible/preferred-translation', { schema: preferredTranslationResponse, signal }),
    enabled: signedIn,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}

export function useSavePreferredTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (translation: string) =>
      apiFetch('/api/bible/preferred-translation', { method: 'PUT', body: { translation }, schema: preferredTranslationResponse }),
    onSuccess: (data) => queryClient.setQueryData([...KEY, true], data),
    onError: (error) => console.error('Could not save the preferred Bible translation', error),
  });
}
