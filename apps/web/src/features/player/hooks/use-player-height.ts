import { type RefObject, useEffect } from 'react';

/** Publishes the bar's height as --player-height on <html>, so toasts and other fixed UI can clear it. */
export function usePlayerHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--player-height', `${el.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--player-height');
    };
  }, [ref]);
}
