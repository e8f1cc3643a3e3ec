// The player's bookmark button. It captures the time on press; the dialog (and the API client with its
// contracts) loads on first use, so the player in the app shell stays light.
import { Bookmark } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

const BookmarkDialogBody = lazy(() => import('./bookmark-dialog'));

interface BookmarkButtonProps {
  episodeId: string;
  episodeTitle: string;
  currentTime: number;
  isSupporter: boolean;
  /** The 'Supporter Feature' alert, shown to free users instead of the form. */
  supporterNotice: ReactNode;
}

export function BookmarkButton({
  episodeId,
  episodeTitle,
  currentTime,
  isSupporter,
  supporterNotice,
}: BookmarkButtonProps) {
  const { pathname } = useLocation();
  // Remembered with the page it was opened on: following the dialog's 'Upgrade to Supporter' link
  // (the player stays mounted across pages) closes it.
  const [opened, setOpened] = useState<{ seconds: number; pathname: string } | null>(null);
  const captured = opened && opened.pathname === pathname ? opened.seconds : null;
  const setCaptured = (seconds: number | null) => setOpened(seconds === null ? null : { seconds, pathname });
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => setCaptured(currentTime)}
        aria-label="Bookmark this moment"
        title="Bookmark this moment"
        data-testid="bookmark-button"
      >
        <Bookmark aria-hidden />
      </Button>
      <Dialog open={captured !== null} onOpenChange={(open) => !open && setCaptured(null)}>
        <DialogContent className="sm:max-w-md">
          {captured !== null && (
            <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
              <BookmarkDialogBody
                episodeId={episodeId}
                episodeTitle={episodeTitle}
                seconds={captured}
                isSupporter={isSupporter}
                supporterNotice={supporterNotice}
                onDone={() => setCaptured(null)}
              />
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
