// The verse timeline through the real app and database (issue 15): the seeded index, an episode's
// timeline, the reader's chapter mentions, hidden content, re-indexing on every write, the backfill,
// and the series deck with its quota and isolation.
import {
  chapterMentionsResponse,
  episodeVersesResponse,
  FLASHCARD_QUOTA_CODE,
  seriesDeckResponse,
  VERSE_INDEX_VERSION,
} from '@rooted/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { canonicalBibleElements, episodeVerseMentions, flashcards, podcastEpisodes, verseIndexState } from '../../db/schema';
import { backfillVerseIndex } from '../../db/verse-index';
import { startFeedTestServer } from '../podcasts/feeds/fixtures/feed-test-server';

const t = await createTestApp({ ALLOW_PRIVATE_FEED_URLS: 'true' });
const admin = await createSignedInUser(t, { admin: true });
const { db } = t.deps;

const PRODIGAL = 'parables-1-the-prodigal-son';
const HIDDEN = 'quiet-hours-an-evening-examen'; // Quiet Hours (Demo) is a hidden podcast

async function timeline(episodeId: string, cookie?: string) {
  const res = await t.request(`/api/episodes/${episodeId}/verses`, { cookie });
  return { status: res.status, body: res.status === 200 ? episodeVersesResponse.parse(await res.json()) : await res.json() };
}

async function chapter(book: string, chapterNumber: number | string, cookie?: string) {
  const res = await t.request(`/api/verse-mentions/${book}/${chapterNumber}`, { cookie });
  return { status: res.status, body: res.status === 200 ? chapterMentionsResponse.parse(await res.json()) : await res.json() };
}

describe('the episode timeline (GET /api/episodes/{id}/verses)', () => {
  it('the seeded template carries the index: timed moments by time, then outline and summary passages', async () => {
    const { status, body } = await timeline(PRODIGAL);
    expect(status).toBe(200);
    const entries = body as ReturnType<typeof episodeVersesResponse.parse>;
    expect(entries.entries.map((e) => e.label)).toEqual([
      'Luke 15:11-32',
      'Luke 15:20',
      'Luke 15:1-2',
      'Luke 15:11-19',
      'Luke 15:20-24',
      'Luke 15:25-32',
    ]);
    // Segment 0 (0.3-11.0 s) names Luke 15:11-32 in its second sentence; segment 3 opens with Luke 15:20.
    const [first, second] = entries.entries;
    expect(first!.timeSeconds).toBeGreaterThan(0.3);
    expect(first!.timeSeconds).toBeLessThan(11);
    expect(second!.timeSeconds).toBe(29.34);
    expect(entries.entries.slice(2).every((e) => e.timeSeconds === null)).toBe(true);
    expect(entries.entries[1]).toMatchObject({ book: 42, bookSlug: 'Luke', chapter: 15, verseFrom: 20, verseTo: null, sources: ['transcript'] });
  });

  it('follows the episode page visibility: a hidden podcast episode is 404 for visitors, shown to admins', async () => {
    expect((await timeline(HIDDEN)).status).toBe(404);
    const asAdmin = await timeline(HIDDEN, admin.cookie);
    expect(asAdmin.status).toBe(200);
    expect((asAdmin.body as { entries: { label: string }[] }).entries.map((e) => e.label)).toContain('1 John 1:9');
  });

  it('an unknown episode is 404', async () => expect((await timeline('no-such-episode')).status).toBe(404));
});

