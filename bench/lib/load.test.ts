// A warm-up counts responses as well as seconds (bench/lib/load.mjs), so that a slow endpoint gets as many
// requests as a fast one before it is measured. Loaded here against a real HTTP server answering about 100
// requests a second (two connections, 20 ms each).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from './load.mjs';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => setTimeout(() => res.end('ok'), 20));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const endpoint = { next: () => ({ method: 'GET', path: '/' }) };

describe('bench warm-up', () => {
  it('stops after its seconds when they brought enough responses', async () => {
    const warmed = await warmUp({ url, endpoint, connections: 2, seconds: 1, requests: 20 });
    expect(warmed.seconds).toBe(1);
    expect(warmed.requests).toBeGreaterThanOrEqual(20);
  });

  it('goes on past its seconds until the responses are there, but never past maxSeconds', async () => {
    // About 100 responses in the first second: short of 150, so it loads on, and the cap ends it at 2 s.
    const warmed = await warmUp({ url, endpoint, connections: 2, seconds: 1, requests: 150, maxSeconds: 2 });
    expect(warmed.seconds).toBe(2);
    expect(warmed.requests).toBeGreaterThan(100);
  });
});
