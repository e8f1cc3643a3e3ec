// Calls of /api/certificates: the owner's certificate per series, a certificate by its code, sharing changes.
import {
  certificateResponse,
  type CertificateView,
  seriesCertificateResponse,
  type UpdateCertificateRequest,
} from '@rooted/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';

export const certificateKeys = {
  all: ['certificates'] as const,
  series: (userId: string, seriesId: string) => ['certificates', 'series', userId, seriesId] as const,
  code: (code: string) => ['certificates', 'code', code] as const,
};

/** The signed-in user's certificate for a series, or null. Always refetched on mount: finishing the last
 * episode elsewhere in the app issues it on the server. */
export const seriesCertificateQueryOptions = (userId: string, seriesId: string) =>
  queryOptions({
    queryKey: certificateKeys.series(userId, seriesId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/certificates/series/${encodeURIComponent(seriesId)}`, { schema: seriesCertificateResponse, signal }),
    select: (data) => data.certificate,
    staleTime: 0,
  });

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.code(code),
    queryFn: ({ signal }) =>
      apiFetch(`/api/certificates/${encodeURIComponent(code)}`, { schema: certificateResponse, signal }),
    select: (data) => data.certificate,
    retry: false,
  });

export function useUpdateCertificate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCertificateRequest) =>
      apiFetch(`/api/certificates/${encodeURIComponent(code)}`, { method: 'PATCH', body, schema: certificateResponse }),
    onSuccess: ({ certificate }: { certificate: CertificateView }) => {
      queryClient.setQueryData(certificateKeys.code(code), { certificate });
      void queryClient.invalidateQueries({ queryKey: ['certificates', 'series'] });
    },
    onError: (error) => toast.error('Could not update the certificate', { description: error.message }),
  });
}
