// The public landing endpoints (issue 11): config, waitlist and creator submissions.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { listCreatorSubmissions, listWaitlistEntries } from './landing.service';

const t = await createTestApp();

/** The `{ error: { code, message } }` body of a failed response. */
async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('GET /api/config', () => {
  it('serves the one Supporter price setting, $5 by default', async () => {
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ supporterPriceMonthly: 5 });
  });

  it('follows SUPPORTER_PRICE_MONTHLY', async () => {
    const other = await createTestApp({ SUPPORTER_PRICE_MONTHLY: '10' });
    expect(await (await other.request('/api/config')).json()).toEqual({ supporterPriceMonthly: 10 });
  });
});

describe('POST /api/waitlist', () => {
  it('stores the address lowercased with an optional name, and is duplicate-safe', async () => {
    const join = (json: unknown) => t.request('/api/waitlist', { method: 'POST', json });
    const first = await join({ email: '  Ruth@Example.com ', name: ' Ruth  <b>Moab</b> ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'joined' });
    // The same answer again (the list cannot be probed), and still one row with the first name kept.
    const again = await join({ email: 'ruth@example.COM', name: 'Someone else' });
    expect(await again.json()).toEqual({ status: 'joined' });
    expect((await join({ email: 'boaz@example.com' })).status).toBe(200);

    const { entries, total } = await listWaitlistEntries({ db: t.deps.db });
    expect(total).toBe(2);
    expect(entries.find((e) => e.email === 'ruth@example.com')?.name).toBe('Ruth Moab');
    expect(entries.find((e) => e.email === 'boaz@example.com')?.name).toBeNull();
  });

  it('refuses an invalid address with a readable 400', async () => {
    const res = await t.request('/api/waitlist', { method: 'POST', json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain('Please enter a valid email address');
  });

  it('refuses posts from another site', async () => {
    const res = await t.app.request('http://localhost:3000/api/waitlist', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/creator-submissions', () => {
  const valid = { name: 'Hannah Lee', email: 'Hannah@Podcast.org', podcastName: 'Psalms Daily', feedUrl: 'https://feeds.example.org/psalms.xml', message: 'We have 200 episodes. <script>x()</script>' };
  const send = (json: unknown) => t.request('/api/creator-submissions', { method: 'POST', json });

  it('stores a valid submission (sanitised) where admins can list it', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { submissions } = await listCreatorSubmissions({ db: t.deps.db });
    expect(submissions.find((s) => s.id === id)).toMatchObject({
      name: 'Hannah Lee',
      email: 'hannah@podcast.org',
      podcastName: 'Psalms Daily',
      feedUrl: 'https://feeds.example.org/psalms.xml',
      message: 'We have 200 episodes.',
    });
  });

  it('accepts a submission without a feed URL or message', async () => {
    expect((await send({ name: 'A', email: 'a@example.com', podcastName: 'B', feedUrl: '' })).status).toBe(201);
  });

  it('validates name, e-mail, podcast name and feed URL', async () => {
    const message = async (json: unknown) => {
      const res = await send(json);
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    expect(await message({ ...valid, name: '<b></b>' })).toContain('Name is required');
    expect(await message({ ...valid, email: 'nope' })).toContain('Please enter a valid email address');
    expect(await message({ ...valid, podcastName: ' ' })).toContain('Podcast name is required');
    expect(await message({ ...valid, feedUrl: 'javascript:alert(1)' })).toContain('Please enter a valid feed URL');
    expect(await message({ ...valid, message: 'x'.repeat(1001) })).toContain('at most 1000');
  });

  it('rate-limits submissions from one address', async () => {
    const fresh = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await fresh.request('/api/creator-submissions', { method: 'POST', json: { ...valid, podcastName: `P${i}` } })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });
});
