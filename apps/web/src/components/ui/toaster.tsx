import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

// SPEC §2/§9: toasts at the bottom, 4000 ms, 3 visible at once. The theme follows the app's own toggle,
// not just the OS, so a user who picked dark in a light OS still gets dark toasts.
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      theme={resolvedTheme}
      closeButton
      // The audio player bar sets --player-height while it shows, so toasts sit above it, not on it.
      offset={{ bottom: 'calc(var(--player-height, 0px) + 24px)' }}
      mobileOffset={{ bottom: 'calc(var(--player-height, 0px) + 16px)' }}
      // Sonner reads these variables for its default toast; pointing them at our tokens matches the palette.
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius-lg)',
        } as CSSProperties
      }
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
