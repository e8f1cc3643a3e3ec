import { CUSTOM_LINK_NOTE_MAX, formatReference, parseVerseReference } from '@rooted/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { useCustomLinkMutations } from '../api/custom-links';
import type { SelectedVerse } from '../lib/types';

type Mutations = ReturnType<typeof useCustomLinkMutations>;

/** Link the verse to another verse or passage ("Rom 5:6-8") with an optional short note. */
export function VerseLinkForm({ verse, create }: { verse: SelectedVerse; create: Mutations['create'] }) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = parseVerseReference(reference);
    if (!target) {
      setError('Enter a verse or passage such as "Romans 5:8" or "Rom 5:6-8".');
      return;
    }
    setError(null);
    create.mutate(
      {
        book: verse.book.slug,
        chapter: verse.chapter,
        verse: verse.verse,
        toBook: target.book.slug,
        toChapter: target.chapter,
        toVerseFrom: target.verseFrom,
        toVerseTo: target.verseTo,
        note,
      },
      {
        onSuccess: () => {
          toast.success(`Linked ${verse.reference} to ${formatReference({ ...target, book: target.book })}`);
          setReference('');
          setNote('');
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-ref`}>Verse or passage</Label>
        <Input
          id={`${id}-ref`}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          placeholder="e.g. Romans 5:8"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={CUSTOM_LINK_NOTE_MAX} rows={2} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={create.isPending || !reference.trim()} className="justify-self-end">
        {create.isPending ? 'Saving...' : 'Add link'}
      </Button>
    </form>
  );
}
