import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';
import { startFeedTestServer } from './fixtures/feed-test-server';
import { safeFetch } from './safe-fetch';

const server = await startFeedTestServer();
const MB = 1024 * 1024;
const open = { maxBytes: 10 * MB, allowPrivate: true };

describe('SSRF protection', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::127.0.0.1', false], // IPv4-compatible (deprecated) form
    ['::ffff:0:a9fe:a9fe', false], // IPv4-translated form of 169.254.169.254
    ['64:ff9b::a00:1', false],
    ['::ffff:8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
  ])('%s public: %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));

  it.each(['file:///etc/passwd', 'ftp://example.org/feed.xml', 'gopher://x', 'javascript:alert(1)'])('refuses %s', async (url) => {
    await expect(safeFetch({ url, maxBytes: MB, allowPrivate: false })).rejects.toMatchObject({ code: 'feed_url_not_http' });
  });

  it('refuses loopback, private and link-local literals without connecting', async () => {
    for (const url of [`${server.url}/itunes.xml`, 'http://10.0.0.1/feed', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x']) {
      await expect(safeFetch({ url, maxBytes: MB, allowPrivate: false })).rejects.toMatchObject({ code: 'feed_url_blocked' });
    }
  });

  it('refuses a host name that resolves to loopback (checked after DNS resolution)', async () => {
    const port = new URL(server.url).port;
    const before = server.hits.length;
    await expect(safeFetch({ url: `http://localhost:${port}/itunes.xml`, maxBytes: MB, allowPrivate: false })).rejects.toMatchObject({
      code: 'feed_url_blocked',
    });
    expect(server.hits.length).toBe(before);
  });

  it('fetches private addresses only when the admin setting allows it', async () => {
    const res = await safeFetch({ url: `${server.url}/itunes.xml`, ...open });
    expect(res.body.toString()).toContain('Fixture Gospel Hour');
    expect(res.contentType).toContain('application/rss+xml');
  });
});

describe('redirects, deadlines and size caps', () => {
  it('follows up to five redirects and reports where it ended', async () => {
    const res = await safeFetch({ url: `${server.url}/redirect/5`, ...open });
    expect(res.url).toBe(`${server.url}/itunes.xml`);
  });

  it('stops after five redirects', async () => {
    await expect(safeFetch({ url: `${server.url}/redirect/6`, ...open })).rejects.toMatchObject({ code: 'feed_too_many_redirects' });
  });

  it('reports HTTP errors', async () => {
    await expect(safeFetch({ url: `${server.url}/nope.xml`, ...open })).rejects.toMatchObject({
      code: 'feed_http_status',
      message: 'The feed server answered with HTTP 404.',
    });
  });

  it('gives up at the deadline', async () => {
    await expect(safeFetch({ url: `${server.url}/hang`, ...open, timeoutMs: 300 })).rejects.toMatchObject({ code: 'feed_timeout' });
  });

  it('refuses a body over the cap', async () => {
    await expect(safeFetch({ url: `${server.url}/itunes.xml`, maxBytes: 1000, allowPrivate: true })).rejects.toMatchObject({
      code: 'feed_too_large',
      status: 413,
    });
  });

  it('decompresses gzip, and counts the cap after decompression (a gzip bomb is refused)', async () => {
    const res = await safeFetch({ url: `${server.url}/gzip/itunes.xml`, ...open });
    expect(res.body.toString()).toContain('Fixture Gospel Hour');
    await expect(safeFetch({ url: `${server.url}/gzip-bomb`, ...open })).rejects.toMatchObject({ code: 'feed_too_large' });
  });

  it('reports an unreachable server', async () => {
    await expect(safeFetch({ url: 'http://127.0.0.1:1/feed.xml', ...open })).rejects.toMatchObject({ code: 'feed_unreachable' });
  });
});
