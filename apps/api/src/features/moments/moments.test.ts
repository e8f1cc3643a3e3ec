// Moments (issue 15): one tap saves the clip around a time with the transcript heard in it; the verses
// it names become flashcards that keep the clip. Own rows only.
import { momentResponse, momentsResponse, studyResponse, type Moment } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call as flashcards, makeDeck } from '../flashcards/test-helpers';

// Demo episode with a timed transcript: 54.113 s; segment 3 (18.646-30.299) reads "Ephesians chapter 2
// verses 8 and 9 say, it is by grace you have been saved...".
const EP = 'letters-1-saved-by-grace';
const OTHER_EP = 'psalms-1-the-lord-is-my-shepherd';
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
});

const capture = (user: TestUser | null, json: unknown) =>
  t.request('/api/moments', { method: 'POST', json, ...(user && { cookie: user.cookie }) });
const list = async (user: TestUser, query = '') => {
  const res = await t.request(`/api/moments${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return momentsResponse.parse(await res.json()).moments;
};
const remove = (user: TestUser, id: string) => t.request(`/api/moments/${id}`, { method: 'DELETE', cookie: user.cookie });

describe('POST /api/moments: the server computes the clip and the excerpt', () => {
  it('needs a signed-in user (free users included)', async () => {
    expect((await capture(null, { episodeId: EP, positionSeconds: 25 })).status).toBe(401);
    expect((await t.request('/api/moments')).status).toBe(401);
  });

  it('saves about 20 s each side, snapped to whole transcript segments, with the text heard and its verses', async () => {
    const res = await capture(alice, { episodeId: EP, positionSeconds: 25 });
    expect(res.status).toBe(201);
    const { moment } = momentResponse.parse(await res.json());
    // 25 ± 20 = 5..45, widened to the segments it cuts: 0.3 (segment 1) and 46.14 (segment 5).
    expect(moment).toMatchObject({
      episodeId: EP,
      episodeTitle: 'Saved by Grace',
      podcastName: 'The Daily Scroll (Demo)',
      positionSeconds: 25,
      clipStartSeconds: 0.3,
      clipEndSeconds: 46.14,
    });
    expect(moment.excerpt).toMatch(/^Welcome to Letters from Prison/);
    expect(moment.excerpt).toContain('Ephesians chapter 2 verses 8 and 9 say, it is by grace you have been saved');
    expect(moment.references.map((r) => r.label)).toContain('Ephesians 2:8-9');
    expect(moment.references.find((r) => r.label === 'Ephesians 2:8-9')).toEqual({
      label: 'Ephesians 2:8-9',
      book: 49,
      chapter: 2,
      verseFrom: 8,
      verseTo: 9,
      wholeChapter: false,
    });
  });

  it('clamps the clip to the episode: a time past the end is the end', async () => {
    const { moment } = momentResponse.parse(await (await capture(alice, { episodeId: EP, positionSeconds: 9999 })).json());
    expect(moment.positionSeconds).toBeCloseTo(54.113, 2);
    expect(moment.clipEndSeconds).toBeCloseTo(54.113, 2);
    expect(moment.clipStartSeconds).toBeCloseTo(30.999, 2); // 34.1 cuts segment 4 (30.999-37.234)
    const first = momentResponse.parse(await (await capture(alice, { episodeId: EP, positionSeconds: 0 })).json());
    expect(first.moment.clipStartSeconds).toBe(0);
  });

  it('answers 400 with a clear message for bad input and 404 for an unknown episode', async () => {
    for (const body of [{ episodeId: EP, positionSeconds: -1 }, { episodeId: EP }, { episodeId: EP, positionSeconds: 'x' }, { episodeId: EP, positionSeconds: 3, userId: bob.id }]) {
      const res = await capture(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
    expect((await capture(alice, { episodeId: 'no-such-episode', positionSeconds: 3 })).status).toBe(404);
  });
});

describe('GET and DELETE /api/moments: mine only', () => {
  it('lists an episode in time order, and all my moments newest first', async () => {
    await capture(alice, { episodeId: OTHER_EP, positionSeconds: 12 });
    const inEpisode = await list(alice, `?episodeId=${EP}`);
    expect(inEpisode.map((m) => m.positionSeconds)).toEqual([0, 25, expect.closeTo(54.113, 2)]);
    const all = await list(alice);
    expect(all).toHaveLength(4);
    expect(all[0]!.episodeId).toBe(OTHER_EP);
  });

  it("user B can neither see nor delete A's moments", async () => {
    const [mine] = await list(alice);
    expect(await list(bob)).toEqual([]);
    expect(await list(bob, `?episodeId=${EP}`)).toEqual([]);
    expect((await remove(bob, mine!.id)).status).toBe(404);
    expect((await remove(bob, 'not-a-uuid')).status).toBe(404);
    expect((await list(alice)).some((m) => m.id === mine!.id)).toBe(true);
    expect((await remove(alice, mine!.id)).status).toBe(204);
    expect((await list(alice)).some((m) => m.id === mine!.id)).toBe(false);
    expect((await remove(alice, mine!.id)).status).toBe(404);
  });

  it('keeps moments out of the supporter bookmarks list, and bookmarks out of moments', async () => {
    const supporter = await createSignedInUser(t, { supporter: true });
    await capture(supporter, { episodeId: EP, positionSeconds: 10 });
    const res = await t.request('/api/bookmarks', { method: 'POST', json: { episodeId: EP, positionSeconds: 5, note: 'x' }, cookie: supporter.cookie });
    expect(res.status).toBe(201);
    const bookmarks = (await (await t.request('/api/bookmarks', { cookie: supporter.cookie })).json()) as { bookmarks: { positionSeconds: number }[] };
    expect(bookmarks.bookmarks.map((b) => b.positionSeconds)).toEqual([5]);
    expect((await list(supporter)).map((m) => m.positionSeconds)).toEqual([10]);
    const [moment] = await list(supporter);
    expect((await t.request(`/api/bookmarks/${moment!.id}`, { method: 'DELETE', cookie: supporter.cookie })).status).toBe(404);
    // The data export keeps both, each under its own name.
    const data = (await (await t.request('/api/export/json', { cookie: supporter.cookie })).json()) as {
      bookmarks: { positionSeconds: number }[];
      moments: { positionSeconds: number; excerpt: string }[];
    };
    expect(data.bookmarks.map((b) => b.positionSeconds)).toEqual([5]);
    expect(data.moments).toMatchObject([{ positionSeconds: 10, excerpt: expect.stringContaining('Welcome') }]);
  });
});

describe('a flashcard made from a moment keeps its clip', () => {
  let moment: Moment;
  beforeAll(async () => {
    moment = momentResponse.parse(await (await capture(bob, { episodeId: EP, positionSeconds: 25 })).json()).moment;
  });
  const fromMoment = (deckId: string) => {
    const ref = moment.references.find((r) => r.label === 'Ephesians 2:8-9')!;
    return {
      deckId,
      type: 'verse_to_text',
      book: ref.book,
      chapter: ref.chapter,
      verseFrom: ref.verseFrom,
      verseTo: ref.verseTo,
      episodeId: moment.episodeId,
      clipStartSeconds: moment.clipStartSeconds,
      clipEndSeconds: moment.clipEndSeconds,
    };
  };

  it('is a verse card like any other, and the study queue carries the clip to hear it again', async () => {
    const deck = await makeDeck(t, bob, 'From moments');
    const res = await flashcards(t, bob, '/cards', { method: 'POST', json: fromMoment(deck.id) });
    expect(res.status).toBe(201);
    expect(res.body.card).toMatchObject({
      reference: 'Ephesians 2:8-9',
      episodeId: EP,
      clipStartSeconds: 0.3,
      clipEndSeconds: 46.14,
    });
    const study = studyResponse.parse((await flashcards(t, bob, `/study?deckId=${deck.id}`)).body);
    expect(study.cards).toHaveLength(1);
    expect(study.cards[0]!.reference).toBe('Ephesians 2:8-9');
    expect(study.cards[0]!.clip).toEqual({ episodeId: EP, startSeconds: 0.3, endSeconds: 46.14 });
  });

  it('attaches the clip to an identical card made earlier without one (no duplicate, no quota)', async () => {
    const deck = await makeDeck(t, bob, 'Older deck');
    const { episodeId: _e, clipStartSeconds: _s, clipEndSeconds: _c, ...plain } = fromMoment(deck.id);
    const first = await flashcards(t, bob, '/cards', { method: 'POST', json: plain });
    expect(first.body.card.episodeId).toBeNull();
    const again = await flashcards(t, bob, '/cards', { method: 'POST', json: fromMoment(deck.id) });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.card).toMatchObject({ id: first.body.card.id, episodeId: EP, clipStartSeconds: 0.3 });
    expect(again.body.quota.used).toBe(first.body.quota.used);
  });

  it('a card without a moment has no clip in the study queue', async () => {
    const deck = await makeDeck(t, alice, 'Plain');
    await flashcards(t, alice, '/cards', { method: 'POST', json: { deckId: deck.id, type: 'verse_to_text', book: 'John', chapter: 3, verseFrom: 16 } });
    const study = studyResponse.parse((await flashcards(t, alice, `/study?deckId=${deck.id}`)).body);
    expect(study.cards[0]!.clip).toBeNull();
  });
});
