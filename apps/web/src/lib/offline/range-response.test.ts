// Issue 15: a downloaded episode plays and seeks offline because the worker cuts byte ranges from the
// cached file the way the server does (lib/serve-file.ts): 206 with Content-Range, 416 past the end.
import { describe, expect, it } from 'vitest';
import { parseRange, rangeResponse } from './range-response';

const body = new Blob([new Uint8Array(Array.from({ length: 100 }, (_, i) => i))], { type: 'audio/mpeg' });
const bytes = async (res: Response) => [...new Uint8Array(await res.arrayBuffer())];

describe('parseRange', () => {
  it('reads open, closed and suffix ranges, clamping the end to the body', () => {
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('says unsatisfiable for a start past the end, an inverted range or an empty suffix', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-40', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('ignores a missing, malformed or multi-range header (the whole body is sent)', () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange('items=0-5', 100)).toBeNull();
    expect(parseRange('bytes=0-5,10-15', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
  });
});

describe('rangeResponse', () => {
  it('answers no Range with a 200 and the whole body, saying ranges are accepted', async () => {
    const res = rangeResponse(body, null);
    expect(res.status).toBe(200);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Length')).toBe('100');
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect((await bytes(res)).length).toBe(100);
  });

  it('answers the first request of <audio> (bytes=0-) with a 206 of everything', async () => {
    const res = rangeResponse(body, 'bytes=0-');
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 0-99/100');
    expect((await bytes(res)).length).toBe(100);
  });

  it('answers a seek with exactly the asked bytes', async () => {
    const res = rangeResponse(body, 'bytes=40-44', { contentType: 'audio/ogg' });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 40-44/100');
    expect(res.headers.get('Content-Length')).toBe('5');
    expect(res.headers.get('Content-Type')).toBe('audio/ogg');
    expect(await bytes(res)).toEqual([40, 41, 42, 43, 44]);
  });

  it('answers a range past the end with a 416 naming the size', () => {
    const res = rangeResponse(body, 'bytes=200-');
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe('bytes */100');
  });
});
