// Shell pieces the first paint does not need (the toaster, the theme toggle's tooltip) load once the
// page has loaded and the browser is idle, so they are not part of the initial JavaScript (issue 13).
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 2000;

let afterLoad: Promise<void> | null = null;

/** Resolves once, after the window's load event and then an idle period (or 2 s at most). */
export function whenLoadedAndIdle(): Promise<void> {
  afterLoad ??= new Promise<void>((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(resolve, 1);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return afterLoad;
}

/** False on the first render, true once the page has loaded and the browser was idle. */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void whenLoadedAndIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
