// What the service worker keeps, and where. Shared by the worker (src/sw) and the page (downloads,
// sign-out), so both agree on cache names and on which URLs belong to which cache.

/** Every cache this app owns starts with this; the worker deletes unknown ones with it on activation. */
export const CACHE_PREFIX = 'rooted-';
/** index.html and the build's assets; one per build (the worker's version), replaced on update. */
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-${version}`;
/** Bible chapters the reader opened (and the translation list), refreshed in the background. */
export const BIBLE_CACHE = `${CACHE_PREFIX}bible-v1`;
/** Audio files of downloaded episodes, stored whole; ranges are cut from them on request. */
export const AUDIO_CACHE = `${CACHE_PREFIX}audio-v1`;
/** API answers a downloaded episode's page needs offline (details, transcript, notes, progress). */
export const EPISODE_DATA_CACHE = `${CACHE_PREFIX}episode-data-v1`;
/** Who is signed in (GET /api/auth/me), so an offline reload still knows the user. Cleared on sign-out. */
export const SESSION_CACHE = `${CACHE_PREFIX}session-v1`;

export const RUNTIME_CACHES = [BIBLE_CACHE, AUDIO_CACHE, EPISODE_DATA_CACHE, SESSION_CACHE] as const;

export const SESSION_URL = '/api/auth/me';

const BIBLE_CHAPTER = /^\/api\/bible\/[^/]+\/[^/]+\/\d+$/;
/** Bible API calls kept for offline reading: chapters and the translation list. */
export function isBibleCacheable(pathname: string): boolean {
  return pathname === '/api/bible/translations' || (BIBLE_CHAPTER.test(pathname) && !pathname.startsWith('/api/bible/cross-references/'));
}

const enc = encodeURIComponent;

/** The API URLs (path + query, exactly as the app requests them) that a downloaded episode's page reads. */
export function episodeDataUrls(episodeId: string) {
  const id = enc(episodeId);
  return {
    detail: `/api/episodes/${id}`,
    transcript: `/api/episodes/${id}/transcript`,
    // Same order and encoding as the notes feature's URLSearchParams({ episodeId }).
    notes: `/api/notes?${new URLSearchParams({ episodeId }).toString()}`,
    progress: `/api/progress/${id}`,
  };
}

/** Per-user parts of a downloaded episode's cached data: removed when someone signs out. */
export const userEpisodeDataKinds = ['transcript', 'notes', 'progress'] as const;

/**
 * Which downloaded episode an API GET belongs to, if it is one the episode page reads; null otherwise.
 * The worker answers these from the cache when the network is gone.
 */
export function episodeIdOfDataUrl(url: URL): string | null {
  const path = url.pathname;
  const episode = /^\/api\/episodes\/([^/]+)(?:\/transcript)?$/.exec(path);
  if (episode) return decodeURIComponent(episode[1]!);
  const progress = /^\/api\/progress\/([^/]+)$/.exec(path);
  if (progress) return decodeURIComponent(progress[1]!);
  if (path === '/api/notes') {
    const params = [...url.searchParams.keys()];
    const id = url.searchParams.get('episodeId');
    return id && params.length === 1 ? id : null;
  }
  return null;
}
