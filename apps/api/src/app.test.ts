import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();

describe('the app foundation', () => {
  it('GET /api/health reports the database as reachable', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await t.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
  });

  it('sends security headers and a request id on every response', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('refuses an over-large JSON body with 413 and a message', async () => {
    const res = await t.request('/api/health', { method: 'POST', body: 'x'.repeat(300 * 1024), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('serves demo media with HTTP range requests', async () => {
    const res = await t.request('/media/no-such.mp3');
    expect(res.status).toBe(404);
  });

  it('refuses paths that escape the media folder', async () => {
    const res = await t.request('/media/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
});
