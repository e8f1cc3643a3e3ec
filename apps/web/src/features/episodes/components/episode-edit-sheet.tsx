// Admin: edit an episode's study content (summary, outline, discussion questions, reflection, chapters).
import { episodeUpdateRequest, type EpisodeDetail } from '@rooted/shared';
import { Pencil, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatClock, parseClock } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateEpisode } from '../api/episodes-api';
import { ChaptersEditor, type ChapterDraft } from './chapters-editor';
import { LinesEditor } from './lines-editor';

function draftOf(episode: EpisodeDetail) {
  return {
    summary: episode.summary,
    reflectionPrompt: episode.reflectionPrompt ?? '',
    outline: episode.outline,
    discussionQuestions: episode.discussionQuestions,
    chapters: episode.chapters.map((c): ChapterDraft => ({ time: formatClock(c.start), title: c.title, url: c.url ?? '' })),
  };
}

/** Loaded on the admin's first click (see episode-edit-button.tsx), so it starts open. */
export function EpisodeEditSheet({ episode, initiallyOpen = false }: { episode: EpisodeDetail; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState(() => draftOf(episode));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateEpisode(episode.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const badTime = draft.chapters.find((c) => parseClock(c.time) === null);
    if (badTime) return setError(`Chapter "${badTime.title || 'untitled'}" needs a start time like 1:30.`);
    const parsed = episodeUpdateRequest.safeParse({
      summary: draft.summary,
      reflectionPrompt: draft.reflectionPrompt.trim() || null,
      outline: draft.outline.map((l) => l.trim()).filter(Boolean),
      discussionQuestions: draft.discussionQuestions.map((l) => l.trim()).filter(Boolean),
      chapters: draft.chapters.map((c) => ({ start: parseClock(c.time)!, title: c.title, ...(c.url.trim() ? { url: c.url.trim() } : {}) })),
    });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join('; '));
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Episode saved');
        setOpen(false);
      },
      onError: (e) => toast.error('Could not save the episode', { description: e.message }),
    });
  }

  return (
    <Sheet open={open} onOpenChange={(next) => (setOpen(next), next && setDraft(draftOf(episode)))}>
      <SheetTrigger asChild>
        <Button variant="outline" size="lg" data-testid="edit-episode">
          <Pencil aria-hidden /> Edit content
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full max-w-none sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>Edit episode content</SheetTitle>
          <SheetDescription>Summary and chapters you edit here are kept when the feed refreshes.</SheetDescription>
        </SheetHeader>
        <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor="episode-summary">Summary (markdown: **bold**, lists, ==highlight==)</Label>
            <Textarea id="episode-summary" rows={8} value={draft.summary} onChange={(e) => setDraft((d) => ({ ...d, summary: e.target.value }))} />
          </div>
          <LinesEditor label="Outline" noun="point" value={draft.outline} onChange={(outline) => setDraft((d) => ({ ...d, outline }))} />
          <LinesEditor label="Discussion questions" noun="question" value={draft.discussionQuestions} onChange={(discussionQuestions) => setDraft((d) => ({ ...d, discussionQuestions }))} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="episode-reflection">Reflection prompt</Label>
            <Textarea id="episode-reflection" rows={2} value={draft.reflectionPrompt} onChange={(e) => setDraft((d) => ({ ...d, reflectionPrompt: e.target.value }))} />
          </div>
          <ChaptersEditor value={draft.chapters} onChange={(chapters) => setDraft((d) => ({ ...d, chapters }))} />
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" disabled={update.isPending} className="w-fit" data-testid="save-episode">
            <Save aria-hidden /> {update.isPending ? 'Saving…' : 'Save episode'}
          </Button>
        </form>
      </SheetContent>
    </Sheet>
  );
}
