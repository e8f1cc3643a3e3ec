import { BookmarkPlus, Copy, Link2, Network } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import type { VerseAction } from '../lib/types';

const TRIGGER_CLASS =
  'mr-1 inline-grid min-w-[1.5em] cursor-pointer place-items-center rounded px-0.5 align-super font-sans text-[0.65em] leading-none font-semibold text-primary tabular-nums select-none hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 data-[state=open]:bg-secondary';

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
export function VerseActionsMenu(props: VerseActionsMenuProps) {
  // A chapter has up to 176 verses: a full Radix menu per verse number made the first render a long task
  // (issue 13). Each number starts as a plain button and becomes the real menu when first used: on focus
  // (so the keyboard then works exactly as Radix's trigger) or on a press (opening it at once).
  const [armed, setArmed] = useState<null | 'focus' | 'press'>(null);
  if (armed) return <VerseMenu {...props} openAtStart={armed === 'press'} focusAtStart={armed === 'focus'} />;
  return (
    <button
      type="button"
      aria-label={`Actions for ${props.reference}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={TRIGGER_CLASS}
      onFocus={() => setArmed('focus')}
      onPointerDown={(event) => {
        // As Radix's trigger: the main button without Ctrl opens, and the press does not move focus.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setArmed('press');
      }}
    >
      {props.verse}
    </button>
  );
}

function VerseMenu({
  verse,
  reference,
  onAction,
  canAddFlashcard,
  canLink,
  openAtStart,
  focusAtStart,
}: VerseActionsMenuProps & { openAtStart: boolean; focusAtStart: boolean }) {
  const [open, setOpen] = useState(openAtStart);
  const trigger = useRef<HTMLButtonElement>(null);
  // The plain button had focus and was replaced by this trigger: keep focus where it was.
  useEffect(() => {
    if (focusAtStart) trigger.current?.focus();
  }, [focusAtStart]);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger ref={trigger} aria-label={`Actions for ${reference}`} className={TRIGGER_CLASS}>
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
