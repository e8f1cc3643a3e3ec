import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface TransportControlsProps {
  isPlaying: boolean;
  onTogglePlay: () => void;
  onSkipBack: () => void;
  onSkipForward: () => void;
  size?: 'default' | 'large';
}

/** Skip back 10 s, play/pause, skip forward 30 s (SPEC §2 Player, §9). */
export function TransportControls({
  isPlaying,
  onTogglePlay,
  onSkipBack,
  onSkipForward,
  size = 'default',
}: TransportControlsProps) {
  const large = size === 'large';
  return (
    <div className="flex items-center gap-1.5 sm:gap-3">
      <Button
        variant="ghost"
        size="icon"
        onClick={onSkipBack}
        aria-label="Skip back 10 seconds"
        className="relative"
      >
        <RotateCcw className="size-6" aria-hidden />
        <span aria-hidden className="absolute text-[0.55rem] font-semibold">
          10
        </span>
      </Button>
      <Button
        size="icon"
        onClick={onTogglePlay}
        aria-label={isPlaying ? 'Pause' : 'Play'}
        className={cn('rounded-full', large ? 'size-12' : 'size-10')}
      >
        {isPlaying ? (
          <Pause className="size-5" aria-hidden />
        ) : (
          <Play className="size-5 translate-x-px" aria-hidden />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onSkipForward}
        aria-label="Skip forward 30 seconds"
        className="relative"
      >
        <RotateCw className="size-6" aria-hidden />
        <span aria-hidden className="absolute text-[0.55rem] font-semibold">
          30
        </span>
      </Button>
    </div>
  );
}
