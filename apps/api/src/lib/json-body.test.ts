// JSON bodies through the real Node server (issue 13): under node-server they are read from Node's own
// request, so the size limit and the JSON errors are checked there as well as under app.request().
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { JSON_BODY_MAX_BYTES } from './json-body';

const EPISODE = 'psalms-1-the-lord-is-my-shepherd';
const t = await createTestApp();
let user: TestUser;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  user = await createSignedInUser(t);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A PUT of a progress save with the body as given; `chunked` sends it without a Content-Length. */
function put(
  body: string,
  { chunked = false } = {},
): Promise<{ status: number; json: { error?: { code: string }; progress?: { progress: number } } }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      cookie: user.cookie,
      origin: t.env.publicUrl,
    };
    if (!chunked) headers['content-length'] = Buffer.byteLength(body);
    const req = http.request(
      { host: '127.0.0.1', port, method: 'PUT', path: `/api/progress/${EPISODE}`, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString() || '{}') }),
        );
      },
    );
    req.on('error', reject);
    // Chunked: the body in several writes, as a streaming client sends it.
    if (chunked) for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
    else req.write(body);
    req.end();
  });
}

describe('JSON bodies under the Node server', () => {
  it('reads a body with a Content-Length, and one sent in chunks', async () => {
    const first = await put(JSON.stringify({ progress: 10, positionSeconds: 6 }));
    expect(first.status).toBe(200);
    expect(first.json.progress?.progress).toBe(10);
    const second = await put(JSON.stringify({ progress: 20, positionSeconds: 11 }), { chunked: true });
    expect(second.status).toBe(200);
    expect(second.json.progress?.progress).toBe(20);
  });

  it('answers malformed JSON and a wrong shape with 400, never 500', async () => {
    const malformed = await put('{"progress": 30,');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error?.code).toBe('invalid_json');
    const empty = await put('');
    expect(empty.status).toBe(400);
    const wrong = await put(JSON.stringify({ progress: 'lots' }));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.code).toBe('validation_error');
  });

  it('refuses a body over the limit with 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({
      progress: 30,
      positionSeconds: 16,
      padding: 'x'.repeat(JSON_BODY_MAX_BYTES),
    });
    const declared = await put(big);
    expect(declared.status).toBe(413);
    expect(declared.json.error?.code).toBe('payload_too_large');
    const chunked = await put(big, { chunked: true });
    expect(chunked.status).toBe(413);
    expect(chunked.json.error?.code).toBe('payload_too_large');
    // The connection and the server are fine afterwards.
    expect((await put(JSON.stringify({ progress: 30, positionSeconds: 16 }))).status).toBe(200);
  });

  it('a client that leaves while its request waits holds nothing: the next requests are answered', async () => {
    // Requests whose clients leave while the API is busy with them (here: waiting for the session check):
    // their handlers find the body's stream already closed when they come to read it. Were that read to
    // wait forever, each would keep its place among the requests the API admits at once
    // (lib/admission.ts) until none was left for anyone.
    const body = JSON.stringify({ progress: 40, positionSeconds: 21 });
    const request = [
      `PUT /api/progress/${EPISODE} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cookie: ${user.cookie}`,
      `Origin: ${t.env.publicUrl}`,
      '',
      body,
    ].join('\r\n');
    for (const leaveAfterMs of [1, 3, 6, 10]) {
      const sockets = await Promise.all(
        Array.from(
          { length: 60 },
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(port, '127.0.0.1', () =>
                socket.write(request, () => resolve(socket)),
              );
              socket.on('error', () => {});
            }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, leaveAfterMs));
      for (const socket of sockets) socket.destroy();
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  }, 15_000);
});
