// Registers the service worker in production builds (never under the Vite dev server), once the page
// has loaded and is idle, so it does not compete with the first page's own requests. A new version does
// not interrupt anyone: it waits, and a quiet toast offers to reload into it; otherwise it takes over
// once every tab has closed. The registration code itself loads then too (./register-service-worker).
import { useEffect } from 'react';

export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const registerNow = () => void import('./register-service-worker').then((m) => m.registerServiceWorker()).catch((error: unknown) => console.warn('Service worker registration failed', error));
    // After load, and when the page is idle: installing fetches the shell, which must not compete with
    // the first page's own requests.
    let idle: number | undefined;
    const start = () => {
      idle = window.requestIdleCallback(registerNow, { timeout: 5000 });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
}
