import { firstSentences, markdownToPlainText } from '@rooted/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Artwork } from './artwork';
import { formatDate, formatDuration } from './format';

export interface EpisodeRowData {
  id: string;
  title: string;
  summary: string;
  pubdate: string;
  durationSeconds: number | null;
  imageUrl?: string | null;
  podcast?: { name: string; artworkUrl: string | null };
}

interface EpisodeRowProps {
  episode: EpisodeRowData;
  href: string;
  /** Show the podcast's artwork and name (lists that mix podcasts). */
  showPodcast?: boolean;
  /** Before the text: an episode number or a progress mark. */
  leading?: ReactNode;
  /** After the text: a play button, a badge. */
  trailing?: ReactNode;
  className?: string;
}

/** One episode in a list: title, date and length, and its summary cut to two sentences. */
export function EpisodeRow({ episode, href, showPodcast = false, leading, trailing, className }: EpisodeRowProps) {
  const preview = firstSentences(markdownToPlainText(episode.summary), 2);
  const meta = [showPodcast ? episode.podcast?.name : null, formatDate(episode.pubdate), formatDuration(episode.durationSeconds)].filter(Boolean);
  return (
    <li data-testid="episode-row" className={cn('flex items-start gap-4 py-4', className)}>
      {leading}
      {showPodcast && episode.podcast && (
        <Artwork src={episode.imageUrl || episode.podcast.artworkUrl} name={episode.podcast.name} decorative className="size-14 sm:size-16" />
      )}
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium leading-snug hover:underline focus-visible:underline">
          {episode.title}
        </Link>
        <p className="mt-0.5 text-xs text-muted-foreground">{meta.join(' · ')}</p>
        {preview && <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">{preview}</p>}
      </div>
      {trailing && <div className="flex shrink-0 items-center gap-2 self-center">{trailing}</div>}
    </li>
  );
}
