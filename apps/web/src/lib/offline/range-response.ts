// Answers an HTTP Range request from a whole cached body. <audio> asks for byte ranges (to start, to
// seek, to read the duration at the end), and offline there is no server to cut them: the worker serves
// them from the downloaded file. Pure (Blob and Response only), so it runs the same in tests.

export type ByteRange = { start: number; end: number };

/**
 * Parses a single-range `bytes=` header against a body of `size` bytes. Returns the inclusive range,
 * 'unsatisfiable' (answer 416), or null when there is no usable header (answer the whole body).
 * Multiple ranges are answered whole, as servers may do (RFC 9110 §14.2).
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // malformed or multi-range: ignore it and send the whole body
  const [, from, to] = match;
  if (!from && !to) return null;
  if (!from) {
    // Suffix range: the last N bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A 200 with the whole body, or a 206/416 for a Range header, with the cached response's content type. */
export function rangeResponse(body: Blob, rangeHeader: string | null, init: { contentType?: string | null } = {}): Response {
  const size = body.size;
  const headers = new Headers({ 'Accept-Ranges': 'bytes' });
  const type = init.contentType || body.type;
  if (type) headers.set('Content-Type', type);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  if (!range) {
    headers.set('Content-Length', String(size));
    return new Response(body, { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(body.slice(range.start, range.end + 1), { status: 206, statusText: 'Partial Content', headers });
}
