import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCardSides,
  CLOZE_BLANK,
  clozeText,
  clozeTextOfAnyText,
  firstLetters,
  firstLettersOfAnyText,
} from './card-sides';
import { FLASHCARD_TYPES } from './card-types';
import { addDays, daysBetween, localDate, monthStart } from './local-date';

const reference = 'John 3:16';
const text = 'For God so loved the world, that he gave his one and only Son.';

describe('card types (SPEC §3 flashcard_type)', () => {
  it('has verse_to_text, text_to_verse and two more', () => {
    expect(FLASHCARD_TYPES).toEqual(['verse_to_text', 'text_to_verse', 'first_letters', 'cloze']);
  });

  it('verse_to_text shows the reference and asks for the text', () => {
    const sides = buildCardSides({ type: 'verse_to_text', reference, text, seed: 'a' });
    expect(sides.prompt).toMatchObject({ reference, text: null });
    expect(sides.answer).toEqual({ reference, text });
  });

  it('text_to_verse shows the text and asks for the reference', () => {
    expect(buildCardSides({ type: 'text_to_verse', reference, text, seed: 'a' }).prompt).toMatchObject({
      reference: null,
      text,
    });
  });

  it('first_letters keeps the first letter of each word and its punctuation', () => {
    expect(firstLetters(text)).toBe('F G s l t w, t h g h o a o S.');
    expect(firstLetters('“Jesus wept.”')).toBe('“J w.”');
    expect(buildCardSides({ type: 'first_letters', reference, text, seed: 'a' }).prompt.text).toBe(
      firstLetters(text),
    );
  });

  it('cloze hides every third long word, stably per seed', () => {
    const hidden = clozeText(text, 'card-1');
    expect(hidden).toContain(CLOZE_BLANK);
    expect(hidden).toBe(clozeText(text, 'card-1'));
    // Five long words (loved, world, that, gave, only): one or two of them hidden, whatever the seed.
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const blanks = clozeText(text, seed).split(CLOZE_BLANK).length - 1;
      expect(blanks).toBeGreaterThanOrEqual(1);
      expect(blanks).toBeLessThanOrEqual(2);
    }
    expect(clozeText('I am he.', 'x')).toBe('I am he.');
  });
});

// English Bible text is ASCII with typographic quotes and dashes; prompts for it come from a scan of
// character codes, which must give what the general (Unicode) definitions give.
describe('card prompts of simple text equal the general definitions', () => {
  const simple = ['For', 'God', 'so', 'loved', 'I', 'a', 'don’t', "Lord's", 'self-control', '3', '12th', 'Jesus',
    ',', '.', ';', ':', '!', '?', '(', ')', '“', '”', '‘', '’', "'", '-', '—', '–', '[', ']', ' ', '  ', '\t',
    '\n', '\r\n', '\v', '\f'];
  const other = ['¶', 'Ésaïe', 'naïve', '𝐀𝐁𝐂𝐃', '\u00a0', '\u2028', '\x1c', '\0'];
  const textOf = (fragments: string[]) =>
    fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((parts) => parts.join(''));
  const anyText = fc.oneof(
    textOf(simple),
    textOf([...simple, ...other]),
    fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
    fc.string({ maxLength: 80 }),
  );

  it('first letters', () => {
    fc.assert(fc.property(anyText, (t) => firstLetters(t) === firstLettersOfAnyText(t)), { numRuns: 3000 });
  });

  it('cloze blanks, whatever the seed', () => {
    fc.assert(
      fc.property(anyText, fc.string({ maxLength: 12 }), (t, seed) => clozeText(t, seed) === clozeTextOfAnyText(t, seed)),
      { numRuns: 3000 },
    );
  });

  it('verses as the shipped translations write them', () => {
    const verses = [
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
      'Trust in Yahweh with all your heart, and don’t lean on your own understanding.',
      '“Come now, and let’s reason together,” says Yahweh: “Though your sins are as scarlet, they shall be as white as snow.”',
      'In the beginning God created the heavens and the earth. — (Genesis 1:1)',
    ];
    for (const verse of verses) {
      expect(firstLetters(verse)).toBe(firstLettersOfAnyText(verse));
      for (const seed of ['a', 'card-1', 'card-2', 'card-3']) expect(clozeText(verse, seed)).toBe(clozeTextOfAnyText(verse, seed));
    }
  });
});

describe('local dates (next_review_date is a date in the user time zone)', () => {
  it('adds days and counts days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-12-30', '2025-01-02')).toBe(3);
    expect(monthStart('2025-03-17')).toBe('2025-03-01');
  });

  it('reads a date in a time zone and treats unknown zones as UTC', () => {
    const instant = new Date('2025-03-10T03:30:00Z');
    expect(localDate(instant, 'America/New_York')).toBe('2025-03-09');
    expect(localDate(instant, 'Not/AZone')).toBe('2025-03-10');
  });
});
