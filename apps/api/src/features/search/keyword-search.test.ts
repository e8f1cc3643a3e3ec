// Keyword search through the real app on the seeded demo content and all three translations (issue 7).
import { keywordSearchResponse, type KeywordSearchResponse } from '@rooted/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { containsPattern } from './search-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function search(q: string, translation?: string): Promise<KeywordSearchResponse> {
  const params = new URLSearchParams({ q, ...(translation ? { translation } : {}) });
  const res = await t.request(`/api/search?${params}`);
  expect(res.status).toBe(200);
  return keywordSearchResponse.parse(await res.json());
}

const ofType = (r: KeywordSearchResponse, type: string) => r.results.filter((x) => x.type === type);

describe('GET /api/search', () => {
  it('finds episodes by title and summary, case-insensitively, linking to /episodes/{id}', async () => {
    const r = await search('PRODIGAL');
    const episodes = ofType(r, 'episode');
    expect(episodes[0]).toMatchObject({ id: 'parables-1-the-prodigal-son', title: 'The Prodigal Son', url: '/episodes/parables-1-the-prodigal-son' });
    // "running father" is only in the summary, not a title.
    expect(ofType(await search('runs to meet him'), 'episode').map((e) => e.id)).toContain('parables-1-the-prodigal-son');
  });

  it('finds topics by name and recaps by title with their links', async () => {
    expect(ofType(await search('neighbour'), 'topic')).toEqual([
      expect.objectContaining({ id: 'loving-your-neighbour', title: 'Loving Your Neighbour', url: '/topics/loving-your-neighbour' }),
    ]);
    const recaps = ofType(await search('recap'), 'recap');
    expect(recaps).toHaveLength(3);
    expect(recaps.map((x) => x.url)).toContain('/recaps/recap-parables-of-grace');
  });

  it('finds verses in the requested translation with reader links that highlight the verse', async () => {
    const web = ofType(await search('For God so loved the world', 'WEB'), 'bible');
    expect(web[0]).toMatchObject({ title: 'John 3:16', url: '/bible/WEB/John/3?highlight=16' });
    expect(web[0]!.subtitle).toMatch(/For God so loved the world/);
    const kjv = ofType(await search('only begotten Son', 'kjv'), 'bible');
    expect(kjv.map((x) => x.url)).toContain('/bible/KJV/John/3?highlight=16');
    // An unknown translation falls back to the default (WEB).
    expect(ofType(await search('For God so loved the world', 'XYZ'), 'bible')[0]?.url).toBe('/bible/WEB/John/3?highlight=16');
  });

  it('keeps the SPEC §7 limits: 5 episodes, 5 topics, 5 recaps, 10 verses, in canonical order', async () => {
    const r = await search('the');
    expect(ofType(r, 'episode').length).toBe(5);
    expect(ofType(r, 'topic').length).toBeLessThanOrEqual(5);
    expect(ofType(r, 'recap').length).toBeLessThanOrEqual(5);
    const bible = ofType(r, 'bible');
    expect(bible).toHaveLength(10);
    expect(bible[0]!.title).toBe('Genesis 1:1');
  });

  it('keeps canonical order for words the opening chapters never use', async () => {
    // 'Jesus' first appears in Matthew: the trigram branch runs and still sorts canonically.
    for (const translation of ['WEB', 'KJV', 'ASV']) {
      const bible = ofType(await search('Jesus', translation), 'bible');
      expect(bible).toHaveLength(10);
      expect(bible[0]!.title).toBe('Matthew 1:1');
      const keys = bible.map((v) => v.id.split(':').slice(1).map(Number)); // translation:book:chapter:verse
      const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
      expect(keys).toEqual(sorted);
    }
  });

  it('matches substrings literally: % and _ are not wildcards', async () => {
    expect((await search('%%')).results).toEqual([]);
    expect((await search('_o')).results).toEqual([]);
  });

  it('needs at least 2 characters (SPEC §5)', async () => {
    for (const q of ['', 'a', '  b  ']) {
      const res = await t.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
    expect((await t.request('/api/search')).status).toBe(400);
    expect((await search('ab')).query).toBe('ab');
  });
});

describe('search cache (SPEC §9: 30 s)', () => {
  it('answers the same query and translation from the cache for 30 s; another translation is its own query', async () => {
    const term = 'cachecheckword';
    expect(ofType(await search(term, 'WEB'), 'episode')).toEqual([]);
    const id = 'parables-1-the-prodigal-son';
    const [{ title }] = (await t.deps.db.execute<{ title: string }>(sql`SELECT title FROM podcast_episodes WHERE id = ${id}`)).rows as [{ title: string }];
    await t.deps.db.execute(sql`UPDATE podcast_episodes SET title = ${`${title} ${term}`} WHERE id = ${id}`);
    try {
      expect(ofType(await search(term, 'WEB'), 'episode')).toEqual([]);
      expect(ofType(await search(term, 'KJV'), 'episode').map((e) => e.id)).toEqual([id]);
    } finally {
      await t.deps.db.execute(sql`UPDATE podcast_episodes SET title = ${title} WHERE id = ${id}`);
    }
  });
});

describe('2-character terms (no trigram: the in-memory pair index)', () => {
  // The index must return exactly what a full case-insensitive scan would: the first 10 verses in
  // canonical order containing the pair, for common pairs, rare pairs, punctuation and capitals.
  it('returns the same verses as a full ILIKE scan of the translation', async () => {
    for (const [q, translation] of [['lo', 'WEB'], ['QZ', 'WEB'], ['xj', 'KJV'], ['zy', 'ASV'], ['Je', 'KJV'], [', ', 'WEB'], ['?"', 'WEB'], ['x', 'WEB']] as const) {
      if (q.trim().length < 2) continue;
      const scan = await t.deps.db.execute<{ book: number; chapter: number; verse: number }>(sql`
        SELECT book::int AS book, chapter::int AS chapter, verse::int AS verse FROM canonical_bible_elements
        WHERE translation = ${translation} AND type = 'verse' AND text ILIKE ${containsPattern(q.trim())}
        ORDER BY book, chapter, verse LIMIT 10`);
      const expected = scan.rows.map((v) => `${translation}:${v.book}:${v.chapter}:${v.verse}`);
      const bible = ofType(await search(q, translation), 'bible');
      expect(bible.map((v) => v.id), `${q} in ${translation}`).toEqual(expected);
    }
  });

  it('finds a pair that occurs only late in the Bible, in canonical order', async () => {
    const bible = ofType(await search('qu', 'WEB'), 'bible');
    expect(bible).toHaveLength(10);
    const rare = ofType(await search('zz', 'KJV'), 'bible');
    expect(rare.length).toBeGreaterThan(0);
    for (const v of rare) expect(v.subtitle.toLowerCase()).toContain('zz');
  });
});

describe('references', () => {
  it("normalises 'John 3 :16' to 'John 3:16' and jumps to that verse", async () => {
    const r = await search('John 3 :16');
    expect(r.query).toBe('John 3:16');
    expect(r.reference).toEqual({ label: 'John 3:16', url: '/bible/WEB/John/3?highlight=16' });
    expect(r.results[0]).toMatchObject({ type: 'bible', title: 'John 3:16', url: '/bible/WEB/John/3?highlight=16' });
    expect(r.results[0]!.subtitle).toMatch(/^For God so loved/);
  });

  it('reads abbreviations and whole chapters, and ignores references that do not exist', async () => {
    expect((await search('rom 8:28', 'KJV')).reference).toEqual({ label: 'Romans 8:28', url: '/bible/KJV/Romans/8?highlight=28' });
    expect((await search('Psalm 23')).reference).toEqual({ label: 'Psalms 23', url: '/bible/WEB/Psalms/23' });
    expect((await search('John 3:99')).reference).toBeNull();
  });

  it('still finds episodes that mention the reference', async () => {
    const r = await search('Luke 15:20');
    expect(ofType(r, 'episode').map((e) => e.id)).toContain('parables-1-the-prodigal-son');
  });
});
