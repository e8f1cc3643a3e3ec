// Admin: the 'Edit content' button. The sheet behind it (Radix dialog, textareas, the chapters editor)
// loads on the first click instead of with every visitor's episode page (issue 13); until then the same
// button stands in for the sheet's own trigger.
import type { EpisodeDetail } from '@rooted/shared';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadSheet = () => import('./episode-edit-sheet').then((m) => ({ default: m.EpisodeEditSheet }));
const EpisodeEditSheet = lazy(loadSheet);

export function EpisodeEditButton({ episode }: { episode: EpisodeDetail }) {
  const [armed, setArmed] = useState(false);
  const button = (
    <Button
      variant="outline"
      size="lg"
      data-testid="edit-episode"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadSheet()}
      onClick={() => setArmed(true)}
    >
      <Pencil aria-hidden /> Edit content
    </Button>
  );
  if (!armed) return button;
  return (
    <Suspense fallback={button}>
      <EpisodeEditSheet episode={episode} initiallyOpen />
    </Suspense>
  );
}
