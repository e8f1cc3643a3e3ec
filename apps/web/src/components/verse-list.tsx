// Key verses of a topic or recap: the reference (linking to the reader) and its text in one
// translation. Whole chapters have no quoted text, only the link.
import type { KeyVerse } from '@rooted/shared';
import { BookOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface VerseListProps {
  verses: readonly KeyVerse[];
  href: (verse: KeyVerse) => string;
  /** 'Add as flashcard' per verse (signed-in pages); absent: no button. */
  onAddFlashcard?: (verse: KeyVerse) => void;
}

export function VerseList({ verses, href, onAddFlashcard }: VerseListProps) {
  return (
    <ul className="flex flex-col gap-3" data-testid="verse-list">
      {verses.map((verse) => (
        <li key={verse.reference} className="rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-2">
            <Link
              to={href(verse)}
              className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
            >
              <BookOpen className="size-4" aria-hidden />
              {verse.reference}
              <span className="text-xs font-normal text-muted-foreground">{verse.translation}</span>
            </Link>
            {onAddFlashcard && !verse.wholeChapter && (
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={() => onAddFlashcard(verse)}
                aria-label={`Add ${verse.reference} as flashcard`}
                title="Add as flashcard"
              >
                <Plus aria-hidden />
              </Button>
            )}
          </div>
          {verse.text && <p className="mt-2 font-serif leading-relaxed">{verse.text}</p>}
        </li>
      ))}
    </ul>
  );
}
