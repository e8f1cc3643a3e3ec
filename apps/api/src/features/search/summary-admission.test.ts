// AI answers run at most AI_ANSWERS_PER_CONNECTION per pooled connection at once (app.ts, issue 13); the
// rest wait in arrival order, and the rest of the API does not wait behind them. A fake LLM endpoint on
// 127.0.0.1 holds each answer until the test lets it go, so the answers in progress can be counted.
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { summaryResponse } from '@rooted/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AI_ANSWERS_PER_CONNECTION } from '../../app';

const POOL_SIZE = 1;
const AT_ONCE = AI_ANSWERS_PER_CONNECTION * POOL_SIZE;

const held: { question: string; res: ServerResponse }[] = [];
let server: Server;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let data = '';
    for await (const chunk of req) data += chunk;
    const prompt: string = JSON.parse(data).messages[1].content;
    held.push({ question: /^Question: (.*)$/m.exec(prompt)![1]!, res });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`,
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: '20000',
    DB_POOL_SIZE: String(POOL_SIZE),
  });
  user = await createSignedInUser(t, { supporter: true });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function reply(res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      choices: [{ message: { role: 'assistant', content: 'The father ran to meet his son [1].' } }],
    }),
  );
}

/** Waits (up to 5 s) until the fake LLM holds `count` answers. */
const heldReaches = (count: number) =>
  vi.waitFor(() => expect(held.length).toBeGreaterThanOrEqual(count), { timeout: 5_000 });

describe('issue 13: AI answers in progress are limited per pooled connection', () => {
  it(`runs at most ${AT_ONCE} at once, admits the others in arrival order, and never holds the rest of the API`, async () => {
    // Different questions (answers are cached per question), each asked once its predecessor is queued.
    const questions = [
      'Why did the father run?',
      'What did the prodigal son ask for?',
      'Who welcomed the son home?',
      'Why was the older brother angry?',
    ];
    const answers: Promise<Response>[] = [];
    for (const searchQuery of questions) {
      answers.push(
        t.request('/api/search/summary', { method: 'POST', json: { searchQuery }, cookie: user.cookie }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await heldReaches(AT_ONCE);
    // Time for a third answer to reach the LLM, if one were let through.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Exactly the first ones; those run at once, so which reaches the LLM first is their retrieval's race
    // (seen under a loaded full test run). Arrival order applies to the ones waiting, checked below.
    expect(held.map((h) => h.question).sort()).toEqual(questions.slice(0, AT_ONCE).sort());

    // Other API calls, signed in or not, answer while the answers wait.
    expect((await t.request('/api/bible/translations')).status).toBe(200);
    expect((await t.request('/api/dashboard', { cookie: user.cookie })).status).toBe(200);

    // Each answer let go admits the next one waiting, in the order they were asked.
    reply(held[0]!.res);
    await heldReaches(AT_ONCE + 1);
    expect(held[AT_ONCE]!.question).toBe(questions[AT_ONCE]);
    for (let i = 1; i < questions.length; i += 1) {
      await heldReaches(i + 1);
      reply(held[i]!.res);
    }
    const bodies = await Promise.all(answers.map(async (a) => summaryResponse.parse(await (await a).json())));
    expect(held).toHaveLength(questions.length);
    for (const body of bodies) expect(body).toMatchObject({ success: true, generator: 'llm' });
  });
});
