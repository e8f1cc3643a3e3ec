// What the verse menu does: copy, hand over to flashcards, open cross references or the link dialog.
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { verseCopyText } from '../lib/verse-text';
import type { SelectedVerse, VerseAction } from '../lib/types';

export function useVerseActions({ onAddFlashcard }: { onAddFlashcard?: (verse: SelectedVerse) => void }) {
  const [crossReferencesFor, setCrossReferencesFor] = useState<SelectedVerse | null>(null);
  const [linksFor, setLinksFor] = useState<SelectedVerse | null>(null);

  // Stable while onAddFlashcard is: the reader's verse rows are memoised on it.
  const run = useCallback(
    (action: VerseAction, verse: SelectedVerse) => {
      switch (action) {
        case 'copy':
          void copyVerse(verse);
          break;
        case 'flashcard':
          onAddFlashcard?.(verse);
          break;
        case 'cross-references':
          setCrossReferencesFor(verse);
          break;
        case 'link':
          setLinksFor(verse);
          break;
      }
    },
    [onAddFlashcard],
  );

  return {
    run,
    crossReferencesFor,
    closeCrossReferences: () => setCrossReferencesFor(null),
    linksFor,
    closeLinks: () => setLinksFor(null),
  };
}

async function copyVerse(verse: SelectedVerse) {
  try {
    await navigator.clipboard.writeText(verseCopyText(verse));
    toast.success(`Copied ${verse.reference}`);
  } catch {
    // No clipboard permission (or an insecure context): say so rather than fail silently.
    toast.error('Could not copy the verse. Select the text and copy it instead.');
  }
}
