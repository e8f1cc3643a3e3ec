// RSS (with iTunes and Podcasting 2.0 tags) to the plain shape the importer stores, via feedsmith.
import { DetectError, MalformedError, parseRssFeed, detectAtomFeed } from 'feedsmith';
import type { EpisodeChapter } from '../../../db/schema';
import { FeedError, feedErrors } from './feed-errors';
import { htmlToMarkdown } from './html-to-markdown';
import { parseTimestamp } from './parse-chapters';
import { pickTranscript, type TranscriptLink } from './transcript-format';

export interface ParsedEpisode {
  guid: string;
  title: string;
  summary: string;
  audioUrl: string;
  audioType: string | null;
  imageUrl: string | null;
  durationSeconds: number | null;
  pubdate: Date | null;
  episodeNumber: number | null;
  seasonNumber: number | null;
  transcript: TranscriptLink | null;
  chaptersUrl: string | null;
  /** Podlove Simple Chapters written in the feed itself. */
  inlineChapters: EpisodeChapter[] | null;
}

export interface ParsedFeed {
  title: string | null;
  description: string;
  author: string;
  artworkUrl: string | null;
  episodes: ParsedEpisode[];
  skippedNoAudio: number;
  duplicateGuids: number;
}

const SUMMARY_MAX = 20_000;

/** Resolves a link found in the feed; only absolute http(s) results are kept. */
function link(value: string | undefined, base: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const int = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1e6 ? n : null);

function date(value: string | undefined): Date | null {
  if (!value) return null;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Text to ParsedFeed, or a FeedError saying why it is not a usable RSS feed. */
export function parseFeed(text: string, baseUrl?: string): ParsedFeed {
  const start = text.trimStart();
  if (!start.startsWith('<')) throw feedErrors.notXml();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<!doctype html|^<html[\s>]/i.test(start)) throw feedErrors.html();
  let feed;
  try {
    feed = parseRssFeed(text);
  } catch (err) {
    if (err instanceof MalformedError) throw feedErrors.malformed((err.cause as Error | undefined)?.message);
    if (err instanceof DetectError) throw detectAtomFeed(text) ? feedErrors.atom() : feedErrors.notRss();
    if (err instanceof FeedError) throw err;
    throw feedErrors.noChannel();
  }
  // The XML parser is lenient about a missing end; a cut-off download must not import half a feed.
  if (!/<\/(?:[\w-]+:)?rss\s*>\s*(?:<!--[\s\S]*?-->\s*)*$/i.test(text))
    throw feedErrors.malformed('the document ends before its closing </rss> tag (the file may be cut off)');

  const seen = new Set<string>();
  const episodes: ParsedEpisode[] = [];
  let skippedNoAudio = 0;
  let duplicateGuids = 0;
  for (const item of feed.items ?? []) {
    const enclosure = item.enclosures?.find((e) => e.type?.startsWith('audio/')) ?? item.enclosures?.[0];
    const audioUrl = link(enclosure?.url, baseUrl);
    if (!audioUrl) {
      skippedNoAudio += 1;
      continue;
    }
    // Feeds without GUIDs are identified by their audio file, the next most stable thing.
    const guid = (item.guid?.value?.trim() || audioUrl).slice(0, 500);
    if (seen.has(guid)) {
      duplicateGuids += 1;
      continue;
    }
    seen.add(guid);
    const html = [item.content?.encoded, item.description, item.itunes?.summary].filter(Boolean) as string[];
    const richest = html.sort((a, b) => b.length - a.length)[0] ?? '';
    const psc = item.psc?.chapters?.flatMap((c): EpisodeChapter[] => {
      const start = parseTimestamp(c.start);
      const title = c.title?.trim().slice(0, 200);
      const url = link(c.href, baseUrl);
      return start === null || !title ? [] : [{ start, title, ...(url ? { url } : {}) }];
    });
    episodes.push({
      guid,
      title: (item.title ?? item.itunes?.title ?? '').trim().slice(0, 500) || 'Untitled episode',
      summary: htmlToMarkdown(richest).slice(0, SUMMARY_MAX),
      audioUrl,
      audioType: enclosure?.type?.trim() || null,
      imageUrl: link(item.itunes?.image, baseUrl),
      durationSeconds: typeof item.itunes?.duration === 'number' && item.itunes.duration > 0 ? item.itunes.duration : null,
      pubdate: date(item.pubDate) ?? date(item.dc?.dates?.[0]),
      episodeNumber: int(item.itunes?.episode ?? item.podcast?.episode?.number),
      seasonNumber: int(item.itunes?.season ?? item.podcast?.season?.number),
      transcript: pickTranscript(
        (item.podcast?.transcripts ?? []).map((t) => ({ url: link(t.url, baseUrl) ?? undefined, type: t.type })),
      ),
      chaptersUrl: link(item.podcast?.chapters?.url, baseUrl),
      inlineChapters: psc?.length ? psc : null,
    });
  }
  return {
    title: (feed.title ?? feed.itunes?.title ?? '').trim().slice(0, 200) || null,
    description: htmlToMarkdown(feed.description ?? feed.itunes?.summary ?? '').slice(0, 10_000),
    author: (feed.itunes?.author ?? feed.managingEditor?.name ?? '').trim().slice(0, 200),
    artworkUrl: link(feed.itunes?.image ?? feed.image?.url, baseUrl),
    episodes,
    skippedNoAudio,
    duplicateGuids,
  };
}
