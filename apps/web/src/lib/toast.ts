// Toasts for code that runs in the shell (sign-out, export, player, progress, offline and update
// notices). It loads sonner on first use instead of putting it in the first page load (issue 13); the
// Toaster mounts after the load event and shows toasts raised before it was there (sonner replays them).
// Page code, which loads lazily anyway, may import `toast` from 'sonner' directly.
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'message' | 'success' | 'error' | 'info';

let loading: Promise<Sonner> | null = null;
const loadSonner = (): Promise<Sonner> => (loading ??= import('sonner'));

function later<K extends Kind>(kind: K) {
  return (...args: Parameters<Sonner['toast'][K]>): void => {
    void loadSonner().then(({ toast }) => (toast[kind] as (...a: typeof args) => unknown)(...args));
  };
}

export const toast = { message: later('message'), success: later('success'), error: later('error'), info: later('info') };
