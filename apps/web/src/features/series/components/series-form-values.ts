import { seriesSaveRequest, type SeriesEditorResponse, type SeriesSaveRequest } from '@rooted/shared';
import type { RecapDraft } from './recaps-editor';

export interface SeriesFormValues {
  name: string;
  seriesPrefix: string;
  podcastId: string;
  description: string;
  startDate: string;
  endDate: string;
  allowFullTranscript: boolean;
  finalReflectionPrompt: string;
  episodeIds: string[];
  recaps: RecapDraft[];
}

export function toFormValues(editor: SeriesEditorResponse | undefined, podcastId = ''): SeriesFormValues {
  const s = editor?.series;
  return {
    name: s?.name ?? '',
    seriesPrefix: s?.seriesPrefix ?? '',
    podcastId: s?.podcast.id ?? podcastId,
    description: s?.description ?? '',
    startDate: s?.startDate ?? '',
    endDate: s?.endDate ?? '',
    allowFullTranscript: s?.allowFullTranscript ?? false,
    finalReflectionPrompt: s?.finalReflectionPrompt ?? '',
    episodeIds: editor?.episodeIds ?? [],
    recaps: (editor?.recaps ?? []).map((r) => ({ key: r.recapId, ...r })),
  };
}

/** Checks the form with the same contract the server uses; errors keyed by field. */
export function validateSeries(values: SeriesFormValues): { data: SeriesSaveRequest } | { errors: Record<string, string> } {
  const parsed = seriesSaveRequest.safeParse({
    ...values,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    finalReflectionPrompt: values.finalReflectionPrompt.trim() || null,
    recaps: values.recaps.map(({ recapId, title, body }) => ({ recapId, title, body })),
  });
  if (parsed.success) return { data: parsed.data };
  return { errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
}
