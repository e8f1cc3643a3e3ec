import { formatSleepRemaining, SLEEP_TIMER_CHOICES, sleepTimerLabel, type SleepTimerChoice } from '@rooted/shared';
import { Moon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { SleepTimerState } from '../hooks/use-sleep-timer';

const OFF = 'off';

/** Sleep timer: 5, 15, 30, 60 minutes or the end of the episode; the time left shows on the button. */
export function SleepTimerMenu({ timer }: { timer: SleepTimerState }) {
  const left =
    timer.choice === null
      ? ''
      : timer.choice === 'end' && timer.remainingSeconds === null
        ? 'End'
        : formatSleepRemaining(timer.remainingSeconds);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('h-9 gap-1.5 px-2.5 tabular-nums', timer.choice !== null && 'text-primary')}
          aria-label={timer.choice === null ? 'Sleep timer' : `Sleep timer: ${left} left`}
          data-testid="sleep-timer"
        >
          <Moon aria-hidden className={cn(timer.choice !== null && 'fill-current')} />
          {left && <span className="text-xs font-medium">{left}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="min-w-48">
        <DropdownMenuLabel>Sleep timer</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={timer.choice === null ? OFF : String(timer.choice)}
          onValueChange={(value) =>
            timer.set(value === OFF ? null : value === 'end' ? 'end' : (Number(value) as SleepTimerChoice))
          }
        >
          {SLEEP_TIMER_CHOICES.map((choice) => (
            <DropdownMenuRadioItem key={choice} value={String(choice)}>
              {sleepTimerLabel(choice)}
            </DropdownMenuRadioItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuRadioItem value={OFF}>Off</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
