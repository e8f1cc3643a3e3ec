// Verse texts kept in memory per chapter (issue 13): the study queue reads its cards' passages from here.
import { describe, expect, it } from 'vitest';
import { statementsDuring } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { passagesVerseTexts, passageVerseTexts } from './verse-texts';

const t = await createTestApp();
const { db, pool } = t.deps;
const JOHN = 43;

describe('passageVerseTexts', () => {
  it("gives a passage's verses in order, in the translation asked for", async () => {
    const web = await passageVerseTexts(db, {
      translation: 'WEB',
      book: JOHN,
      chapter: 3,
      verseFrom: 16,
      verseTo: 17,
    });
    const kjv = await passageVerseTexts(db, {
      translation: 'KJV',
      book: JOHN,
      chapter: 3,
      verseFrom: 16,
      verseTo: null,
    });
    expect(web).toHaveLength(2);
    expect(web[0]).toMatch(/^For God so loved the world/);
    expect(web[1]).toMatch(/^For God didn.t send his Son/);
    expect(kjv).toEqual([
      expect.stringMatching(/^For God so loved the world, that he gave his only begotten Son/),
    ]);
  });

  it('reads a chapter once, then answers from memory', async () => {
    const passage = { translation: 'WEB', book: JOHN, chapter: 4, verseFrom: 13, verseTo: 14 };
    const first = await statementsDuring(pool, () => passageVerseTexts(db, passage));
    expect(first.statements).toHaveLength(1);
    const again = await statementsDuring(pool, () =>
      passageVerseTexts(db, { ...passage, verseFrom: 1, verseTo: 3 }),
    );
    expect(again.statements).toEqual([]);
    expect(again.result).toHaveLength(3);
  });

  it('leaves out verses past the end of the chapter, and has none for an unknown translation', async () => {
    expect(
      await passageVerseTexts(db, { translation: 'WEB', book: JOHN, chapter: 3, verseFrom: 36, verseTo: 40 }),
    ).toHaveLength(1);
    expect(
      await passageVerseTexts(db, {
        translation: 'NOPE',
        book: JOHN,
        chapter: 3,
        verseFrom: 16,
        verseTo: null,
      }),
    ).toEqual([]);
  });
});

describe('passagesVerseTexts', () => {
  it('gives each passage its verses in order, reading only the chapters not yet kept', async () => {
    const kept = { book: JOHN, chapter: 5, verseFrom: 24, verseTo: null };
    await passageVerseTexts(db, { translation: 'WEB', ...kept });
    const passages = [
      { book: JOHN, chapter: 6, verseFrom: 35, verseTo: 36 },
      kept,
      { book: JOHN, chapter: 3, verseFrom: 16, verseTo: null },
      { book: JOHN, chapter: 6, verseFrom: 1, verseTo: null },
    ];
    const { statements, result } = await statementsDuring(pool, () =>
      passagesVerseTexts(db, 'WEB', passages),
    );
    // John 6 is the only chapter not kept yet: both its passages wait for one read (batched in one turn).
    expect(statements).toHaveLength(1);
    expect(result).toEqual(
      await Promise.all(passages.map((passage) => passageVerseTexts(db, { translation: 'WEB', ...passage }))),
    );
    expect(result.map((texts) => texts.length)).toEqual([2, 1, 1, 1]);
    expect(result[2]![0]).toMatch(/^For God so loved the world/);
  });

  it('answers from kept chapters without reading anything', async () => {
    const again = await statementsDuring(pool, () =>
      passagesVerseTexts(db, 'WEB', [{ book: JOHN, chapter: 3, verseFrom: 1, verseTo: 2 }]),
    );
    expect(again.statements).toEqual([]);
    expect(again.result).toEqual([
      [expect.stringMatching(/Nicodemus/), expect.stringMatching(/came to him by night/)],
    ]);
  });
});
