import { NotebookPen } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { DetectedChips, type NoteDetectionProps } from './detected-chips';
import { SignInToWrite } from './sign-in-to-write';
import { SlotEditor } from './slot-editor';

interface EpisodeNotesProps extends NoteDetectionProps {
  episodeId: string;
  /** Null for visitors, who are invited to sign in. */
  userId: string | null;
}

/** 'My Notes' on an episode page: auto-saved, with the verses and themes it mentions as chips. */
export function EpisodeNotes({ episodeId, userId, ...detection }: EpisodeNotesProps) {
  return (
    <Card className="p-5" data-testid="episode-notes">
      <h2 className="mb-1 flex items-center gap-2 text-xl font-semibold tracking-tight">
        <NotebookPen className="size-5 text-primary" aria-hidden /> My Notes
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Write as you listen. Bible references and themes are picked up as you type, and everything saves
        itself.
      </p>
      {userId ? (
        <SlotEditor
          userId={userId}
          scope={{ episodeId }}
          target={{ kind: 'note', episodeId }}
          label="Episode notes"
          placeholder="e.g. Romans 8:28 came to mind when..."
          rows={6}
        >
          {(text) => <DetectedChips text={text} {...detection} />}
        </SlotEditor>
      ) : (
        <SignInToWrite what="keep notes" />
      )}
    </Card>
  );
}
