import { FLASHCARD_TYPE_INFO, type Flashcard } from '@rooted/shared';
import { CalendarClock, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDueDate } from '../lib/due-date';

interface CardRowProps {
  card: Flashcard;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Extra actions of the card (the app's 'hear it again' for cards made from a moment). */
  actions?: ReactNode;
}

/** One card in a deck: reference, type, text, and when it is next due. */
export function CardRow({ card, today, onEdit, onDelete, actions }: CardRowProps) {
  const due = formatDueDate(card.review.nextReviewDate, today);
  const reviews = card.review.reviewCount;
  return (
    <li className="flex gap-3 p-4 sm:p-5" data-testid="card-row">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{card.reference}</span>
          <Badge variant="secondary">{FLASHCARD_TYPE_INFO[card.type].label}</Badge>
        </div>
        {card.text && (
          <p className="line-clamp-2 font-serif text-[0.95rem] text-muted-foreground">{card.text}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1" data-testid="next-review">
            <CalendarClock className="size-3.5" aria-hidden />
            Next review:{' '}
            <span className={due === 'Today' ? 'font-medium text-foreground' : undefined}>{due}</span>
          </span>
          <span>
            {reviews === 0 ? 'Not studied yet' : `Reviewed ${reviews === 1 ? 'once' : `${reviews} times`}`}
          </span>
        </p>
        {actions && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Options for ${card.reference}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
