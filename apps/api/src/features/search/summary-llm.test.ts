// The LLM answer path against a fake OpenAI-compatible endpoint on 127.0.0.1 (issue 7): grounded prompt,
// citations stripped and checked, and the extractive fallback when the endpoint is slow, down or odd.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { summaryResponse } from '@rooted/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Mode = { kind: 'reply'; content: string } | { kind: 'slow' } | { kind: 'status'; status: number } | { kind: 'garbage' };

let mode: Mode = { kind: 'reply', content: '' };
const calls: { url: string; auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let server: Server;
let t: TestApp;
let user: TestUser;

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    calls.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(await readBody(req)) });
    if (mode.kind === 'slow') return void setTimeout(() => res.end('{}'), 8_000);
    if (mode.kind === 'status') return void res.writeHead(mode.status).end('{"error":"boom"}');
    if (mode.kind === 'garbage') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices":[]}');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: mode.content } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: '1500',
  });
  // A supporter: free users' monthly allowance would end this file's run early.
  user = await createSignedInUser(t, { supporter: true });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
});

// Each test asks something different: answers are cached for 30 s per normalised query.
async function ask(searchQuery: string) {
  const res = await t.request('/api/search/summary', { method: 'POST', json: { searchQuery }, cookie: user.cookie });
  expect(res.status).toBe(200);
  return summaryResponse.parse(await res.json());
}

describe('LLM answers', () => {
  it('sends the question with the retrieved passages only, and strips and follows the [n] citations', async () => {
    mode = { kind: 'reply', content: 'The father runs to his son, which a dignified man would not do [1]. Luke 15:20 says he was filled with compassion [2].' };
    const r = await ask('Why did the father run?');
    expect(r).toMatchObject({ success: true, generator: 'llm' });
    expect(r.summary).toBe('The father runs to his son, which a dignified man would not do. Luke 15:20 says he was filled with compassion.');
    expect(r.sources.podcastElements[0]?.parent_id).toBe('parables-1-the-prodigal-son');
    expect(r.sources.bibleElements[0]?.formattedReference).toBe('Luke 15:20');

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('/v1/chat/completions');
    expect(call!.auth).toBe('Bearer test-key');
    expect(call!.body.model).toBe('fake-model');
    const [system, prompt] = call!.body.messages;
    expect(system!.content).toMatch(/ONLY the numbered passages/);
    expect(prompt!.content).toMatch(/^Question: Why did the father run\?/);
    expect(prompt!.content).toMatch(/\[1\] \(Episode: The Prodigal Son\)/);
    expect(prompt!.content).toMatch(/Luke 15:20 \(WEB\): /);
  });

  it('drops sentences that cite verses that do not exist', async () => {
    mode = { kind: 'reply', content: 'God so loved the world, as John 3:16 says [1]. John 3:99 adds a second promise [1].' };
    const r = await ask('What does John 3:16 say about love?');
    expect(r.generator).toBe('llm');
    expect(r.summary).toBe('God so loved the world, as John 3:16 says.');
    expect(r.sources.bibleElements.map((b) => b.formattedReference)).toContain('John 3:16');
    expect(r.sources.bibleElements.map((b) => b.formattedReference)).not.toContain('John 3:99');
  });

  it('writes one answer for the same question asked twice at once (one LLM call, both get it)', async () => {
    mode = { kind: 'reply', content: 'The shepherd leaves the ninety-nine to find the one [1].' };
    const [a, b] = await Promise.all([ask('Why leave the ninety-nine?'), ask('  why leave the NINETY-NINE? ')]);
    expect(calls).toHaveLength(1);
    expect(a).toMatchObject({ success: true, generator: 'llm', summary: 'The shepherd leaves the ninety-nine to find the one.' });
    expect(b).toEqual(a);
  });

  it('reports NOT_COVERED as success false', async () => {
    mode = { kind: 'reply', content: 'NOT_COVERED' };
    expect(await ask('grace and the weather')).toMatchObject({ success: false, status: 'not_covered' });
  });

  it('falls back to the extractive answer when the endpoint is slow', async () => {
    mode = { kind: 'slow' };
    const started = Date.now();
    const r = await ask('Who is my neighbour?');
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(r).toMatchObject({ success: true, generator: 'extractive' });
    expect(r.summary).toMatch(/neighbour/i);
    expect(calls).toHaveLength(1);
  });

  it('falls back when the endpoint fails or answers nonsense', async () => {
    mode = { kind: 'status', status: 500 };
    expect(await ask('What is grace?')).toMatchObject({ success: true, generator: 'extractive' });
    mode = { kind: 'garbage' };
    expect(await ask('anxiety and peace')).toMatchObject({ success: true, generator: 'extractive' });
    expect(calls).toHaveLength(2);
  });

  it('does not call the endpoint when nothing relevant was retrieved', async () => {
    mode = { kind: 'reply', content: 'Something invented.' };
    expect(await ask('quantum chromodynamics')).toMatchObject({ success: false, status: 'not_covered' });
    expect(calls).toHaveLength(0);
  });
});