describe('chapter mentions for the Bible reader (GET /api/verse-mentions/{book}/{chapter})', () => {
  it('lists per verse the episodes that discuss it with series and first moment; whole-chapter mentions apart', async () => {
    const { status, body } = await chapter('luke', 15);
    expect(status).toBe(200);
    const data = chapterMentionsResponse.parse(body);
    const verse20 = data.verses.find((v) => v.verse === 20)!;
    expect(verse20.mentions).toEqual([
      expect.objectContaining({
        label: 'Luke 15:20',
        series: { id: 'parables-of-grace', name: 'Parables of Grace' },
        timeSeconds: 29.34,
        episode: expect.objectContaining({ id: PRODIGAL, title: 'The Prodigal Son', podcastName: 'Grace Notes (Demo)', audioUrl: `/media/demo/audio/${PRODIGAL}.mp3` }),
      }),
    ]);
    // A passage is badged at its first verse only, and each episode once per verse (timed moment wins).
    const verse11 = data.verses.find((v) => v.verse === 11)!.mentions;
    expect(verse11.map((m) => [m.label, m.episode.id])).toEqual([['Luke 15:11-32', PRODIGAL]]);
    expect(verse11[0]!.timeSeconds).not.toBeNull();
    expect(data.verses.some((v) => v.verse === 21)).toBe(false);
    expect(data.wholeChapter.map((m) => m.episode.id)).toEqual(['parables-2-the-lost-sheep-and-coin']);
  });

  it('a standalone episode has no series', async () => {
    const data = chapterMentionsResponse.parse((await chapter('John', 3)).body);
    const mentions = data.verses.find((v) => v.verse === 16)!.mentions;
    expect(mentions.map((m) => [m.episode.id, m.series])).toEqual([
      ['daily-scroll-welcome', null],
      ['daily-scroll-for-god-so-loved', null],
    ]);
  });

  it('hidden content is excluded for visitors and signed-in users, shown to admins', async () => {
    const user = await createSignedInUser(t);
    for (const cookie of [undefined, user.cookie]) {
      const data = chapterMentionsResponse.parse((await chapter('Psalms', 4, cookie)).body);
      expect(data.verses).toEqual([]);
    }
    const asAdmin = chapterMentionsResponse.parse((await chapter('Psalms', 4, admin.cookie)).body);
    expect(asAdmin.verses.map((v) => [v.verse, v.mentions.map((m) => m.episode.id)])).toEqual([[8, [HIDDEN]]]);
  });

  it('an unpublished episode is excluded too', async () => {
    await db.update(podcastEpisodes).set({ status: 'draft' }).where(eq(podcastEpisodes.id, 'parables-3-the-good-samaritan'));
    try {
      const data = chapterMentionsResponse.parse((await chapter('Luke', 10)).body);
      expect(data.verses).toEqual([]);
    } finally {
      await db.update(podcastEpisodes).set({ status: 'published' }).where(eq(podcastEpisodes.id, 'parables-3-the-good-samaritan'));
    }
  });

  it.each([
    ['Nope', '1', 'book_not_found'],
    ['John', '99', 'chapter_not_found'],
    ['John', 'abc', 'validation_error'],
    ['John', '0', 'validation_error'],
  ])('bad input %s %s is a 400 (%s)', async (book, ch, code) => {
    const { status, body } = await chapter(book, ch);
    expect(status).toBe(400);
    expect((body as { error: { code: string } }).error.code).toBe(code);
  });
});

describe('re-indexing on every write', () => {
  it('an admin edit of the summary or outline rebuilds the timeline in the same request', async () => {
    const res = await t.request('/api/episodes/parables-3-the-good-samaritan', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { summary: 'Who is my neighbour? Compare Romans 13:9 and Leviticus 19:18.', outline: ['Love (Luke 10:27)'] },
    });
    expect(res.status).toBe(200);
    const labels = ((await timeline('parables-3-the-good-samaritan')).body as { entries: { label: string }[] }).entries.map((e) => e.label);
    expect(labels).toEqual(['Luke 10:25-37', 'Luke 10:27', 'Romans 13:9', 'Leviticus 19:18']);
    const romans = chapterMentionsResponse.parse((await chapter('Romans', 13)).body);
    expect(romans.verses.map((v) => v.verse)).toEqual([9]);
  });

  it('references the Bible tables do not have are dropped', async () => {
    // Take Obadiah 1:21 out of every translation: the parser still knows it, the database does not.
    await db.delete(canonicalBibleElements).where(and(eq(canonicalBibleElements.book, 31), eq(canonicalBibleElements.chapter, 1), eq(canonicalBibleElements.verse, 21)));
    await t.request('/api/episodes/parables-4-the-workers-in-the-vineyard', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { summary: 'Obadiah 1:21 and Obadiah 1:3.' },
    });
    const rows = await db.select().from(episodeVerseMentions).where(and(eq(episodeVerseMentions.episodeId, 'parables-4-the-workers-in-the-vineyard'), eq(episodeVerseMentions.book, 31)));
    expect(rows.map((r) => r.verseFrom)).toEqual([3]);
  });

  it('a feed import indexes the transcript with its cue times', async () => {
    const server = await startFeedTestServer(); // closed after the file
    const res = await t.request('/api/podcasts/import', { method: 'POST', cookie: admin.cookie, json: { feedUrl: `${server.url}/podcasting20.xml` } });
    expect(res.status).toBe(201);
    const [vtt] = await db.select({ id: podcastEpisodes.id }).from(podcastEpisodes).where(eq(podcastEpisodes.guid, 'p20-vtt'));
    const entries = ((await timeline(vtt!.id)).body as { entries: { label: string; timeSeconds: number | null }[] }).entries;
    // The cue 'Today we read Psalm 23.' starts at 3.0 s; the stored segment merges it with the cue before
    // (0-6.5 s, one speaker), so the moment is estimated within the segment from the sentence's position.
    const psalm = entries.find((e) => e.label === 'Psalms 23');
    expect(psalm?.timeSeconds).toBeGreaterThanOrEqual(3);
    expect(psalm?.timeSeconds).toBeLessThan(4);
  });

  it('the start-up backfill rebuilds a missing index once, then does nothing', async () => {
    const before = await db.$count(episodeVerseMentions);
    await db.execute(sql`DELETE FROM ${episodeVerseMentions}`);
    await db.delete(verseIndexState);
    expect(await db.transaction((tx) => backfillVerseIndex(tx))).toMatchObject({ reindexed: expect.any(Number) });
    expect(await db.$count(episodeVerseMentions)).toBe(before);
    const [state] = await db.select().from(verseIndexState);
    expect(state?.version).toBe(VERSE_INDEX_VERSION);
    expect(await db.transaction((tx) => backfillVerseIndex(tx))).toBeNull();
  });
});

