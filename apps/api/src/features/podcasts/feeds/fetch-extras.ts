// Transcripts and chapters linked from a feed are fetched before the import transaction opens (network
// time must not hold database locks), only when new or changed, a few at a time, and never fatally:
// an unreachable transcript leaves the episode's stored one in place and becomes a warning.
import type { EpisodeChapter } from '../../../db/schema';
import type { ParsedEpisode } from './parse-feed';
import { parseChaptersJson } from './parse-chapters';
import { parseTranscript, type TranscriptSegment } from './parse-transcript';
import { decodeText } from './decode-text';
import { safeFetch } from './safe-fetch';

export interface StoredSources {
  transcriptUrl: string | null;
  chaptersUrl: string | null;
  lockedFields?: string[];
}

export interface Extras {
  transcripts: Map<string, { url: string; segments: TranscriptSegment[] }>;
  chapters: Map<string, { url: string; chapters: EpisodeChapter[] }>;
  warnings: string[];
}

const TRANSCRIPT_MAX_BYTES = 5 * 1024 * 1024;
const CHAPTERS_MAX_BYTES = 1024 * 1024;
const CONCURRENCY = 4;
/** A first import of a long feed fetches this many of each; the next refresh fetches the rest. */
export const EXTRAS_PER_IMPORT = 200;

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

export async function fetchExtras(options: {
  episodes: ParsedEpisode[];
  stored: Map<string, StoredSources>;
  allowPrivate: boolean;
  signal?: AbortSignal;
}): Promise<Extras> {
  const { episodes, stored, allowPrivate, signal } = options;
  const extras: Extras = { transcripts: new Map(), chapters: new Map(), warnings: [] };
  const failed = { transcripts: 0, chapters: 0 };
  const transcriptJobs = episodes.filter((e) => e.transcript && e.transcript.url !== stored.get(e.guid)?.transcriptUrl);
  // Chapters an admin edited by hand are not fetched again.
  const chapterJobs = episodes.filter((e) => {
    const known = stored.get(e.guid);
    return e.chaptersUrl && e.chaptersUrl !== known?.chaptersUrl && !known?.lockedFields?.includes('chapters');
  });

  await inBatches(transcriptJobs.slice(0, EXTRAS_PER_IMPORT), async (episode) => {
    const { url, format } = episode.transcript!;
    try {
      const res = await safeFetch({ url, maxBytes: TRANSCRIPT_MAX_BYTES, allowPrivate, what: 'transcript', signal });
      const segments = await parseTranscript(decodeText(res.body, res.contentType), format);
      if (segments.length) extras.transcripts.set(episode.guid, { url, segments });
    } catch {
      failed.transcripts += 1;
    }
  });
  await inBatches(chapterJobs.slice(0, EXTRAS_PER_IMPORT), async (episode) => {
    const url = episode.chaptersUrl!;
    try {
      const res = await safeFetch({ url, maxBytes: CHAPTERS_MAX_BYTES, allowPrivate, what: 'chapters file', signal });
      extras.chapters.set(episode.guid, { url, chapters: parseChaptersJson(decodeText(res.body, res.contentType)) });
    } catch {
      failed.chapters += 1;
    }
  });

  if (failed.transcripts) extras.warnings.push(`${failed.transcripts} transcript(s) could not be fetched or read; they will be retried on the next refresh.`);
  if (failed.chapters) extras.warnings.push(`${failed.chapters} chapters file(s) could not be fetched or read; they will be retried on the next refresh.`);
  const deferred = Math.max(0, transcriptJobs.length - EXTRAS_PER_IMPORT) + Math.max(0, chapterJobs.length - EXTRAS_PER_IMPORT);
  if (deferred) extras.warnings.push(`${deferred} transcript or chapters file(s) will be fetched on the next refresh.`);
  return extras;
}
