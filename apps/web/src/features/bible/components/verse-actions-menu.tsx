import { BookmarkPlus, Copy, Link2, Network } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { VerseAction } from '../lib/types';

interface VerseActionsMenuProps {
  verse: number;
  reference: string;
  onAction: (action: VerseAction) => void;
  /** Flashcards wire this in; without it the action shows but is disabled. */
  canAddFlashcard: boolean;
  /** Custom links are offered only to supporters (the server enforces it too). */
  canLink: boolean;
}

/** The verse number doubles as the button that opens this verse's actions. */
export function VerseActionsMenu({ verse, reference, onAction, canAddFlashcard, canLink }: VerseActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Actions for ${reference}`}
        className="mr-1 inline-grid min-w-[1.5em] cursor-pointer place-items-center rounded px-0.5 align-super font-sans text-[0.65em] leading-none font-semibold text-primary tabular-nums select-none hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 data-[state=open]:bg-secondary"
      >
        {verse}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>{reference}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAction('copy')}>
          <Copy aria-hidden />
          Copy with reference
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!canAddFlashcard} onSelect={() => onAction('flashcard')}>
          <BookmarkPlus aria-hidden />
          Add as flashcard
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('cross-references')}>
          <Network aria-hidden />
          Cross references
        </DropdownMenuItem>
        {canLink && (
          <DropdownMenuItem onSelect={() => onAction('link')}>
            <Link2 aria-hidden />
            Link to another verse
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
