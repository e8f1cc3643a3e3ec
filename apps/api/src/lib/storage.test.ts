import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage';
import { LocalStorage } from './storage';

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'rooted-storage-'));
    storage = new LocalStorage(root);
  });

  it('writes, reads and deletes an object under its key, leaving no temporary files', async () => {
    await storage.put('user/report/0_1.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await readdir(path.join(root, 'user', 'report'))).toEqual(['0_1.webp']);
    const found = await storage.get('user/report/0_1.webp');
    expect(found && [...found.body]).toEqual([1, 2, 3]);
    expect(found?.contentType).toBe('image/webp');
    await storage.delete('user/report/0_1.webp');
    expect(await storage.get('user/report/0_1.webp')).toBeNull();
    await storage.delete('user/report/0_1.webp'); // deleting twice is fine
  });

  it('refuses keys that could escape the storage root', async () => {
    for (const key of ['../x.webp', 'a/../../x', '/abs.webp', 'a//b', 'a/./b', 'a\\b', '']) {
      await expect(storage.put(key, new Uint8Array([1]), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('S3Storage (against a local stand-in server)', () => {
  const seen: { method?: string; url?: string; auth?: string; sha?: string; type?: string }[] = [];
  const objects = new Map<string, Buffer>();
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, sha: req.headers['x-amz-content-sha256'] as string, type: req.headers['content-type'] });
    const key = req.url ?? '';
    if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
    if (req.method === 'DELETE') objects.delete(key);
    if (req.method === 'GET' && !objects.has(key)) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    res.writeHead(req.method === 'DELETE' ? 204 : 200, { 'content-type': 'image/png' }).end(req.method === 'GET' ? objects.get(key) : undefined);
  });
  let storage: S3Storage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = new S3Storage(
      { endpoint: `http://127.0.0.1:${port}`, bucket: 'rooted', region: 'us-east-1', accessKeyId: 'AKID', secretAccessKey: 'secret' },
      'bug-reports',
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes signed objects with path-style URLs', async () => {
    await storage.put('u/r/0_1.png', new Uint8Array([9, 8]), 'image/png');
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/rooted/bug-reports/u/r/0_1.png', type: 'image/png' });
    expect(seen[0]?.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(seen[0]?.sha).toMatch(/^[0-9a-f]{64}$/);
    const got = await storage.get('u/r/0_1.png');
    expect(got && [...got.body]).toEqual([9, 8]);
    await storage.delete('u/r/0_1.png');
    expect(await storage.get('u/r/0_1.png')).toBeNull();
  });
});
