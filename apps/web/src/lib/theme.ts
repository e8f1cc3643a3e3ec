// Theme preference ('light' | 'dark' | 'system') kept in localStorage and applied as a class on <html>.
// public/theme-init.js applies the same rule before first paint; this module keeps it live afterwards.
import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'rooted-theme';
// Match --background in styles.css so the browser chrome blends with the page.
const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#f8f6f1', dark: '#1c1915' };

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
// Used only when storage is blocked (some privacy modes): the choice then lasts for this page view.
let memoryPreference: ThemePreference = 'system';

function readPreference(): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return memoryPreference;
  }
}

function resolve(pref: ThemePreference): ResolvedTheme {
  if (pref !== 'system') return pref;
  return darkQuery().matches ? 'dark' : 'light';
}

function apply(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

const listeners = new Set<() => void>();
const notify = () => {
  apply(resolve(readPreference()));
  listeners.forEach((l) => l());
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    darkQuery().addEventListener('change', notify);
    window.addEventListener('storage', onStorage); // another tab changed the theme
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      darkQuery().removeEventListener('change', notify);
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY) notify();
}

export function setThemePreference(pref: ThemePreference) {
  memoryPreference = pref;
  try {
    if (pref === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, pref);
  } catch {
    // Storage blocked: readPreference falls back to memoryPreference.
  }
  notify();
}

export function useTheme() {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'system' as const);
  const resolvedTheme = useSyncExternalStore(
    subscribe,
    () => resolve(readPreference()),
    () => 'light' as const,
  );
  return {
    preference,
    resolvedTheme,
    setPreference: setThemePreference,
    /** Flips the visible theme and remembers it as an explicit choice. */
    toggle: () => setThemePreference(resolvedTheme === 'dark' ? 'light' : 'dark'),
  };
}
