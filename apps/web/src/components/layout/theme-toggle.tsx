import { Moon, Sun } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { whenLoadedAndIdle } from '@/lib/after-load';
import { useTheme } from '@/lib/theme';

type WithTooltipComponent = ComponentType<{ label: ReactNode; children: ReactNode }>;

/**
 * The tooltip (Radix Tooltip with its positioning engine, ~15 KB gzipped) loads after the page has: it
 * only shows after a 700 ms hover, so the first paint does not need it (issue 13).
 */
function useLazyTooltip(): WithTooltipComponent | null {
  const [WithTooltip, setWithTooltip] = useState<WithTooltipComponent | null>(null);
  useEffect(() => {
    let live = true;
    void whenLoadedAndIdle()
      .then(() => import('@/components/ui/tooltip'))
      .then((m) => live && setWithTooltip(() => m.WithTooltip))
      .catch(() => undefined); // offline with a stale cache: the button works without its tooltip
    return () => {
      live = false;
    };
  }, []);
  return WithTooltip;
}

/** Flips light/dark and remembers it ('rooted-theme'); until first used, the system preference rules. */
export function ThemeToggle() {
  const { resolvedTheme, toggle } = useTheme();
  const WithTooltip = useLazyTooltip();
  const dark = resolvedTheme === 'dark';
  const button = (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={toggle} className="size-9">
      {dark ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </Button>
  );
  if (!WithTooltip) return button;
  return <WithTooltip label={dark ? 'Switch to light theme' : 'Switch to dark theme'}>{button}</WithTooltip>;
}
