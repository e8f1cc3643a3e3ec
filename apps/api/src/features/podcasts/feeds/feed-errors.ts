// Every way a feed import can fail, as an AppError with a stable code and a message an admin can act on.
import { AppError } from '../../../lib/errors';

export const FEED_MAX_BYTES = 10 * 1024 * 1024;
export const FEED_MAX_MB = FEED_MAX_BYTES / 1024 / 1024;

/** Problems with the feed itself are the caller's to fix (400/413); an unreachable server is 502/504. */
export class FeedError extends AppError {}

export const feedErrors = {
  notHttp: () => new FeedError(400, 'feed_url_not_http', 'The feed URL must start with http:// or https://.'),
  invalidUrl: () => new FeedError(400, 'feed_url_invalid', 'The feed URL is not a valid web address.'),
  blockedAddress: (host: string) =>
    new FeedError(
      400,
      'feed_url_blocked',
      `${host} points to a private, loopback or link-local network address, which the importer does not fetch.`,
    ),
  unresolvable: (host: string) => new FeedError(502, 'feed_unreachable', `The feed server ${host} could not be found.`),
  unreachable: (detail: string) => new FeedError(502, 'feed_unreachable', `The feed server could not be reached (${detail}).`),
  httpStatus: (status: number) => new FeedError(502, 'feed_http_status', `The feed server answered with HTTP ${status}.`),
  tooManyRedirects: (max: number) => new FeedError(502, 'feed_too_many_redirects', `The feed URL redirected more than ${max} times.`),
  timeout: (seconds: number) => new FeedError(504, 'feed_timeout', `The feed server did not answer within ${seconds} seconds.`),
  tooLarge: (maxBytes: number, what = 'feed') =>
    new FeedError(413, 'feed_too_large', `The ${what} is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`),
  notXml: () => new FeedError(400, 'feed_not_xml', 'This is not XML, so it cannot be a podcast RSS feed.'),
  html: () => new FeedError(400, 'feed_not_rss', 'This is a web page (HTML), not an RSS feed. Use the address of the feed itself.'),
  atom: () => new FeedError(400, 'feed_not_rss', 'This is an Atom feed. Podcast feeds must be RSS 2.0.'),
  notRss: () => new FeedError(400, 'feed_not_rss', 'This XML document is not an RSS feed (no <rss> root element).'),
  malformed: (detail?: string) =>
    new FeedError(400, 'feed_malformed', `The feed's XML is malformed and cannot be read${detail ? `: ${detail}` : '.'}`),
  noChannel: () => new FeedError(400, 'feed_malformed', 'The RSS feed has no <channel> element.'),
  noTitle: () => new FeedError(400, 'feed_no_title', 'The feed has no title. Give the podcast a name to import it.'),
};
