// Admin form for a series: details, the podcast's episodes that belong, and recaps (SPEC §3, §6).
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { SeriesSaveRequest } from '@rooted/shared';
import { podcastChoicesQueryOptions } from '../api/series-api';
import { EpisodePicker } from './episode-picker';
import { RecapsEditor } from './recaps-editor';
import { validateSeries, type SeriesFormValues } from './series-form-values';

interface SeriesFormProps {
  initial: SeriesFormValues;
  seriesId?: string;
  saving: boolean;
  onSave: (values: SeriesSaveRequest) => void;
  /** Extra buttons beside Save (Delete). */
  actions?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-5 sm:p-6">
      <legend className="px-1 text-lg font-semibold tracking-tight">{title}</legend>
      {children}
    </fieldset>
  );
}

export function SeriesForm({ initial, seriesId, saving, onSave, actions }: SeriesFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const podcasts = useQuery(podcastChoicesQueryOptions());
  const set = <K extends keyof SeriesFormValues>(key: K, value: SeriesFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateSeries(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSave(result.data);
  }

  const text = (key: 'name' | 'seriesPrefix' | 'startDate' | 'endDate', label: string, type = 'text') => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`series-${key}`}>{label}</Label>
      <Input id={`series-${key}`} type={type} value={values[key]} onChange={(e) => set(key, e.target.value)} aria-invalid={errors[key] ? true : undefined} />
      {errors[key] && <p className="text-xs text-destructive">{errors[key]}</p>}
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" data-testid="series-form" noValidate>
      <Section title="Details">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Name')}
          {text('seriesPrefix', 'Prefix')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="series-podcast">Podcast</Label>
          <Select value={values.podcastId} onValueChange={(id) => setValues((v) => ({ ...v, podcastId: id, episodeIds: [] }))}>
            <SelectTrigger id="series-podcast" aria-invalid={errors.podcastId ? true : undefined}>
              <SelectValue placeholder="Choose a podcast" />
            </SelectTrigger>
            <SelectContent>
              {podcasts.data?.podcasts.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.podcastId && <p className="text-xs text-destructive">{errors.podcastId}</p>}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="series-description">Description (markdown)</Label>
          <Textarea id="series-description" rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('startDate', 'Start date', 'date')}
          {text('endDate', 'End date (empty: still running)', 'date')}
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={values.allowFullTranscript} onChange={(e) => set('allowFullTranscript', e.target.checked)} />
          <span>
            <span className="font-medium">Allow full transcripts</span>
            <span className="block text-muted-foreground">Supporters read the whole transcript; everyone else sees snippets.</span>
          </span>
        </label>
        <div className="flex flex-col gap-2">
          <Label htmlFor="series-reflection">Final reflection prompt</Label>
          <Textarea id="series-reflection" rows={2} value={values.finalReflectionPrompt} onChange={(e) => set('finalReflectionPrompt', e.target.value)} />
        </div>
      </Section>

      <Section title="Episodes">
        <EpisodePicker podcastId={values.podcastId} seriesId={seriesId} value={values.episodeIds} onChange={(ids) => set('episodeIds', ids)} />
        {errors.episodeIds && <p className="text-xs text-destructive">{errors.episodeIds}</p>}
      </Section>

      <Section title="Recaps">
        <RecapsEditor value={values.recaps} onChange={(recaps) => set('recaps', recaps)} />
        {errors.recaps && <p className="text-xs text-destructive">Every recap needs a title.</p>}
      </Section>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} data-testid="save-series">
          <Save aria-hidden /> {saving ? 'Saving…' : 'Save series'}
        </Button>
        {actions}
      </div>
    </form>
  );
}
