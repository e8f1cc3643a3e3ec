// The Continue Listening card from /api/continue-listening (SPEC §2).
import { continuationResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

const seg = encodeURIComponent;

export const seriesCardQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: ['continue-listening', 'series', seriesId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/continue-listening/series/${seg(seriesId)}`, { schema: continuationResponse, signal }),
    select: (data) => data.card,
  });

export const episodeCardQueryOptions = (episodeId: string) =>
  queryOptions({
    queryKey: ['continue-listening', 'episode', episodeId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/continue-listening/episodes/${seg(episodeId)}`, {
        schema: continuationResponse,
        signal,
      }),
    select: (data) => data.card,
  });
