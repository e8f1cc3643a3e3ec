import { Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PREVIOUS_TRACK_CAPTURES_KEY, usePlayerSetting } from '../hooks/use-player-setting';

/** Player settings of this device: what the headphones' "previous track" button does. */
export function PlayerSettingsMenu() {
  const [previousCaptures, setPreviousCaptures] = usePlayerSetting(PREVIOUS_TRACK_CAPTURES_KEY);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Player settings" data-testid="player-settings">
          <Settings2 aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" className="max-w-72">
        <DropdownMenuLabel>Headphone buttons</DropdownMenuLabel>
        <DropdownMenuCheckboxItem
          checked={previousCaptures}
          onCheckedChange={(checked) => setPreviousCaptures(checked === true)}
          className="items-start"
        >
          <span className="grid gap-0.5">
            <span>&lsquo;Previous&rsquo; captures a moment</span>
            <span className="text-xs text-muted-foreground">Otherwise it goes back a chapter.</span>
          </span>
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
