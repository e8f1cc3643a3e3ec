import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { useTheme } from '@/lib/theme';

/** Flips light/dark and remembers it ('rooted-theme'); until first used, the system preference rules. */
export function ThemeToggle() {
  const { resolvedTheme, toggle } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <WithTooltip label={dark ? 'Switch to light theme' : 'Switch to dark theme'}>
      <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={toggle} className="size-9">
        {dark ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
      </Button>
    </WithTooltip>
  );
}
