// Registers the service worker in production builds (never under the Vite dev server), once the page
// has loaded and is idle, so it does not compete with the first page's own requests. A new version does
// not interrupt anyone: it waits, and a quiet toast offers to reload into it; otherwise it takes over
// once every tab has closed.
import { useEffect } from 'react';
import { toast } from 'sonner';

const SW_URL = '/sw.js';

function offerUpdate(worker: ServiceWorker) {
  toast('A new version of Rooted is ready.', {
    id: 'sw-update',
    duration: Infinity,
    action: { label: 'Reload', onClick: () => worker.postMessage({ type: 'SKIP_WAITING' }) },
  });
}

async function register() {
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);
  const registration = await container.register(SW_URL, { scope: '/' });
  // Only an update (not the first install) needs a reload; reload once, when the new worker takes over.
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  // Page chunks loaded before the worker existed: hand them over so the pages already seen work offline.
  void container.ready.then((ready) => {
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    ready.active?.postMessage({ type: 'CACHE_ASSETS', urls });
  });
  if (registration.waiting && container.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerUpdate(worker);
    });
  });
}

export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const registerNow = () => void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
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
