import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '@rooted/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface SpeedSelectProps {
  value: PlaybackSpeed;
  onChange: (speed: PlaybackSpeed) => void;
}

export function SpeedSelect({ value, onChange }: SpeedSelectProps) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as PlaybackSpeed)}>
      <SelectTrigger
        aria-label="Playback speed"
        className="h-9 w-20 shrink-0 px-2.5 tabular-nums"
        data-testid="player-speed"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent side="top" className="min-w-24">
        {PLAYBACK_SPEEDS.map((speed) => (
          <SelectItem key={speed} value={speed} className="tabular-nums">
            {`${speed}x`}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
