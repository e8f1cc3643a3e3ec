// Fetching feeds, transcripts and chapters from addresses that admins (and feeds) supply: http(s) only,
// no private or local networks (checked on the address actually connected to, so DNS rebinding cannot
// slip through), a few redirects, a deadline, and a byte cap that also holds after decompression.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress } from './address-policy';
import { FeedError, feedErrors } from './feed-errors';

export interface SafeFetchOptions {
  url: string;
  maxBytes: number;
  allowPrivate: boolean;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  /** Names the thing fetched in the "too large" message ("feed", "transcript"). */
  what?: string;
  signal?: AbortSignal;
}

export interface FetchedBody {
  body: Buffer;
  contentType: string;
  /** The address after redirects, for resolving relative links. */
  url: string;
}

const USER_AGENT = 'Rooted/1.0 (podcast feed importer)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function parseHttpUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw feedErrors.invalidUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw feedErrors.notHttp();
  return url;
}

/** DNS lookup that refuses hosts resolving to any non-public address; used for the connection itself. */
function guardedLookup(host: string): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(feedErrors.unresolvable(host), '', 0);
      if (addresses.some((a) => !isPublicAddress(a.address))) return callback(feedErrors.blockedAddress(host), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function request(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(host) && !isPublicAddress(host)) throw feedErrors.blockedAddress(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      headers: { 'User-Agent': USER_AGENT, Accept: options.accept ?? '*/*', 'Accept-Encoding': 'gzip, deflate, br' },
      lookup: options.allowPrivate ? undefined : guardedLookup(url.hostname),
      signal,
      agent: false,
    });
    req.on('response', resolve);
    req.on('error', reject);
  });
}

function decoded(res: http.IncomingMessage): Readable {
  switch ((res.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}

async function readCapped(res: http.IncomingMessage, options: SafeFetchOptions): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (declared > options.maxBytes) {
    res.destroy();
    throw feedErrors.tooLarge(options.maxBytes, options.what);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const stream = decoded(res);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    // Counted after decompression: a small gzip bomb is as large as what it expands to.
    if (total > options.maxBytes) {
      res.destroy();
      stream.destroy();
      throw feedErrors.tooLarge(options.maxBytes, options.what);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function safeFetch(options: SafeFetchOptions): Promise<FetchedBody> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let url = parseHttpUrl(options.url);
  try {
    for (let hop = 0; ; hop++) {
      const res = await request(url, options, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location) {
        res.resume();
        if (hop >= maxRedirects) throw feedErrors.tooManyRedirects(maxRedirects);
        url = parseHttpUrl(new URL(res.headers.location, url));
        continue;
      }
      if (status < 200 || status > 299) {
        res.resume();
        throw feedErrors.httpStatus(status);
      }
      const body = await readCapped(res, options);
      return { body, contentType: String(res.headers['content-type'] ?? ''), url: url.toString() };
    }
  } catch (err) {
    if (err instanceof FeedError) throw err;
    if (deadline.aborted) throw feedErrors.timeout(Math.round(timeoutMs / 1000));
    if (options.signal?.aborted) throw err;
    const code = (err as { code?: string }).code;
    throw feedErrors.unreachable(code ?? (err instanceof Error ? err.message : 'unknown error'));
  }
}
