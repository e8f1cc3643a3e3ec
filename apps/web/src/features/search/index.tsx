// The top bar's search dialog slot, loaded on first open so the shell's first load stays small. The
// Ctrl/Cmd-K shortcut lives here, outside the lazy chunk, so it works before the dialog has ever loaded.
import { lazy, Suspense, useCallback, useState } from 'react';
import type { SearchDialogProps } from './components/search-dialog';
import { useSearchHotkey } from './hooks/use-search-hotkey';

const SearchDialog = lazy(() => import('./components/search-dialog'));

export function SearchDialogSlot(props: SearchDialogProps) {
  const { open, onOpenChange, userId } = props;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  useSearchHotkey(useCallback(() => onOpenChange(!open), [onOpenChange, open]));
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      {/* SPEC §4: a new user id clears the search state (a fresh dialog state per user). */}
      <SearchDialog key={userId ?? 'visitor'} {...props} />
    </Suspense>
  );
}
