// Static files with HTTP range requests (audio seeking), precompressed variants and cache headers.
import { createReadStream, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { requestHeader } from './node-response';

function stat(file: string): Stats | undefined {
  try {
    const s = statSync(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves `relative` inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return full === root || full.startsWith(root + path.sep) ? full : undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

export function serveFile(c: Context, file: string, cacheControl: string): Response | undefined {
  let stats = stat(file);
  if (!stats) return undefined;
  const type = getMimeType(file) ?? 'application/octet-stream';
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cacheControl, 'Accept-Ranges': 'bytes' });
  headers.set('Last-Modified', stats.mtime.toUTCString());
  const etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
  headers.set('ETag', etag);
  if (requestHeader(c, 'if-none-match') === etag) return new Response(null, { status: 304, headers });

  let source = file;
  if (COMPRESSIBLE.test(type)) {
    headers.set('Vary', 'Accept-Encoding');
    const accepted = requestHeader(c, 'accept-encoding') ?? '';
    for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const variant = accepted.includes(enc) ? stat(file + ext) : undefined;
      if (variant) {
        headers.set('Content-Encoding', enc);
        source = file + ext;
        stats = variant;
        break;
      }
    }
  }
  const size = stats.size;
  const range = requestHeader(c, 'range');
  const body = (start: number, end: number) =>
    c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(source, { start, end })) as ReadableStream);

  if (range && source === file) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = match?.[1] ? Number(match[1]) : NaN;
    let end = match?.[2] ? Number(match[2]) : size - 1;
    if (match && !match[1] && match[2]) {
      start = Math.max(0, size - Number(match[2])); // suffix range: the last N bytes
      end = size - 1;
    }
    if (!match || Number.isNaN(start) || start >= size || end < start) {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    end = Math.min(end, size - 1);
    headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
    headers.set('Content-Length', String(end - start + 1));
    return new Response(body(start, end), { status: 206, headers });
  }
  headers.set('Content-Length', String(size));
  return new Response(size === 0 ? null : body(0, size - 1), { status: 200, headers });
}
