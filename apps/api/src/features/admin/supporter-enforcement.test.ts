// Every supporter feature of SPEC §1, called as a free user (refused or limited) and as a supporter
// (served), through the real app. Each feature has its own detailed tests; this file is the one place
// that proves the tier is enforced on the server everywhere (issue 12).
import { FREE_AI_ANSWERS_PER_MONTH } from '@rooted/shared';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { makeCard, makeDeck } from '../flashcards/test-helpers';

const t = await createTestApp();
const free = await createSignedInUser(t);
const supporter = await createSignedInUser(t, { supporter: true });

const send = (who: TestUser, method: string, path: string, json?: unknown) => t.request(path, { method, json, cookie: who.cookie });
const code = async (res: Response) => ((await res.clone().json()) as { error?: { code: string } }).error?.code;

describe('supporter-only endpoints refuse a free user and serve a supporter', () => {
  it.each([
    ['cross references', 'GET', '/api/bible/cross-references/John/3/16', undefined],
    ['custom verse links (list)', 'GET', '/api/bible/links?book=John&chapter=3', undefined],
    [
      'custom verse links (create)',
      'POST',
      '/api/bible/links',
      { book: 'John', chapter: 3, verse: 16, toBook: 'Rom', toChapter: 5, toVerseFrom: 8, note: '' },
    ],
    ['time-coded bookmarks (list)', 'GET', '/api/bookmarks', undefined],
    ['time-coded bookmarks (create)', 'POST', '/api/bookmarks', { episodeId: 'psalms-1-the-lord-is-my-shepherd', positionSeconds: 5 }],
    ['premium topics', 'GET', '/api/topics/lament', undefined],
  ])('%s', async (_name, method, path, json) => {
    const refused = await send(free, method, path, json);
    expect(refused.status).toBe(403);
    expect(await code(refused)).toBe('supporter_required');
    expect((await send(supporter, method, path, json)).status).toBeLessThan(300);
  });

  it('full transcripts where the series permits them (free users get snippets)', async () => {
    const path = '/api/episodes/parables-1-the-prodigal-son/transcript';
    expect(await (await send(free, 'GET', path)).json()).toMatchObject({ mode: 'snippets', reason: 'supporter_required' });
    expect(await (await send(supporter, 'GET', path)).json()).toMatchObject({ mode: 'full' });
  });

  it('unlimited flashcard creation (free: 5 new per month)', async () => {
    for (const who of [free, supporter]) {
      const deck = await makeDeck(t, who);
      for (let verse = 1; verse <= 5; verse += 1) expect((await makeCard(t, who, { deckId: deck.id, verseFrom: verse })).status).toBe(201);
      const sixth = await makeCard(t, who, { deckId: deck.id, verseFrom: 6 });
      expect(sixth.status).toBe(who === free ? 403 : 201);
    }
  });

  it(`AI answers: free users get ${FREE_AI_ANSWERS_PER_MONTH} a month, supporters more`, async () => {
    const ask = (who: TestUser) => send(who, 'POST', '/api/search/summary', { searchQuery: 'grace' });
    for (let i = 0; i < FREE_AI_ANSWERS_PER_MONTH; i += 1) expect((await ask(free)).status).toBe(200);
    const over = await ask(free);
    expect(over.status).toBe(403);
    expect(await code(over)).toBe('supporter_required');
    for (let i = 0; i <= FREE_AI_ANSWERS_PER_MONTH; i += 1) expect((await ask(supporter)).status).toBe(200);
  });

  it('the supporter badge on the certificate', async () => {
    const letters = ['letters-1-saved-by-grace', 'letters-2-joy-in-chains', 'letters-3-the-peace-that-guards', 'letters-4-more-than-a-slave'];
    for (const who of [free, supporter]) {
      for (const id of letters) expect((await send(who, 'PUT', `/api/progress/${id}`, { progress: 100, positionSeconds: 3600 })).status).toBe(200);
      const res = await send(who, 'GET', '/api/certificates/series/letters-from-prison');
      const { certificate } = (await res.json()) as { certificate: { supporter: boolean } | null };
      expect(certificate?.supporter).toBe(who === supporter);
    }
  });
});
