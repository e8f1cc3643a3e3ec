import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { admission } from './admission';

/** An app whose /api/work requests each wait until the test opens their gate. */
function gatedApp(options: Parameters<typeof admission>[0]) {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const app = new Hono();
  app.use('/api/*', admission(options));
  app.get('/api/work/:id', async (c) => {
    const id = c.req.param('id');
    started.push(id);
    await new Promise<void>((resolve) => gates.set(id, resolve));
    return c.text(id);
  });
  app.get('/api/health', (c) => c.text('ok'));
  const open = (id: string) => gates.get(id)!();
  const request = (id: string, signal?: AbortSignal) => app.request(new Request(`http://x/api/work/${id}`, { signal }));
  return { app, started, open, request };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('admission control (overload)', () => {
  it('runs at most maxInFlight requests at once and admits the waiting ones in arrival order', async () => {
    const { started, open, request } = gatedApp({ maxInFlight: 2, maxQueue: 10 });
    const answers = ['a', 'b', 'c', 'd'].map((id) => request(id));
    await tick();
    expect(started).toEqual(['a', 'b']);
    open('b');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    open('a');
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    open('c');
    open('d');
    expect(await Promise.all(answers.map(async (r) => (await r).text()))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a waiting request whose client has gone, without running it', async () => {
    const { started, open, request } = gatedApp({ maxInFlight: 1, maxQueue: 10 });
    const first = request('first');
    const gone = new AbortController();
    const abandoned = request('abandoned', gone.signal);
    const next = request('next');
    await tick();
    gone.abort();
    expect((await abandoned).status).toBe(499);
    open('first');
    await tick();
    expect(started).toEqual(['first', 'next']);
    open('next');
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
  });

  it('answers 503 with Retry-After only when the queue itself is full', async () => {
    const { open, request } = gatedApp({ maxInFlight: 1, maxQueue: 1 });
    const running = request('running');
    const waiting = request('waiting');
    await tick();
    const refused = await request('refused');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ error: { code: 'overloaded', message: 'The server is very busy. Please try again in a few seconds.' } });
    open('running');
    await tick();
    open('waiting');
    expect((await waiting).status).toBe(200);
    expect((await running).status).toBe(200);
  });

  it('never makes the health check wait', async () => {
    const { app, open, request } = gatedApp({ maxInFlight: 1, maxQueue: 10, bypass: (p) => p === '/api/health' });
    const busy = request('busy');
    await tick();
    expect(await (await app.request('http://x/api/health')).text()).toBe('ok');
    open('busy');
    await busy;
  });
});
