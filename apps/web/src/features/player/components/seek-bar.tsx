import { formatPlaybackTime } from '@rooted/shared';
import { cn } from '@/lib/cn';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  className?: string;
}

/** A native range input: keyboard, touch and screen readers work without extra code. */
export function SeekBar({ currentTime, duration, onSeek, className }: SeekBarProps) {
  const max = duration > 0 ? duration : 0;
  const value = Math.min(currentTime, max);
  const remaining = Math.max(0, max - value);
  return (
    <div className={cn('flex items-center gap-3 text-xs tabular-nums text-muted-foreground', className)}>
      <span data-testid="player-elapsed" className="w-12 shrink-0 text-right">
        <span className="sr-only">Elapsed </span>
        {formatPlaybackTime(value)}
      </span>
      <input
        type="range"
        aria-label="Seek"
        aria-valuetext={`${formatPlaybackTime(value)} of ${formatPlaybackTime(max)}`}
        min={0}
        max={max || 1}
        step={1}
        value={value}
        disabled={!max}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring disabled:cursor-default"
      />
      <span data-testid="player-remaining" className="w-12 shrink-0">
        <span className="sr-only">Remaining </span>-{formatPlaybackTime(remaining)}
      </span>
    </div>
  );
}
