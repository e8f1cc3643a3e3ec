// Episodes saved for offline listening: the audio file in Cache Storage (the service worker cuts byte
// ranges from it), the episode page's API data next to it, and a small record per episode in IndexedDB
// for the Downloads list. Works from the page, so a download finishes even before the worker controls it.
import { episodeDetailResponse, normalizeAudioUrl } from '@rooted/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIO_CACHE, EPISODE_DATA_CACHE, episodeDataUrls } from '@/lib/offline/cache-names';
import { idbAll, idbDelete, idbPut } from '@/lib/offline/idb';

export interface DownloadRecord {
  episodeId: string;
  title: string;
  podcastName: string;
  /** The audio URL exactly as the player requests it (the cache key). */
  audioUrl: string;
  durationSeconds: number | null;
  bytes: number;
  /** ms since epoch */
  savedAt: number;
}

export class DownloadError extends Error {
  override readonly name = 'DownloadError';
}

export const downloadKeys = { all: ['offline', 'downloads'] as const };

export const downloadsQueryOptions = queryOptions({
  queryKey: downloadKeys.all,
  queryFn: async (): Promise<DownloadRecord[]> => {
    const records = await idbAll<DownloadRecord>('downloads').catch(() => []);
    return records.sort((a, b) => b.savedAt - a.savedAt);
  },
  staleTime: Infinity,
  networkMode: 'always', // local data: never paused while offline
});

/** Tells the service worker to re-read what is downloaded (it answers only those requests itself). */
async function notifyWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  registration?.active?.postMessage({ type: 'DOWNLOADS_CHANGED' });
}

const supported = () => typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';

async function fetchOk(url: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new DownloadError('Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw new DownloadError('The episode could not be downloaded. Please try again.');
  return res;
}

/** Reads a body while reporting how much has arrived (0..1; null when the size is unknown). */
async function readWithProgress(res: Response, onProgress?: (fraction: number | null) => void): Promise<Blob> {
  const total = Number(res.headers.get('content-length')) || 0;
  if (!res.body || !onProgress) return res.blob();
  const reader = res.body.getReader();
  const parts: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(1, received / total) : null);
  }
  return new Blob(parts, { type: res.headers.get('content-type') ?? '' });
}

export async function downloadEpisode(options: {
  episodeId: string;
  /** Signed-in users also get their notes and progress for the episode kept offline. */
  signedIn: boolean;
  onProgress?: (fraction: number | null) => void;
}): Promise<DownloadRecord> {
  const { episodeId, signedIn, onProgress } = options;
  if (!supported()) throw new DownloadError('This browser cannot keep episodes for offline listening.');
  const urls = episodeDataUrls(episodeId);
  const detailRes = await fetchOk(urls.detail);
  const parsed = episodeDetailResponse.safeParse(await detailRes.clone().json());
  if (!parsed.success) throw new DownloadError('The episode could not be downloaded. Please try again.');
  const { episode } = parsed.data;
  if (!episode.audioUrl) throw new DownloadError('This episode has no audio to download.');
  const audioUrl = normalizeAudioUrl(episode.audioUrl);
  if (new URL(audioUrl, location.href).origin !== location.origin) {
    // The app may only fetch from its own origin (CSP connect-src 'self'), and feeds' hosts rarely allow it.
    throw new DownloadError("This episode's audio is hosted by its podcast, so it cannot be saved for offline listening.");
  }

  const audioRes = await fetchOk(audioUrl);
  const body = await readWithProgress(audioRes, onProgress);
  const type = audioRes.headers.get('content-type') ?? episode.audioType ?? 'audio/mpeg';
  const audioCache = await caches.open(AUDIO_CACHE);
  try {
    await audioCache.put(
      new URL(audioUrl, location.href).href,
      new Response(body, { headers: { 'Content-Type': type, 'Content-Length': String(body.size) } }),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') {
      throw new DownloadError('There is not enough storage on this device for this episode.');
    }
    throw error;
  }

  const dataCache = await caches.open(EPISODE_DATA_CACHE);
  await dataCache.put(urls.detail, detailRes);
  // The rest is what the page shows around the audio; a failure here does not undo the download.
  const extras = [episode.hasTranscript ? urls.transcript : null, signedIn ? urls.notes : null, signedIn ? urls.progress : null];
  await Promise.all(
    extras.map(async (url) => {
      if (!url) return;
      const res = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (res?.ok) await dataCache.put(url, res);
    }),
  );

  const record: DownloadRecord = {
    episodeId,
    title: episode.title,
    podcastName: episode.podcast.name,
    audioUrl: new URL(audioUrl, location.href).href,
    durationSeconds: episode.durationSeconds,
    bytes: body.size,
    savedAt: Date.now(),
  };
  await idbPut('downloads', record);
  await notifyWorker();
  // Ask the browser not to evict the downloads under storage pressure (it may say no; that is fine).
  void navigator.storage?.persist?.().catch(() => false);
  return record;
}

export async function removeDownload(record: Pick<DownloadRecord, 'episodeId' | 'audioUrl'>): Promise<void> {
  if (!supported()) return;
  await (await caches.open(AUDIO_CACHE)).delete(record.audioUrl);
  const dataCache = await caches.open(EPISODE_DATA_CACHE);
  await Promise.all(Object.values(episodeDataUrls(record.episodeId)).map((url) => dataCache.delete(url)));
  await idbDelete('downloads', record.episodeId);
  await notifyWorker();
}

export function useDownloads() {
  return useQuery(downloadsQueryOptions);
}

export function useRemoveDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDownload,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}
