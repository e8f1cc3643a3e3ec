// Loaded on first use (see bookmark-button.tsx): saving a bookmark at the moment the button was pressed.
import { BOOKMARK_NOTE_MAX_LENGTH } from '@rooted/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatClock } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateBookmark } from '../api/bookmarks-api';

export interface BookmarkDialogBodyProps {
  episodeId: string;
  episodeTitle: string;
  /** The time captured when the button was pressed. */
  seconds: number;
  isSupporter: boolean;
  supporterNotice: ReactNode;
  onDone: () => void;
}

export default function BookmarkDialogBody({
  episodeId,
  episodeTitle,
  seconds,
  isSupporter,
  supporterNotice,
  onDone,
}: BookmarkDialogBodyProps) {
  const [note, setNote] = useState('');
  const create = useCreateBookmark();
  const at = formatClock(seconds);

  if (!isSupporter) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Bookmark this moment</DialogTitle>
          <DialogDescription>Time-coded bookmarks take you back to a moment in an episode.</DialogDescription>
        </DialogHeader>
        {supporterNotice}
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { episodeId, positionSeconds: seconds, note },
      {
        onSuccess: () => {
          toast.success(`Bookmark saved at ${at}`, { description: episodeTitle });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Bookmark at {at}</DialogTitle>
        <DialogDescription>{episodeTitle}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="bookmark-note">Note (optional)</Label>
        <Textarea
          id="bookmark-note"
          value={note}
          maxLength={BOOKMARK_NOTE_MAX_LENGTH}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          placeholder="What stood out here?"
          autoFocus
        />
      </div>
      {create.error && (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save bookmark'}
        </Button>
      </DialogFooter>
    </form>
  );
}
