// The list behind a 'discussed in' badge: each entry plays its episode from the moment it names the
// passage, or opens the episode page when no moment is known (an outline or summary mention).
import type { ChapterMention } from '@rooted/shared';
import { FileText, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { mentionText } from '../lib/mention-text';

export interface MentionsMenuProps {
  mentions: ChapterMention[];
  /** Starts the episode in the app's player at the mention's moment (composed by the page). */
  onPlay: (mention: ChapterMention & { timeSeconds: number }) => void;
  /** What opens the menu. */
  trigger: ReactNode;
  title: string;
}

export function MentionsMenu({ mentions, onPlay, trigger, title }: MentionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-[min(24rem,calc(100vw-2rem))] font-sans" data-testid="verse-mentions-menu">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">{title}</DropdownMenuLabel>
        {mentions.map((m) => {
          const key = `${m.episode.id}-${m.series?.id ?? ''}-${m.label}`;
          const text = mentionText(m);
          const { timeSeconds } = m;
          if (timeSeconds !== null && m.episode.audioUrl) {
            return (
              <DropdownMenuItem key={key} onSelect={() => onPlay({ ...m, timeSeconds })} className="items-start gap-2 whitespace-normal">
                <Play className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden />
                <span>
                  {text}
                  <span className="block text-xs text-muted-foreground">{m.label}</span>
                </span>
              </DropdownMenuItem>
            );
          }
          return (
            <DropdownMenuItem key={key} asChild className="items-start gap-2 whitespace-normal">
              <Link to={paths.episode(m.episode.id, m.series ?? undefined)}>
                <FileText className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                <span>
                  {text}
                  <span className="block text-xs text-muted-foreground">{m.label}</span>
                </span>
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
