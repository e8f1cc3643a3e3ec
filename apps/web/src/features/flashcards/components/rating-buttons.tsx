import {
  formatInterval,
  RATING_LABELS,
  STUDY_RATINGS,
  type StudyCard,
  type StudyRating,
} from '@rooted/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const TONE: Record<StudyRating, string> = {
  1: 'hover:border-destructive/60 hover:bg-destructive/5',
  2: 'hover:border-warning/70 hover:bg-warning/10',
  3: 'hover:border-primary/60 hover:bg-secondary',
  4: 'hover:border-success/60 hover:bg-success/10',
};

/** Again, Hard, Good, Easy (keys 1-4), each with the interval it would schedule. */
export function RatingButtons({
  intervals,
  disabled,
  onRate,
}: {
  intervals: StudyCard['intervals'];
  disabled: boolean;
  onRate: (r: StudyRating) => void;
}) {
  return (
    <div
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      role="group"
      aria-label="How well did you remember it?"
    >
      {STUDY_RATINGS.map((rating) => (
        <Button
          key={rating}
          variant="outline"
          disabled={disabled}
          onClick={() => onRate(rating)}
          aria-keyshortcuts={String(rating)}
          aria-label={`${RATING_LABELS[rating]}, next review in ${formatInterval(intervals[rating])}`}
          className={cn('h-auto flex-col gap-0.5 py-2.5', TONE[rating])}
        >
          <span className="flex items-center gap-1.5 text-sm font-semibold">
            <kbd className="hidden rounded border bg-muted px-1 font-mono text-[0.7rem] text-muted-foreground sm:inline">
              {rating}
            </kbd>
            {RATING_LABELS[rating]}
          </span>
          <span className="text-xs font-normal text-muted-foreground">
            {formatInterval(intervals[rating])}
          </span>
        </Button>
      ))}
    </div>
  );
}
