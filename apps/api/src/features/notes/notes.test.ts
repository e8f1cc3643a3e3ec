// API tests of notes, answers and reflections (issue 9): auto-save upserts, newest-first order, the
// SPEC §5 sanitiser with hostile input, and that a user only ever sees and changes their own rows.
import type { LearningEntry } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const EP1 = 'psalms-1-the-lord-is-my-shepherd';
const EP2 = 'psalms-2-why-so-downcast';
const SERIES = 'psalms-for-the-weary';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
});

async function save(user: TestUser, json: unknown) {
  const res = await t.request('/api/notes', { method: 'PUT', json, cookie: user.cookie });
  return {
    status: res.status,
    body: (await res.json()) as { entry: LearningEntry | null; error?: { code: string } },
  };
}

async function list(user: TestUser, query = '') {
  const res = await t.request(`/api/notes${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: LearningEntry[] }).entries;
}

const pause = () => new Promise((r) => setTimeout(r, 15));

describe('notes API', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/notes')).status).toBe(401);
    expect(
      (await t.request('/api/notes', { method: 'PUT', json: { kind: 'note', episodeId: EP1, text: 'x' } }))
        .status,
    ).toBe(401);
  });

  it('auto-save upserts one slot: same row, same created_at, new text and updated_at', async () => {
    const first = await save(alice, { kind: 'note', episodeId: EP1, text: 'The Lord is my' });
    expect(first.status).toBe(200);
    expect(first.body.entry).toMatchObject({
      kind: 'note',
      episodeId: EP1,
      episodeTitle: 'The Lord Is My Shepherd',
      notes: 'The Lord is my',
      answer: null,
      questionIndex: null,
    });
    await pause();
    const second = await save(alice, {
      kind: 'note',
      episodeId: EP1,
      text: 'The Lord is my shepherd (Psalm 23)',
    });
    expect(second.body.entry!.id).toBe(first.body.entry!.id);
    expect(second.body.entry!.createdAt).toBe(first.body.entry!.createdAt);
    expect(second.body.entry!.updatedAt > first.body.entry!.updatedAt).toBe(true);
    const notes = await list(alice, `?episodeId=${EP1}&kind=note`);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.notes).toBe('The Lord is my shepherd (Psalm 23)');
  });

  it('answers are per question (zero-based) and only for questions that exist', async () => {
    expect(
      (await save(alice, { kind: 'answer', episodeId: EP1, questionIndex: 0, text: 'Green pastures' })).body
        .entry,
    ).toMatchObject({ questionIndex: 0, answer: 'Green pastures', notes: null });
    expect(
      (await save(alice, { kind: 'answer', episodeId: EP1, questionIndex: 3, text: 'Every day' })).status,
    ).toBe(200);
    const missing = await save(alice, {
      kind: 'answer',
      episodeId: EP1,
      questionIndex: 4,
      text: 'no such question',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.code).toBe('no_such_question');
    expect((await save(alice, { kind: 'answer', episodeId: EP1, questionIndex: -1, text: 'x' })).status).toBe(
      400,
    );
    const answers = await list(alice, `?episodeId=${EP1}&kind=answer`);
    expect(answers.map((a) => a.questionIndex).sort()).toEqual([0, 3]);
  });

  it('saves episode and series reflections', async () => {
    expect(
      (await save(alice, { kind: 'reflection', episodeId: EP1, text: 'I was cared for' })).body.entry,
    ).toMatchObject({ kind: 'reflection', episodeId: EP1, seriesId: null });
    const series = await save(alice, {
      kind: 'reflection',
      seriesId: SERIES,
      text: 'Psalm 46 stays with me',
    });
    expect(series.body.entry).toMatchObject({
      kind: 'reflection',
      episodeId: null,
      seriesId: SERIES,
      episodeTitle: 'Psalms for the Weary',
    });
    expect((await list(alice, `?seriesId=${SERIES}`)).map((e) => e.answer)).toEqual([
      'Psalm 46 stays with me',
    ]);
    expect((await save(alice, { kind: 'reflection', seriesId: 'no-such-series', text: 'x' })).status).toBe(
      404,
    );
    // One target only: an episode and a series together is not a slot.
    expect(
      (await save(alice, { kind: 'reflection', seriesId: SERIES, episodeId: EP1, text: 'x' })).status,
    ).toBe(400);
  });

  it('lists everything newest first by created_at (SPEC §7), whatever was updated last', async () => {
    await pause();
    await save(alice, { kind: 'note', episodeId: EP2, text: 'Why so downcast?' });
    await pause();
    await save(alice, { kind: 'note', episodeId: EP1, text: 'Edited the oldest note last' });
    const entries = await list(alice);
    const created = entries.map((e) => e.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(entries[0]!.episodeId).toBe(EP2);
    expect(entries.at(-1)!.notes).toBe('Edited the oldest note last');
  });

  it('an emptied text removes its slot', async () => {
    await save(alice, { kind: 'answer', episodeId: EP2, questionIndex: 1, text: 'temporary' });
    expect(
      (await save(alice, { kind: 'answer', episodeId: EP2, questionIndex: 1, text: '   ' })).body.entry,
    ).toBeNull();
    expect(await list(alice, `?episodeId=${EP2}&kind=answer`)).toEqual([]);
  });

  it('sanitises hostile input on the server (SPEC §5)', async () => {
    const hostile =
      '<script>alert(1)</script><b onclick="steal()">Bold</b> <img src=x onerror=alert(1)> <a href="javascript:alert(1)">link</a> ' +
      '<<x>script>alert(2)<</x>/script> data:text/html;base64,xx vbscript:msgbox <i>ok</i><br/><iframe src=//evil></iframe>\u0000';
    const { status, body } = await save(bob, {
      kind: 'answer',
      episodeId: EP1,
      questionIndex: 1,
      text: hostile,
    });
    expect(status).toBe(200);
    const stored = body.entry!.answer!;
    expect(stored).not.toMatch(/<script|<img|<a |<iframe|onerror|onclick|javascript:|vbscript:|data:/i);
    expect(stored).not.toContain(String.fromCharCode(0));
    expect(stored).toContain('<b>Bold</b>');
    expect(stored).toContain('<i>ok</i><br>');
    expect((await list(bob, `?episodeId=${EP1}&kind=answer`))[0]!.answer).toBe(stored);
  });

  it('caps answers at 1000 characters and notes at 20,000; longer bodies are refused', async () => {
    expect(
      (await save(bob, { kind: 'answer', episodeId: EP1, questionIndex: 2, text: 'a'.repeat(1500) })).body
        .entry!.answer,
    ).toHaveLength(1000);
    expect(
      (await save(bob, { kind: 'note', episodeId: EP2, text: 'n'.repeat(25_000) })).body.entry!.notes,
    ).toHaveLength(20_000);
    expect(
      (await save(bob, { kind: 'answer', episodeId: EP1, questionIndex: 2, text: 'a'.repeat(2001) })).status,
    ).toBe(400);
  });

  it("never returns or changes another user's rows", async () => {
    const aliceBefore = await list(alice);
    // Bob writes the same slots: he gets his own rows.
    await save(bob, { kind: 'note', episodeId: EP1, text: "Bob's note" });
    expect((await list(alice, `?episodeId=${EP1}&kind=note`))[0]!.notes).toBe('Edited the oldest note last');
    const bobs = await list(bob);
    expect(bobs.every((e) => !aliceBefore.some((a) => a.id === e.id))).toBe(true);
    expect(bobs.map((e) => e.notes ?? e.answer)).not.toContain('Why so downcast?');
    // A body naming a user is refused; the session decides whose data it is.
    expect((await save(bob, { kind: 'note', episodeId: EP1, text: 'x', userId: alice.id })).status).toBe(400);
    // Bob emptying "his" slot leaves Alice's alone.
    await save(bob, { kind: 'note', episodeId: EP1, text: '' });
    expect(await list(alice)).toEqual(aliceBefore);
  });

  it('refuses unknown episodes and malformed bodies', async () => {
    expect((await save(alice, { kind: 'note', episodeId: 'no-such-episode', text: 'x' })).status).toBe(404);
    expect((await save(alice, { kind: 'bogus', episodeId: EP1, text: 'x' })).status).toBe(400);
    expect((await t.request('/api/notes?kind=bogus', { cookie: alice.cookie })).status).toBe(400);
  });
});
