// Chips under a note: the Bible references it mentions (to the reader, and 'add as flashcard') and the
// themes it touches (to their topic pages). Detection runs on a deferred copy of the text, so typing
// stays smooth in long notes.
import {
  detectThemes,
  uniqueReferences,
  type DetectedReference,
  type ThemeSource,
  type VerseRef,
} from '@rooted/shared';
import { BookOpen, Lock, Plus, Tag } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface ThemeTopic extends ThemeSource {
  isPremium: boolean;
}

export interface NoteDetectionProps {
  /** Reader URL of a reference (the page knows the translation to open). */
  verseHref: (ref: VerseRef) => string;
  /** Opens the flashcards feature's dialog; without it the chips have no add button. */
  onAddFlashcard?: (found: DetectedReference) => void;
  topics: readonly ThemeTopic[];
}

const chip =
  'inline-flex h-7 items-center gap-1 rounded-full border bg-card px-2.5 text-xs font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function DetectedChips({
  text,
  verseHref,
  onAddFlashcard,
  topics,
}: NoteDetectionProps & { text: string }) {
  const deferred = useDeferredValue(text);
  const verses = useMemo(() => uniqueReferences(deferred), [deferred]);
  const themes = useMemo(() => detectThemes(deferred, topics), [deferred, topics]);
  if (!verses.length && !themes.length) return null;
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="detected-chips">
      {verses.length > 0 && (
        <ul aria-label="Verses in your note" className="flex flex-wrap gap-1.5">
          {verses.map((found) => (
            <li key={found.label} className="inline-flex items-center" data-testid="verse-chip">
              <Link
                to={verseHref(found.ref)}
                className={`${chip} text-primary ${onAddFlashcard ? 'rounded-r-none border-r-0' : ''}`}
              >
                <BookOpen className="size-3.5" aria-hidden />
                {found.label}
              </Link>
              {onAddFlashcard && (
                <button
                  type="button"
                  className={`${chip} rounded-l-none px-2`}
                  onClick={() => onAddFlashcard(found)}
                  aria-label={`Add ${found.label} as flashcard`}
                  title="Add as flashcard"
                >
                  <Plus className="size-3.5" aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {themes.length > 0 && (
        <ul aria-label="Themes in your note" className="flex flex-wrap gap-1.5">
          {themes.map(({ topic }) => (
            <li key={topic.id} data-testid="theme-chip">
              <Link to={paths.topic(topic.id)} className={`${chip} bg-secondary text-secondary-foreground`}>
                <Tag className="size-3.5" aria-hidden />
                {topic.name}
                {topic.isPremium && <Lock className="size-3" aria-label="Supporter topic" />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
