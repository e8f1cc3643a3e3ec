// Signing out removes the signed-in user's copies the service worker keeps for offline use: who they are,
// and the notes, progress and transcript of downloaded episodes. The episodes themselves (public audio
// and details) stay on the device. Queued offline writes stay too: they are keyed by user and are only
// replayed when that same user signs in again.
import { EPISODE_DATA_CACHE, SESSION_CACHE } from './cache-names';

export async function forgetOfflineUserData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(SESSION_CACHE);
    const data = await caches.open(EPISODE_DATA_CACHE);
    for (const request of await data.keys()) {
      const { pathname } = new URL(request.url);
      // Keep /api/episodes/:id (public details); drop transcripts, notes and progress.
      if (!/^\/api\/episodes\/[^/]+$/.test(pathname)) await data.delete(request);
    }
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
