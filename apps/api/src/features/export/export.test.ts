// Export (issue 9): the SPEC §9 CSV (columns, 'Question N', local dates, file name, formula escaping),
// 204 when there is nothing, and a JSON export of everything the user owns and nothing of anyone else's.
import { EXPORT_COLUMNS, parseCsv } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { UserDataExport } from './export-json.service';

const EP1 = 'psalms-1-the-lord-is-my-shepherd';
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t, { supporter: true });
  bob = await createSignedInUser(t, { supporter: true });
  const put = (user: TestUser, json: unknown) =>
    t.request('/api/notes', { method: 'PUT', json, cookie: user.cookie });
  await put(alice, { kind: 'note', episodeId: EP1, text: 'Shepherd, green pastures, "quiet waters"' });
  await put(alice, {
    kind: 'answer',
    episodeId: EP1,
    questionIndex: 0,
    text: '=HYPERLINK("http://evil","click")',
  });
  await put(alice, { kind: 'reflection', seriesId: 'psalms-for-the-weary', text: 'Psalm 46' });
  await put(bob, { kind: 'note', episodeId: EP1, text: 'Bob private note' });
  await t.request('/api/bookmarks', {
    method: 'POST',
    json: { episodeId: EP1, positionSeconds: 12, note: 'valley' },
    cookie: alice.cookie,
  });
  await t.request(`/api/progress/${EP1}`, {
    method: 'PUT',
    json: { progress: 20, positionSeconds: 10.3 },
    cookie: alice.cookie,
  });
  await t.request('/api/subscriptions/psalms-for-the-weary', { method: 'PUT', cookie: alice.cookie });
});

describe('CSV export (SPEC §9)', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/export/csv')).status).toBe(401);
    expect((await t.request('/api/export/json')).status).toBe(401);
  });

  it('sends the columns, one row per note or answer, local dates and the file name Rooted_data_{ISO date}.csv', async () => {
    const res = await t.request('/api/export/csv?timeZone=Europe/London&locale=en-GB', {
      cookie: alice.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="Rooted_data_${today}.csv"`);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[0]).toEqual(['Episode', 'Notes', 'Question', 'Answer', 'Created', 'Last Updated']);
    const body = rows.slice(1);
    expect(body).toHaveLength(3);
    const localDate = new Date().toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
    expect(body).toContainEqual([
      'The Lord Is My Shepherd',
      'Shepherd, green pastures, "quiet waters"',
      '',
      '',
      localDate,
      localDate,
    ]);
    // Formula escaped with a leading apostrophe; 'Question 1' for question_index 0.
    expect(body).toContainEqual([
      'The Lord Is My Shepherd',
      '',
      'Question 1',
      `'=HYPERLINK("http://evil","click")`,
      localDate,
      localDate,
    ]);
    expect(body).toContainEqual([
      'Psalms for the Weary',
      '',
      'Final Reflection',
      'Psalm 46',
      localDate,
      localDate,
    ]);
    expect(body.flat()).not.toContain('Bob private note');
  });

  it('answers 204 when the user has nothing to export', async () => {
    const carol = await createSignedInUser(t);
    const res = await t.request('/api/export/csv', { cookie: carol.cookie });
    expect(res.status).toBe(204);
  });
});

describe('JSON export (data portability)', () => {
  it('holds everything the user owns and nothing of anyone else', async () => {
    const res = await t.request('/api/export/json?timeZone=UTC', { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="Rooted_export_\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await res.json()) as UserDataExport;
    expect(data).toMatchObject({
      format: 'rooted-export',
      version: 1,
      profile: { id: alice.id, email: alice.email },
    });
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
    expect(data.notes.map((n) => n.notes)).toEqual(['Shepherd, green pastures, "quiet waters"']);
    expect(data.answers).toHaveLength(1);
    expect(data.reflections).toHaveLength(1);
    expect(data.bookmarks).toMatchObject([{ episodeId: EP1, positionSeconds: 12, note: 'valley' }]);
    expect(data.progress).toMatchObject([
      { episodeId: EP1, episodeTitle: 'The Lord Is My Shepherd', progress: 20 },
    ]);
    expect(data.subscriptions).toMatchObject([
      { seriesId: 'psalms-for-the-weary', seriesName: 'Psalms for the Weary' },
    ]);
    for (const key of [
      'flashcardDecks',
      'flashcards',
      'flashcardReviews',
      'reviewHistory',
      'certificates',
      'customVerseLinks',
      'bugReports',
    ] as const) {
      expect(Array.isArray(data[key])).toBe(true);
    }
    expect(JSON.stringify(data)).not.toContain('Bob private note');
    expect(JSON.stringify(data)).not.toContain(bob.id);
  });
});
