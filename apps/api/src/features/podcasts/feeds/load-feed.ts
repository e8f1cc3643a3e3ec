// Gets the feed's text from a URL (through the SSRF-safe fetcher) or from an uploaded or local file.
import type { Env } from '../../../env';
import { decodeText } from './decode-text';
import { FEED_MAX_BYTES, feedErrors } from './feed-errors';
import { parseHttpUrl, safeFetch } from './safe-fetch';

export type FeedSource = { url: string } | { file: Buffer };

export interface LoadedFeed {
  text: string;
  /** Where relative links in the feed resolve (after redirects); none for a file. */
  baseUrl?: string;
  /** The address to store as the podcast's feed URL. */
  feedUrl?: string;
}

const ACCEPT = 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export async function loadFeed(options: { source: FeedSource; env: Env; signal?: AbortSignal }): Promise<LoadedFeed> {
  const { source, env, signal } = options;
  if ('file' in source) {
    if (source.file.length > FEED_MAX_BYTES) throw feedErrors.tooLarge(FEED_MAX_BYTES);
    return { text: decodeText(source.file) };
  }
  const feedUrl = parseHttpUrl(source.url.trim()).toString();
  const res = await safeFetch({ url: feedUrl, maxBytes: FEED_MAX_BYTES, allowPrivate: env.ALLOW_PRIVATE_FEED_URLS, accept: ACCEPT, signal });
  return { text: decodeText(res.body, res.contentType), baseUrl: res.url, feedUrl };
}
