// The registration itself, loaded by ./use-service-worker once the page has loaded and is idle (issue 13).
import { toast } from '@/lib/toast';

const SW_URL = '/sw.js';

function offerUpdate(worker: ServiceWorker) {
  toast.message('A new version of Rooted is ready.', {
    id: 'sw-update',
    duration: Infinity,
    action: { label: 'Reload', onClick: () => worker.postMessage({ type: 'SKIP_WAITING' }) },
  });
}

export async function registerServiceWorker() {
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
