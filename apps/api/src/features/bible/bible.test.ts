// Reading the Bible through the real app and a real database (issue 4).
import { chapterResponse, translationsResponse } from '@rooted/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bibleTranslations } from '../../db/schema';
import { forgetTranslations } from './translations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function chapter(path: string) {
  const res = await t.request(`/api/bible/${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('translations', () => {
  it('lists the visible translations with WEB as the default', async () => {
    const res = await t.request('/api/bible/translations');
    expect(res.status).toBe(200);
    const body = translationsResponse.parse(await res.json());
    expect(body.translations.map((x) => x.id)).toEqual(['WEB', 'KJV', 'ASV']);
    expect(body.defaultTranslation).toBe('WEB');
    expect(await (await t.request('/api/bible/translations/default')).json()).toEqual({ id: 'WEB' });
  });

  it('falls back to WEB when no visible row is marked default (SPEC §3)', async () => {
    const { db } = t.deps;
    await db.update(bibleTranslations).set({ visible: false }).where(eq(bibleTranslations.id, 'WEB'));
    forgetTranslations(db);
    try {
      expect(await (await t.request('/api/bible/translations/default')).json()).toEqual({ id: 'WEB' });
      const list = translationsResponse.parse(await (await t.request('/api/bible/translations')).json());
      expect(list.translations.map((x) => x.id)).toEqual(['KJV', 'ASV']);
      // A hidden translation cannot be read either.
      expect((await chapter('WEB/John/3')).status).toBe(404);
    } finally {
      await db.update(bibleTranslations).set({ visible: true }).where(eq(bibleTranslations.id, 'WEB'));
      forgetTranslations(db);
    }
  });
});

describe('GET /api/bible/:translation/:book/:chapter', () => {
  it('returns a whole chapter in one call with navigation', async () => {
    const { status, body } = await chapter('WEB/John/3');
    expect(status).toBe(200);
    const data = chapterResponse.parse(body);
    expect(data.translation).toEqual({ id: 'WEB', name: 'World English Bible' });
    expect(data.book).toMatchObject({ name: 'John', slug: 'John', chapters: 21, testament: 'NT' });
    expect(data.verses).toHaveLength(36);
    expect(data.verses.map((v) => v.verse)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(data.verses[15]?.text).toMatch(/^For God so loved the world/);
    expect(data.verses[0]?.paragraphStart).toBe(true);
    expect(data.previous).toEqual({ book: 'John', bookName: 'John', chapter: 2 });
    expect(data.next).toEqual({ book: 'John', bookName: 'John', chapter: 4 });
  });

  it('keeps Psalm headings and poetry lines, and Psalm 119 has 176 verses', async () => {
    const ps23 = chapterResponse.parse((await chapter('WEB/Psalms/23')).body);
    expect(ps23.verses[0]).toMatchObject({ heading: 'A Psalm by David.', poetry: true });
    const ps119 = chapterResponse.parse((await chapter('KJV/Psalms/119')).body);
    expect(ps119.verses).toHaveLength(176);
    expect(ps119.verses[0]?.heading).toMatch(/ALEPH/);
  });

  it('crosses book boundaries and stops at both ends of the canon', async () => {
    const mal = chapterResponse.parse((await chapter('KJV/Malachi/4')).body);
    expect(mal.next).toEqual({ book: 'Matthew', bookName: 'Matthew', chapter: 1 });
    const matt = chapterResponse.parse((await chapter('KJV/Matthew/1')).body);
    expect(matt.previous).toEqual({ book: 'Malachi', bookName: 'Malachi', chapter: 4 });
    expect(chapterResponse.parse((await chapter('ASV/Genesis/1')).body).previous).toBeNull();
    expect(chapterResponse.parse((await chapter('ASV/Revelation/22')).body).next).toBeNull();
  });

  it('accepts abbreviations and any case, and answers with the canonical slug', async () => {
    const data = chapterResponse.parse((await chapter('kjv/1jn/4')).body);
    expect(data.translation.id).toBe('KJV');
    expect(data.book.slug).toBe('1-John');
    expect(chapterResponse.parse((await chapter('WEB/song-of-solomon/2')).body).book.slug).toBe('Song-of-Solomon');
  });

  it('follows each translation’s own versification (WEB has the doxology at Romans 14:24-26)', async () => {
    const web = chapterResponse.parse((await chapter('WEB/Romans/14')).body);
    const kjv = chapterResponse.parse((await chapter('KJV/Romans/14')).body);
    expect(web.verses).toHaveLength(26);
    expect(kjv.verses).toHaveLength(23);
  });

  it.each([
    ['XYZ/John/3', 'translation_not_found'],
    ['WEB/Hezekiah/1', 'book_not_found'],
    ['WEB/John/22', 'chapter_not_found'],
    ['WEB/John/0', 'chapter_not_found'],
    ['WEB/John/three', 'chapter_not_found'],
  ])('answers 404 for %s with a clear code', async (path, code) => {
    const { status, body } = await chapter(path);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code } });
    expect((body as { error: { message: string } }).error.message.length).toBeGreaterThan(10);
  });
});
