// Rooted's service worker (built to /sw.js by the plugin in vite.config.ts; registered in production only).
// - the shell (index.html and the assets it loads up front) is precached; pages are network-first,
//   falling back to the cached index.html, so the app opens without a network;
// - hashed assets: cache-first (their names change with their content); page chunks are kept on first
//   use, and the page hands over the ones it loaded before this worker took control;
// - Bible chapters the reader opened: stale-while-revalidate;
// - downloaded episodes: the audio is answered from the cache, byte ranges included (so <audio> plays
//   and seeks offline), and the episode page's API data falls back to the cache when the network is gone;
//   requests of episodes that are not downloaded are not touched at all (no extra hop while streaming);
// - GET /api/auth/me: network-first with a cached copy, so an offline reload still knows the user.
// A new version waits until the page asks it to take over (a quiet "new version" toast) or all tabs close.
import {
  AUDIO_CACHE,
  BIBLE_CACHE,
  CACHE_PREFIX,
  EPISODE_DATA_CACHE,
  episodeDataUrls,
  episodeIdOfDataUrl,
  isBibleCacheable,
  RUNTIME_CACHES,
  SESSION_CACHE,
  SESSION_URL,
  shellCacheName,
} from '../lib/offline/cache-names';
import { rangeResponse } from '../lib/offline/range-response';
import type { ExtendableEvent, ExtendableMessageEvent, FetchEvent, PrecacheManifest, ServiceWorkerScope } from './sw-types';

declare const __ROOTED_PRECACHE__: PrecacheManifest;

const sw = self as unknown as ServiceWorkerScope;
const manifest = __ROOTED_PRECACHE__;
const SHELL_CACHE = shellCacheName(manifest.version);
const INDEX_URL = '/index.html';
/** Hashed file names: the HTTP cache's copy is as good as the server's, so no need to bypass it. */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * What is downloaded, known without waiting, so that everything else goes straight to the network.
 * Read from the caches whenever the worker starts, and again when the page says downloads changed.
 */
interface Downloaded {
  audio: Set<string>;
  episodes: Set<string>;
}
let downloaded: Downloaded | null = null;
let loadingDownloaded: Promise<Downloaded> = loadDownloaded();

async function loadDownloaded(): Promise<Downloaded> {
  const [audio, data] = await Promise.all([caches.open(AUDIO_CACHE), caches.open(EPISODE_DATA_CACHE)]);
  const episodes = new Set<string>();
  for (const request of await data.keys()) {
    const url = new URL(request.url);
    const id = episodeIdOfDataUrl(url);
    if (id !== null && url.pathname === episodeDataUrls(id).detail) episodes.add(id);
  }
  downloaded = { audio: new Set((await audio.keys()).map((r) => r.url)), episodes };
  return downloaded;
}

sw.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `cache: 'reload'`: straight from the server, never from the HTTP cache of an older build.
      await cache.addAll(manifest.urls.map((url) => new Request(url, { cache: isHashedAsset(url) ? 'default' : 'reload' })));
    })(),
  );
});

sw.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const keep = new Set<string>([SHELL_CACHE, ...RUNTIME_CACHES]);
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !keep.has(name)) await caches.delete(name);
      }
      // The first install takes the open page at once, so it works offline without a reload.
      await sw.clients.claim();
      // The page asked who is signed in before this worker existed: keep that answer for offline reloads.
      await networkFirst(new Request(SESSION_URL, { credentials: 'same-origin' }), SESSION_CACHE, true).catch(() => undefined);
    })(),
  );
});

sw.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void sw.skipWaiting();
  if (message?.type === 'DOWNLOADS_CHANGED') event.waitUntil((loadingDownloaded = loadDownloaded()));
  // Page chunks the page loaded before this worker controlled it (from the HTTP cache: no server trip).
  if (message?.type === 'CACHE_ASSETS' && Array.isArray(message.urls)) event.waitUntil(keepAssets(message.urls));
});

async function keepAssets(urls: unknown[]): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    const { origin, pathname } = new URL(url, sw.location.origin);
    if (origin !== sw.location.origin || !isHashedAsset(pathname) || (await cache.match(pathname))) continue;
    await cache.add(pathname).catch(() => undefined);
  }
}

sw.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;

  if (request.mode === 'navigate') return event.respondWith(navigation(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request));
  if (url.pathname === SESSION_URL) return event.respondWith(networkFirst(request, SESSION_CACHE, true));
  if (isBibleCacheable(url.pathname)) return event.respondWith(staleWhileRevalidate(request, event));
  const episodeId = episodeIdOfDataUrl(url);
  if (episodeId !== null) {
    if (downloaded && !downloaded.episodes.has(episodeId)) return;
    return event.respondWith(episodeData(request, episodeId));
  }
  if (request.destination === 'audio' || url.pathname.startsWith('/media/')) {
    if (downloaded && !downloaded.audio.has(request.url)) return;
    return event.respondWith(downloadedAudio(request));
  }
  if (manifest.urls.includes(url.pathname)) return event.respondWith(cacheFirst(request));
});

/** Pages: the server's index.html when it answers, else the precached one (the app routes itself). */
async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const cached = (await caches.open(SHELL_CACHE).then((c) => c.match(INDEX_URL))) ?? (await caches.match(INDEX_URL));
    return cached ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(SHELL_CACHE).then((c) => c.put(request, copy));
  }
  return response;
}

/** Fresh when the network answers (and kept when `store`), the last kept copy when it does not. */
async function networkFirst(request: Request, cacheName: string, store: boolean): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (store && response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request)) ?? Response.error();
  }
}

/** Bible chapters: the kept copy at once (when there is one), refreshed from the network behind it. */
async function staleWhileRevalidate(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(BIBLE_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh.catch(() => Response.error());
}

/** A downloaded episode's API data: network-first, keeping the copy fresh; unknown episodes pass through. */
async function episodeData(request: Request, episodeId: string): Promise<Response> {
  const cache = await caches.open(EPISODE_DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (await loadingDownloaded).episodes.has(episodeId)) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch {
    return (await cache.match(request)) ?? Response.error();
  }
}

/** Audio: a downloaded file is answered from the cache (ranges cut from it); anything else from the network. */
async function downloadedAudio(request: Request): Promise<Response> {
  await loadingDownloaded;
  const cache = await caches.open(AUDIO_CACHE);
  const cached = await cache.match(request.url, { ignoreSearch: false, ignoreVary: true });
  if (!cached) return fetch(request);
  return rangeResponse(await cached.blob(), request.headers.get('range'), {
    contentType: cached.headers.get('content-type'),
  });
}
