// Admin form for a podcast's details (SPEC §6: validated again on the server).
import { podcastUpdateRequest, type PodcastDetailResponse, type PodcastUpdateRequest } from '@rooted/shared';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Artwork } from '@/components/catalog/artwork';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

type Podcast = PodcastDetailResponse['podcast'];

function initialValues(p: Podcast) {
  return {
    name: p.name,
    internalName: p.internalName,
    description: p.description,
    author: p.author,
    artworkUrl: p.artworkUrl ?? '',
    status: p.status,
    podcastOrder: String(p.podcastOrder),
    feedUrl: p.feedUrl ?? '',
  };
}

interface PodcastFormProps {
  podcast: Podcast;
  saving: boolean;
  onSave: (values: PodcastUpdateRequest) => void;
}

export function PodcastForm({ podcast, saving, onSave }: PodcastFormProps) {
  const [values, setValues] = useState(() => initialValues(podcast));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = podcastUpdateRequest.safeParse({
      ...values,
      artworkUrl: values.artworkUrl.trim() || null,
      feedUrl: values.feedUrl.trim() || null,
      podcastOrder: Number(values.podcastOrder),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  const field = (key: keyof typeof values, label: string, props: Record<string, unknown> = {}) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`podcast-${key}`}>{label}</Label>
      <Input id={`podcast-${key}`} value={values[key]} onChange={(e) => set(key)(e.target.value)} aria-invalid={errors[key] ? true : undefined} {...props} />
      {errors[key] && <p className="text-xs text-destructive">{errors[key]}</p>}
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" data-testid="podcast-form" noValidate>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', 'Name', { required: true })}
        {field('internalName', 'Internal name', { required: true })}
        {field('author', 'Author')}
        {field('podcastOrder', 'Order', { type: 'number', inputMode: 'numeric' })}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="podcast-description">Description (markdown)</Label>
        <Textarea id="podcast-description" rows={5} value={values.description} onChange={(e) => set('description')(e.target.value)} />
      </div>
      <div className="flex items-end gap-4">
        <div className="flex-1">{field('artworkUrl', 'Artwork URL', { placeholder: 'https://… or /media/…' })}</div>
        <Artwork src={values.artworkUrl || null} name={values.name || '?'} decorative className="size-16" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="podcast-status">Status</Label>
          <Select value={values.status} onValueChange={(v) => set('status')(v)}>
            <SelectTrigger id="podcast-status" data-testid="podcast-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="active">Active: everyone sees it</SelectItem>
              <SelectItem value="hidden">Hidden: admins only</SelectItem>
            </SelectContent>
          </Select>
        </div>
        {field('feedUrl', 'RSS feed URL', { type: 'url', placeholder: 'https://example.org/feed.xml' })}
      </div>
      <div>
        <Button type="submit" disabled={saving} data-testid="save-podcast">
          <Save aria-hidden /> {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