describe("make a deck of this series' verses (POST /api/series/{id}/verse-deck)", () => {
  const makeDeck = (seriesId: string, cookie?: string) => t.request(`/api/series/${seriesId}/verse-deck`, { method: 'POST', cookie });

  it('needs a session', async () => expect((await makeDeck('parables-of-grace')).status).toBe(401));

  it('a supporter gets one card per distinct passage, in series order, each keeping its moment', async () => {
    const supporter = await createSignedInUser(t, { supporter: true });
    const res = await makeDeck('psalms-for-the-weary', supporter.cookie);
    expect(res.status).toBe(201);
    const body = seriesDeckResponse.parse(await res.json());
    expect(body).toMatchObject({ deck: { name: 'Psalms for the Weary verses' }, skippedForQuota: 0 });
    expect(body.added).toBe(body.totalVerses);
    const deck = await t.request(`/api/flashcards/decks/${body.deck.id}`, { cookie: supporter.cookie });
    const { cards } = (await deck.json()) as { cards: { reference: string; episodeId: string | null; clipStartSeconds: number | null }[] };
    expect(cards).toHaveLength(body.totalVerses);
    // Newest first is the series order: Psalm 23:1 is the first verse the series says aloud.
    expect(cards[0]).toMatchObject({ reference: 'Psalms 23:1', episodeId: 'psalms-1-the-lord-is-my-shepherd' });
    expect(cards[0]!.clipStartSeconds).toBeGreaterThan(0);
    expect(new Set(cards.map((c) => c.reference)).size).toBe(cards.length);
  });

  it('a free account gets as many cards as its monthly quota has left, then a quota error and no empty deck', async () => {
    const user = await createSignedInUser(t);
    const first = seriesDeckResponse.parse(await (await makeDeck('parables-of-grace', user.cookie)).json());
    expect(first.added).toBe(5);
    expect(first.skippedForQuota).toBe(first.totalVerses - 5);
    expect(first.quota).toMatchObject({ limit: 5, used: 5, remaining: 0 });
    const second = await makeDeck('letters-from-prison', user.cookie);
    expect(second.status).toBe(403);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe(FLASHCARD_QUOTA_CODE);
    const decks = (await (await t.request('/api/flashcards/decks', { cookie: user.cookie })).json()) as { decks: unknown[] };
    expect(decks.decks).toHaveLength(1);
  });

  it("another user's deck stays theirs: not found for anyone else", async () => {
    const owner = await createSignedInUser(t, { supporter: true });
    const other = await createSignedInUser(t, { supporter: true });
    const { deck } = seriesDeckResponse.parse(await (await makeDeck('letters-from-prison', owner.cookie)).json());
    expect((await t.request(`/api/flashcards/decks/${deck.id}`, { cookie: other.cookie })).status).toBe(404);
    expect(await db.$count(flashcards, eq(flashcards.userId, other.id))).toBe(0);
  });

  it('an unknown series is 404', async () => {
    const user = await createSignedInUser(t, { supporter: true });
    expect((await makeDeck('no-such-series', user.cookie)).status).toBe(404);
  });
});
