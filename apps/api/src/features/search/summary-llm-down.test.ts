// Issue 14, "LLM endpoint down or slow: extractive fallback within the timeout". The endpoint refuses
// connections, or answers the headers at once and then stalls in the middle of the body: either way the
// answer is the extractive one, well within LLM_TIMEOUT_MS plus the search itself.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { summaryResponse } from '@rooted/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { freePort } from '../../db/embedded-postgres';

const TIMEOUT_MS = 1_000;

async function appWithLlmAt(baseUrl: string) {
  const t = await createTestApp({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: String(TIMEOUT_MS) });
  const user = await createSignedInUser(t, { supporter: true });
  return async (searchQuery: string) => {
    const started = performance.now();
    const res = await t.request('/api/search/summary', { method: 'POST', json: { searchQuery }, cookie: user.cookie });
    expect(res.status).toBe(200);
    return { body: summaryResponse.parse(await res.json()), ms: performance.now() - started };
  };
}

// Nothing listens on this port.
const askRefused = await appWithLlmAt(`http://127.0.0.1:${await freePort()}/v1`);

let bodyStarted = 0;
const stalling: Server = createServer((_req, res) => {
  bodyStarted += 1;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.write('{"choices":[{"message":{"role":"assistant","content":"The father'); // …and never more
});
await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
const askStalling = await appWithLlmAt(`http://127.0.0.1:${(stalling.address() as AddressInfo).port}/v1`);
afterAll(async () => {
  stalling.closeAllConnections();
  await new Promise((resolve) => stalling.close(resolve));
});

describe('the AI answer when the LLM endpoint fails', () => {
  it('answers extractively at once when the endpoint refuses connections', async () => {
    const { body, ms } = await askRefused('Who is my neighbour?');
    expect(body).toMatchObject({ success: true, generator: 'extractive' });
    expect(body.summary).toMatch(/neighbour/i);
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000);
  });

  it('answers extractively within the timeout when the endpoint stalls mid-answer', async () => {
    const { body, ms } = await askStalling('Why did the father run?');
    expect(bodyStarted).toBe(1);
    expect(body).toMatchObject({ success: true, generator: 'extractive' });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50); // it did wait for the model, up to its limit
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000);
  });
});
