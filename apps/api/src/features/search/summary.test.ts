// The grounded AI answer through the real app on the demo content (issue 7), extractive generator.
import { bookBySlug, findBook, summaryResponse, type SummaryResponse } from '@rooted/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let user: TestUser;
// Supporters, unless a test is about free users: free users have a monthly allowance (search-limits.ts).
const supporter = () => createSignedInUser(t, { supporter: true });

beforeAll(async () => {
  t = await createTestApp();
  user = await supporter();
});

async function ask(searchQuery: string, who: TestUser = user, translation?: string) {
  return t.request('/api/search/summary', { method: 'POST', json: { searchQuery, translation }, cookie: who.cookie });
}

async function answer(searchQuery: string, who: TestUser = user): Promise<SummaryResponse> {
  const res = await ask(searchQuery, who);
  expect(res.status).toBe(200);
  return summaryResponse.parse(await res.json());
}

describe('POST /api/search/summary', () => {
  it('answers from the content with sources that all exist', async () => {
    const r = await answer('Why did the father run?', await supporter());
    expect(r).toMatchObject({ success: true, status: 'answered', generator: 'extractive' });
    expect(r.summary).toMatch(/father/i);
    expect(r.summary.length).toBeLessThan(700);
    expect(r.sources.podcastElements[0]).toMatchObject({ parent_id: 'parables-1-the-prodigal-son', parent_title: 'The Prodigal Son', parent_type: 'episode' });

    const { db } = t.deps;
    for (const p of r.sources.podcastElements) {
      const table = { episode: 'podcast_episodes', recap: 'recaps', topic: 'topics' }[p.parent_type];
      const idColumn = p.parent_type === 'recap' ? 'recap_id' : 'id';
      const titleColumn = p.parent_type === 'topic' ? 'name' : 'title';
      const found = await db.execute<{ title: string }>(
        sql`SELECT ${sql.identifier(titleColumn)} AS title FROM ${sql.identifier(table)} WHERE ${sql.identifier(idColumn)} = ${p.parent_id}`,
      );
      expect(found.rows.map((x) => x.title), `${p.parent_type} ${p.parent_id}`).toEqual([p.parent_title]);
      if (p.id.startsWith('segment:')) {
        const [, episode, position] = p.id.split(':');
        const seg = await db.execute(sql`SELECT 1 FROM episode_transcript_segments WHERE episode_id = ${episode} AND position = ${Number(position)}`);
        expect(seg.rows).toHaveLength(1);
      }
    }
    expect(r.sources.bibleElements.length).toBeGreaterThan(0);
    expect(r.sources.bibleElements[0]).toMatchObject({ book: 'Luke', chapter: 15, formattedReference: expect.stringMatching(/^Luke 15/) });
    for (const v of r.sources.bibleElements) {
      const book = findBook(v.book)!;
      const row = await db.execute<{ text: string }>(sql`
        SELECT text FROM canonical_bible_elements WHERE translation = 'WEB' AND book = ${book.index} AND chapter = ${v.chapter} AND verse = ${v.verse}`);
      expect(row.rows[0]?.text, v.formattedReference).toBe(v.text);
      expect(bookBySlug(book.slug)).toBe(book);
    }
  });

  it('starts a reference question with the verse, in the requested translation', async () => {
    const res = await ask('John 3 :16', user, 'KJV');
    const r = summaryResponse.parse(await res.json());
    expect(r.success).toBe(true);
    expect(r.summary).toMatch(/^John 3:16: “For God so loved the world, that he gave his only begotten Son/);
    expect(r.sources.bibleElements[0]).toMatchObject({ book: 'John', chapter: 3, verse: 16, formattedReference: 'John 3:16', translation: 'KJV' });
  });

  it('says the series does not cover a question with nothing relevant (success false)', async () => {
    const r = await answer('quantum chromodynamics');
    expect(r).toMatchObject({ success: false, status: 'not_covered', sources: { podcastElements: [], bibleElements: [] } });
    expect(r.summary).toMatch(/don't cover/);
  });

  it('cleans the query (SPEC §5) and serves the same normalised query from the cache', async () => {
    const who = await supporter();
    const first = await answer(`What is "grace"; really\\?`, who);
    const again = await answer(`  what is GRACE really?  `, who);
    expect(again).toEqual(first);
    expect(first.success).toBe(true);
    // Still under 3 characters after cleaning: rejected.
    const short = await ask(`"a";`, who);
    expect(short.status).toBe(400);
    // Cut to 100 characters: a long question still answers.
    expect((await ask(`grace ${'x'.repeat(300)}`, who)).status).toBe(200);
  });

  it('needs a session: 401 without one', async () => {
    const res = await t.request('/api/search/summary', { method: 'POST', json: { searchQuery: 'grace' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    expect((await t.request('/api/search/summary', { method: 'POST', json: { searchQuery: 'grace' }, cookie: 'better-auth.session_token=forged' })).status).toBe(401);
  });

  it('limits each user to 10 answers a minute: then 429 with Retry-After', async () => {
    const who = await supporter();
    for (let i = 0; i < 10; i += 1) expect((await ask(`grace ${i}`, who)).status).toBe(200);
    const res = await ask('grace again', who);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "You've searched too many times. Please wait a minute and try again.",
    );
    // Another user is not affected.
    expect((await ask('grace', await supporter())).status).toBe(200);
  });

  it('gives free users a monthly allowance, then 403 supporter_required', async () => {
    const free = await createSignedInUser(t);
    for (let i = 0; i < 5; i += 1) expect((await ask(`prayer ${i}`, free)).status).toBe(200);
    const res = await ask('prayer again', free);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('supporter_required');
  });
});
