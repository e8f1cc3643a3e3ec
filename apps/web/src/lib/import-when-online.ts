// Code that mounts by itself after the first paint (the toaster, the player's engine, the progress saver)
// is fetched lazily (issue 13). If the connection drops before that fetch, a plain React.lazy would fail
// and the error page would replace the whole page with 'Rooted has been updated'. Offline, these imports
// wait for the connection instead and try again; a failure while online still fails (a stale deploy).

/** `load`, retried each time the browser comes back online after failing offline. */
export function importWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch((error: unknown) => {
      if (navigator.onLine) throw error;
      // Resolving with the next attempt's promise takes on its outcome, failure included.
      return new Promise<T>((resolve) => window.addEventListener('online', () => resolve(attempt()), { once: true }));
    });
  return attempt;
}
