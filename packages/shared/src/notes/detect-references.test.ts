import { describe, expect, it } from 'vitest';
import { detectReferences, uniqueReferences } from './detect-references';

describe('Bible references in notes (issue 9: verse detection)', () => {
  it("finds 'Rom 8:28', 'John 3:16-18' and 'Psalm 23' with their positions", () => {
    const note = 'Loved Rom 8:28 today. Also John 3:16-18 and Psalm 23.';
    const found = detectReferences(note);
    expect(found.map((d) => [d.text, d.index, d.label])).toEqual([
      ['Rom 8:28', 6, 'Romans 8:28'],
      ['John 3:16-18', 27, 'John 3:16-18'],
      ['Psalm 23', 44, 'Psalms 23'],
    ]);
    for (const d of found) expect(note.slice(d.index, d.index + d.text.length)).toBe(d.text);
  });

  it('maps books onto our 1..66 numbering, verse ranges and whole chapters', () => {
    const [rom, john, psalm] = detectReferences('Romans 8:28, John 3:16-18, Psalm 23');
    expect(rom!.ref).toMatchObject({ chapter: 8, verseFrom: 28, verseTo: null, wholeChapter: false });
    expect(rom!.ref.book.index).toBe(45);
    expect(john!.ref).toMatchObject({ chapter: 3, verseFrom: 16, verseTo: 18 });
    expect(john!.ref.book.index).toBe(43);
    expect(psalm!.ref).toMatchObject({ chapter: 23, verseFrom: 1, wholeChapter: true });
    expect(psalm!.ref.book.index).toBe(19);
  });

  it('reads lower case, abbreviations and numbered books', () => {
    expect(detectReferences('see romans 8:28 and 1 Cor 13:4-7 and ps 23:1').map((d) => d.label)).toEqual([
      'Romans 8:28',
      '1 Corinthians 13:4-7',
      'Psalms 23:1',
    ]);
  });

  it('ignores prose, bare book names and verses that do not exist', () => {
    expect(detectReferences('Acts of kindness matter. John said so.')).toEqual([]);
    expect(detectReferences('John 3:99 and Jude 2:1')).toEqual([]);
    expect(detectReferences('')).toEqual([]);
  });

  it('gives one chip per passage, in order of first mention', () => {
    const chips = uniqueReferences('Romans 8:28. Later: Rom 8:28 again, then Psalm 23, then romans 8:28');
    expect(chips.map((c) => [c.label, c.index])).toEqual([
      ['Romans 8:28', 0],
      ['Psalms 23', 41],
    ]);
  });
});
